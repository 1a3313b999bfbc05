import { describe, expect, it } from 'vitest';
import { readResponse } from './readResponse.ts';

const json = (body: unknown): string => JSON.stringify(body);

describe('readResponse', () => {
  it.each([
    ['code 0', 200, json({ code: 0, msg: 'ok', data: [1] }), { ok: true, value: [1] }],
    ['code 200', 200, json({ code: 200, msg: 'success', data: { a: 1 } }), { ok: true, value: { a: 1 } }],
    ['code 0 on HTTP 400', 400, json({ code: 0, data: null }), { ok: true, value: null }],
    ['envelope 401', 200, json({ code: 401, msg: '请先登录' }), { ok: false, kind: 'unauthorized', code: 401 }],
    ['HTTP 401 with HTML', 401, '<h1>401</h1>', { ok: false, kind: 'unauthorized', code: undefined }],
    ['code 400 on HTTP 400', 400, json({ code: 400, msg: '手机号格式不正确' }), { ok: false, kind: 'server', code: 400, msg: '手机号格式不正确' }],
    ['a non-JSON body', 200, 'oops', { ok: false, kind: 'network', cause: expect.any(SyntaxError) }],
    ['an empty body', 204, '', { ok: false, kind: 'network', cause: expect.any(SyntaxError) }],
    ['JSON without a code', 200, json({ data: 1 }), { ok: false, kind: 'invalid', cause: expect.any(TypeError) }],
    ['a string code', 200, json({ code: '0', data: 1 }), { ok: false, kind: 'invalid', cause: expect.objectContaining({ message: 'The response is not a { code, msg, data } envelope' }) }],
    ['JSON null', 200, 'null', { ok: false, kind: 'invalid', cause: expect.any(TypeError) }],
    ['HTTP 401 with a code that is no number', 401, json({ code: 'denied' }), { ok: false, kind: 'unauthorized', code: undefined }],
    ['a msg that is no text', 500, json({ code: 500, msg: 42 }), { ok: false, kind: 'server', code: 500, msg: '' }],
  ])('should read %s in the json setup', (_name, status, text, outcome) => {
    expect(readResponse('json', status, text)).toEqual(outcome);
  });

  it.each([
    ['any JSON', 200, json({ code: 500, list: [] }), { ok: true, value: { code: 500, list: [] } }],
    ['text', 200, 'plain', { ok: true, value: 'plain' }],
    ['errcode 401', 200, json({ errcode: 401 }), { ok: false, kind: 'unauthorized', code: 401 }],
    ['code 401', 200, json({ code: 401 }), { ok: false, kind: 'unauthorized', code: 401 }],
    ['HTTP 401', 401, '', { ok: false, kind: 'unauthorized', code: 401 }],
  ])('should read %s in the long setup', (_name, status, text, outcome) => {
    expect(readResponse('long', status, text)).toEqual(outcome);
  });
});
