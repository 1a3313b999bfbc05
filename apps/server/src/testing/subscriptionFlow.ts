import { expect } from 'vitest';
import type { Address, Order } from '@shqcb/api/contract/subscription';
import type { TestApp } from './createTestApp.ts';
import { apiGet, apiPost, requestSmsCode, send, type Answer } from './requestHelpers.ts';

/** Fresh readers for subscription tests, each from its own network so no SMS limit is reached. */
export function readers(t: TestApp, firstPhone: number) {
  let phone = firstPhone;
  return async (): Promise<string> => {
    const number = String(phone++);
    const ip = `10.${(phone >> 16) & 255}.${(phone >> 8) & 255}.${phone & 255}`;
    await requestSmsCode(t.app, { phone: number }, { ip });
    const code = t.sms.sent.filter((m) => m.phone === number).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
    const answer = await apiPost(t.app, 'login', { phone: number, code }, { ip });
    expect(answer.status, answer.body.msg).toBe(200);
    return answer.body.data.token as string;
  };
}

export const PUDONG = ['310000', '310100', '310115'];
export const HAIDIAN = ['110000', '110100', '110108'];

/** Adds an address in Pudong (or where `overrides` say) and returns it. */
export async function addAddress(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<Address> {
  const answer = await apiPost(t.app, 'subscriber/addressCreate', { name: '张三', phone: '13800138000', regionCodes: PUDONG, detail: '世纪大道100号', ...overrides }, { token });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data as Address;
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-key-${Date.now()}-${keys++}`.padEnd(20, '0');

/** Places an order and returns it (200 expected). */
export async function order(t: TestApp, token: string, body: Record<string, unknown>): Promise<Order> {
  const answer = await apiPost(t.app, 'subscriber/createOrder', { idempotencyKey: newKey(), ...body }, { token });
  expect(answer.status, answer.body.msg).toBe(200);
  return answer.body.data as Order;
}

/** Starts paying an order in a phone browser: the local cashier's address, parsed. */
export async function startPayment(t: TestApp, token: string, orderNo: string): Promise<{ prepayId: string; redirectUrl: string; url: string }> {
  const answer = await apiPost(t.app, 'wechat/pay/createOrder', { orderNo, scene: 'h5' }, { token });
  expect(answer.status, answer.body.msg).toBe(200);
  const url = new URL(answer.body.data.url as string, 'http://localhost');
  return { prepayId: url.searchParams.get('prepay_id') ?? '', redirectUrl: url.searchParams.get('redirect_url') ?? '', url: answer.body.data.url as string };
}

/** Posts a choice at the local cashier from this machine. */
export async function atCashier(t: TestApp, prepayId: string, redirectUrl: string, choice: 'pay' | 'cancel' | 'fail', ip = '127.0.0.1'): Promise<Response> {
  const body = new URLSearchParams({ prepay_id: prepayId, redirect_url: redirectUrl, choice }).toString();
  return t.app.request('/dev/pay/cashier', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: 'localhost' } }, { incoming: { socket: { remoteAddress: ip } } });
}

/** Orders and pays: the paid order as queryPayOrder shows it. */
export async function paidOrder(t: TestApp, token: string, body: Record<string, unknown>): Promise<Order> {
  const placed = await order(t, token, body);
  const { prepayId, redirectUrl } = await startPayment(t, token, placed.orderNo);
  expect((await atCashier(t, prepayId, redirectUrl, 'pay')).status).toBe(303);
  const answer = await apiGet(t.app, 'wechat/pay/queryPayOrder', { orderNo: placed.orderNo }, { token });
  expect(answer.body.data.status).toBe('paid');
  return answer.body.data as Order;
}

/** Posts a notification to the server as WeChat Pay would. */
export function postNotification(t: TestApp, notification: { headers: Record<string, string>; body: string }, path = 'wechat/pay/notify'): Promise<Answer> {
  return send(t.app, `/api/front/${path}`, { method: 'POST', body: notification.body, headers: notification.headers });
}
