import { API_PREFIX, TOKEN_HEADER } from '@shqcb/api/contract';
import type { TestApp } from './createTestApp.ts';
import { addAddress, order, paidOrder } from './subscriptionFlow.ts';

/**
 * The server-side state a subscription call's success case needs, so the server answers the same
 * shape as the msw mock (decision 11): a reader with one address, an unpaid order, a paid pass, a
 * printed subscription… Returns the server's input, or `undefined` when the example works as it is.
 */
export async function subscriptionCase(t: TestApp, name: string, example: Record<string, unknown>, token: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (!token) return undefined;
  switch (name) {
    case 'orderIndex':
    case 'queryPayOrder':
    case 'payCreateOrder': {
      const placed = await order(t, token, { typeId: 3 });
      return name === 'orderIndex' ? undefined : { ...example, orderNo: placed.orderNo };
    }
    case 'refund':
      return { ...example, orderNo: (await paidOrder(t, token, { typeId: 3 })).orderNo };
    case 'cancelRefund': {
      const paid = await paidOrder(t, token, { typeId: 3 });
      await t.app.request(`${API_PREFIX}subscriber/refund`, { method: 'POST', body: JSON.stringify({ orderNo: paid.orderNo, reason: '不需要了' }), headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token } });
      return { orderNo: paid.orderNo };
    }
    case 'subscriberShow':
      await paidOrder(t, token, { typeId: 3 });
      return undefined;
    case 'myAddress':
    case 'addressIndex':
      await addAddress(t, token);
      return undefined;
    case 'addressEdit':
    case 'addressDelete':
      return { ...example, id: (await addAddress(t, token)).id };
    case 'create':
      // A slip no other case binds, delivered to the reader's Shanghai address.
      return { slipNo: 'SH2026000004', phone: '13900139000', addressId: (await addAddress(t, token)).id };
    case 'edit': {
      const address = await addAddress(t, token);
      const paid = await paidOrder(t, token, { typeId: 1, addressId: address.id });
      return { action: 'address', subscriptionId: paid.subscriptionId, addressId: (await addAddress(t, token, { detail: '淮海中路1号' })).id };
    }
    default:
      return undefined;
  }
}

