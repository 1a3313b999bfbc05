// Mock fidelity: every unit test of the reader runs against the msw mocks of @shqcb/api, so the mocks
// must answer exactly as this server does. Each case sends the same request to the mocks (msw's
// getResponse, no network) and to the server (in-process, PGlite, demo seed) and compares the envelope
// code, the `msg` word for word and the shape of `data` (every field present in one is present in the
// other, with the same type). It cannot be skipped: it needs no outside service.
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, TOKEN_HEADER, listEndpoints } from '@shqcb/api/contract';
import { pageStatistics } from '@shqcb/api/contract/other';
import type { AnyEndpoint, ListedEndpoint } from '@shqcb/api/contract';
import { MOCK_PHONE, MOCK_SMS_CODE, MOCK_TOKEN, demoAnswers, handlers, mockEntryOf } from '@shqcb/api/mocks';
import { shapeDifferences } from '@shqcb/api/testing';
import { createTestApp, type TestApp } from '../testing/createTestApp.ts';
import { demoAnswersModule, recordDemoAnswers } from '../testing/recordDemoAnswers.ts';
import { requestSmsCode } from '../testing/requestHelpers.ts';
import { authorise } from '../testing/wechatFlow.ts';
import { mallCase } from '../testing/mallFidelity.ts';
import { subscriptionCase } from '../testing/subscriptionFidelity.ts';
import { engagementCase } from '../testing/engagementFidelity.ts';
import { accountCase } from '../testing/accountFidelity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Input = Record<string, unknown>;

/** What one side answered: HTTP status and the envelope. */
interface Outcome {
  status: number;
  code: number;
  msg: string;
  data: unknown;
}

/** One request, as a browser would send it to `origin`. */
function requestOf(origin: string, endpoint: AnyEndpoint, input: Input, headers: Record<string, string>): Request {
  const path = endpoint.path.replace(/\$\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input[name])));
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(Object.entries(input).map(([key, value]): [string, string] => [key, String(value)])).toString();
    return new Request(`${origin}${API_PREFIX}${path}${query ? `?${query}` : ''}`, { headers });
  }
  if (Object.values(input).some((value) => value instanceof Blob)) {
    // An upload: multipart/form-data, as the reader sends a picture.
    const form = new FormData();
    for (const [key, value] of Object.entries(input)) form.set(key, value instanceof Blob ? value : String(value));
    return new Request(`${origin}${API_PREFIX}${path}`, { method: 'POST', body: form, headers });
  }
  return new Request(`${origin}${API_PREFIX}${path}`, {
    method: 'POST',
    body: JSON.stringify(input),
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

async function outcomeOf(response: Response | undefined, side: string): Promise<Outcome> {
  if (!response) throw new Error(`${side}: no answer`);
  const body = (await response.json()) as { code: number; msg: string; data: unknown };
  return { status: response.status, code: body.code, msg: body.msg, data: body.data };
}

function askMock(endpoint: AnyEndpoint, input: Input, token?: string): Promise<Outcome> {
  const request = requestOf('http://localhost', endpoint, input, token ? { [TOKEN_HEADER]: token } : {});
  return getResponse(handlers, request).then((response) => outcomeOf(response, 'mock'));
}

function askServer(endpoint: AnyEndpoint, input: Input, headers: Record<string, string> = {}): Promise<Outcome> {
  const request = requestOf('http://localhost', endpoint, input, headers);
  return Promise.resolve(t.app.request(request, undefined, { incoming: { socket: { remoteAddress: '10.9.0.1' } } })).then((response) =>
    outcomeOf(response, 'server'),
  );
}

/** The newest SMS code the server sent to a phone. */
async function sendCode(phone: string, ip = '10.9.1.1'): Promise<string> {
  const answer = await requestSmsCode(t.app, { phone }, { ip });
  if (answer.status !== 200) throw new Error(`postSmsCode answered ${answer.status}`);
  return t.sms.sent.filter((m) => m.phone === phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
}

let phones = 13_700_000_000;
/** A phone no other case used, so one case's codes and limits never touch another's. */
const freshPhone = () => String(phones++);

/** A signed-in reader of the server. */
async function serverToken(): Promise<string> {
  const phone = freshPhone();
  // Each reader from its own network: the cases log in many readers, more than one network's daily SMS cap.
  const n = Number(phone) % 60_000;
  const code = await sendCode(phone, `10.10.${Math.floor(n / 250)}.${n % 250}`);
  const answer = await askServer(listed('login').endpoint, { phone, code });
  return (answer.data as { token: string }).token;
}

function listed(name: string): ListedEndpoint {
  const found = listEndpoints().find((entry) => entry.name === name);
  if (!found) throw new Error(`no contract entry ${name}`);
  return found;
}

/**
 * The success request of a call on each side. Most calls send the contract's example to both; a few
 * need the server to be in the state the mock assumes (a code sent, a WeChat authorisation done) or a
 * page address of this server.
 */
async function successCase(name: string, endpoint: AnyEndpoint): Promise<{ mock: Input; server: Input; serverHeaders: Record<string, string> }> {
  const example = endpoint.example as Input;
  const headers: Record<string, string> = endpoint.auth === 'required' ? { [TOKEN_HEADER]: await serverToken() } : {};
  switch (name) {
    case 'postSmsCode':
      return { mock: example, server: { phone: freshPhone(), ...(await serverCaptcha()) }, serverHeaders: headers };
    case 'login': {
      const phone = freshPhone();
      return { mock: { phone: MOCK_PHONE, code: MOCK_SMS_CODE }, server: { phone, code: await sendCode(phone) }, serverHeaders: headers };
    }
    case 'wxLogin': {
      // A WeChat user already bound to a phone logs in (type login), as the mock's default does.
      const flow = await authorise(t.app, 'bound');
      return { mock: example, server: { code: flow.code, state: flow.state }, serverHeaders: { ...headers, Cookie: flow.cookie } };
    }
    default: {
      // Subscription calls need the reader's address, order or subscription to exist on the server first.
      await engagementCase(t, name, headers);
      const prepared =
        (await subscriptionCase(t, name, example, headers[TOKEN_HEADER])) ??
        (await mallCase(t, name, headers[TOKEN_HEADER])) ??
        (await accountCase(t, name, example, headers[TOKEN_HEADER]));
      return { mock: example, server: prepared ?? example, serverHeaders: headers };
    }
  }
}

/** A challenge of the server, answered right: what the mock's MOCK_CAPTCHA is on the mock's side. */
async function serverCaptcha(): Promise<{ captchaId: string; captcha: string }> {
  const challenge = await askServer(listed('captcha').endpoint, {});
  const { id, text } = challenge.data as { id: string; text: string };
  return { captchaId: id, captcha: text };
}

/** State the server needs before a refusal the mock models can happen there too. */
async function refusalCase(name: string, refusal: string, input: Input): Promise<{ server: Input; serverHeaders: Record<string, string> }> {
  if (name === 'postSmsCode' && refusal === 'captchaWrong') {
    // A challenge the server issued, answered wrong (the mock's input answers the mock's challenge wrong).
    return { server: { ...input, phone: freshPhone(), captchaId: (await serverCaptcha()).captchaId }, serverHeaders: {} };
  }
  if (name === 'login' && refusal === 'wrongCodeTriesLeft') {
    // The mock answers as the server does right after a code was sent: a wrong code costs one try.
    const phone = freshPhone();
    await sendCode(phone);
    return { server: { ...input, phone }, serverHeaders: {} };
  }
  return { server: input, serverHeaders: {} };
}

function expectSameOutcome(mock: Outcome, server: Outcome): void {
  expect({ status: mock.status, code: mock.code, msg: mock.msg }).toEqual({ status: server.status, code: server.code, msg: server.msg });
  expect(shapeDifferences(server.data, mock.data), 'fields present in one answer and not the other, or of another type').toEqual([]);
}

const calls = listEndpoints().map((entry) => [`${entry.group}.${entry.name}`, entry] as const);

describe('mock fidelity', () => {
  it.each(calls)('%s: the example succeeds alike', async (_label, { name, endpoint }) => {
    const { mock, server, serverHeaders } = await successCase(name, endpoint);
    const fromServer = await askServer(endpoint, server, serverHeaders);
    expect(fromServer.code, `the server refused the success case: ${fromServer.msg}`).toBe(200);
    expectSameOutcome(await askMock(endpoint, mock, MOCK_TOKEN), fromServer);
  });

  it.each(calls.filter(([, { endpoint }]) => endpoint.auth === 'required'))('%s: no token is refused alike', async (_label, { endpoint }) => {
    const example = endpoint.example as Input;
    expectSameOutcome(await askMock(endpoint, example), await askServer(endpoint, example));
  });

  it.each(calls)('%s: an empty or wrong input is refused alike', async (_label, { endpoint }) => {
    // Every field sent with a value no schema accepts for it (an object where text or a number is due).
    const wrong = Object.fromEntries(Object.keys(endpoint.example as Input).map((key) => [key, 'x'.repeat(3000)]));
    for (const input of [{}, wrong]) {
      const [fromMock, fromServer] = [await askMock(endpoint, input, MOCK_TOKEN), await askServer(endpoint, input, endpoint.auth === 'required' ? { [TOKEN_HEADER]: await serverToken() } : {})];
      expect({ input, code: fromMock.code, msg: fromMock.msg }).toEqual({ input, code: fromServer.code, msg: fromServer.msg });
    }
  });

  const refusals = listEndpoints().flatMap(({ group, name, endpoint }) =>
    Object.entries(mockEntryOf(group, name)?.refusing ?? {}).map(([refusal, input]) => [`${group}.${name} ${refusal}`, { name, endpoint, refusal, input: input as Input }] as const),
  );

  it.each(refusals)('%s: the refusal the mock models is the server’s', async (_label, { name, endpoint, refusal, input }) => {
    const { server, serverHeaders } = await refusalCase(name, refusal, input);
    const headers = endpoint.auth === 'required' ? { ...serverHeaders, [TOKEN_HEADER]: await serverToken() } : serverHeaders;
    const [fromMock, fromServer] = [await askMock(endpoint, input, MOCK_TOKEN), await askServer(endpoint, server, headers)];
    expect(fromServer.code, `the server did not refuse: ${JSON.stringify(fromServer.data)}`).not.toBe(200);
    expectSameOutcome(fromMock, fromServer);
    expect(fromMock.msg).toMatch(new RegExp(`^${(endpoint.refusals as Record<string, { msg: string }>)[refusal]?.msg.replace(/[.*+?^()|[\]\\]/g, '\\$&').replace(/\$\{\w+\}/g, '.+')}$`));
  });

  it('pageStatistics: a batch of views is taken and refused alike', async () => {
    const view = (path: string) => ({ path, title: '首页', referrer: '', seenAt: t.clock.now().getTime() });
    const inputs: Input[] = [
      { views: [view('/index'), view('/news')] },
      { views: Array.from({ length: 21 }, (_, i) => view(`/p${i}`)) },
      { views: [] },
      { views: 'x' },
      { views: [{ ...view('/a'), seenAt: 'now' }] },
      { views: [{ title: 'x', seenAt: 1 }] },
    ];
    for (const input of inputs) {
      const [fromMock, fromServer] = [await askMock(pageStatistics, input), await askServer(pageStatistics, input)];
      expect({ input, code: fromMock.code, msg: fromMock.msg }).toEqual({ input, code: fromServer.code, msg: fromServer.msg });
      expectSameOutcome(fromMock, fromServer);
    }
  });

  it('should have the server answer every call of the contract (no 接口不存在) and the mocks too', async () => {
    const missing: string[] = [];
    for (const { group, name, endpoint } of listEndpoints()) {
      const fromServer = await askServer(endpoint, endpoint.example as Input);
      if (fromServer.msg === '接口不存在') missing.push(`server: ${group}.${name}`);
      if (!mockEntryOf(group, name)) missing.push(`mock: ${group}.${name}`);
      const request = requestOf('http://localhost', endpoint, endpoint.example as Input, { [TOKEN_HEADER]: MOCK_TOKEN });
      if (!(await getResponse(handlers, request))) missing.push(`msw handler: ${group}.${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('should serve every picture and sound the mocks point at', async () => {
    const urls = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string' && /^\/(?!\/)\S+\.(?:svg|png|jpe?g|webp|gif|wav|mp3|m4a)$/i.test(value)) urls.add(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(demoAnswers);
    for (const detail of demoAnswers.details) for (const [, src] of detail.content.matchAll(/src="(\/[^"]+)"/g)) urls.add(src ?? '');
    expect(urls.size).toBeGreaterThan(10);
    const failing: string[] = [];
    for (const url of urls) {
      const response = await t.app.request(url);
      if (response.status !== 200) failing.push(`${url} → ${response.status}`);
    }
    expect(failing).toEqual([]);
  });

  it('should have mocks that replay what the server answers today (run `pnpm --filter @shqcb/server record:mocks` if not)', async () => {
    const fresh = await createTestApp();
    try {
      const recorded = await recordDemoAnswers(fresh.app, fresh.sms);
      // Compared as the generated module, so a difference reads as the lines to record again.
      expect(demoAnswersModule(JSON.parse(JSON.stringify(demoAnswers)) as Record<string, unknown>)).toBe(demoAnswersModule(recorded));
    } finally {
      await fresh.close();
    }
  });
});
