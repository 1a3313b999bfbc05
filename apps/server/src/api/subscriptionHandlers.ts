import type { subscriptionApi } from '@shqcb/api/contract/subscription';
import { address as addressEndpoint } from '@shqcb/api/contract/subscription';
import type { AppDeps } from '../AppDeps.ts';
import { ApiError } from '../http/ApiError.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { toPage } from '../http/toPage.ts';
import { createAddress, defaultAddress, deleteAddress, editAddress, listAddresses } from '../modules/addresses/addressBook.ts';
import { regionChildren } from '../modules/addresses/regions.ts';
import { payForOrder, queryPayOrder } from '../modules/pay/payForOrder.ts';
import { editSubscription } from '../modules/subscription/editSubscription.ts';
import { listOrders, placeOrder, quote } from '../modules/subscription/orders.ts';
import { askRefund, withdrawRefundRequest } from '../modules/subscription/refunds.ts';
import { bindSlip, checkSlip } from '../modules/subscription/slips.ts';
import { listTypes, toSubscribeType } from '../modules/subscription/subscribeTypes.ts';
import { subscriptionsOf } from '../modules/subscription/subscriptionView.ts';

/**
 * SPEC §7 group "subscription": subscribe types and prices, orders, WeChat Pay, refunds, the
 * reader's subscriptions and delivery addresses. Every call but the region list needs a reader,
 * and every id a reader sends is looked up among their own rows only.
 */
export function subscriptionHandlers(deps: AppDeps): GroupHandlers<typeof subscriptionApi> {
  const { db, clock } = deps;
  return {
    getSubscribeTypeList: async ({ kind }) => (await listTypes(db, kind)).map(toSubscribeType),
    getPayValue: async ({ typeId, subscriptionId }, request) => {
      const priced = await quote(db, await request.userId(), typeId, subscriptionId === undefined ? 'new' : 'upgrade', subscriptionId, clock.now());
      return { typeId: priced.type.id, typeName: priced.type.name, amountFen: priced.amountFen, priceFen: priced.type.priceFen, description: priced.description };
    },
    createOrder: async (input, request) => placeOrder(db, await request.userId(), input, clock.now()),
    orderIndex: async ({ page, pageSize }, request) => {
      const { list, total } = await listOrders(db, await request.userId(), page, pageSize, clock.now());
      return toPage(list, { page, pageSize }, total);
    },
    refund: async ({ orderNo, reason }, request) => askRefund(db, await request.userId(), orderNo, reason, clock.now()),
    cancelRefund: async ({ orderNo }, request) => withdrawRefundRequest(db, await request.userId(), orderNo, clock.now()),
    subscriberShow: async (_input, request) => ({ subscriptions: await subscriptionsOf(db, await request.userId(), clock.now()) }),
    check: async ({ slipNo, phone }, request) => checkSlip(db, await request.userId(), slipNo, phone, clock.now()),
    create: async (input, request) => bindSlip(db, await request.userId(), input, clock.now()),
    edit: async (input, request) => editSubscription(db, await request.userId(), input, clock.now()),
    addressIndex: async (_input, request) => listAddresses(db, await request.userId()),
    myAddress: async (_input, request) => defaultAddress(db, await request.userId()),
    addressCreate: async (input, request) => createAddress(db, await request.userId(), input, clock.now()),
    addressEdit: async ({ id, ...fields }, request) => editAddress(db, await request.userId(), id, fields, clock.now()),
    addressDelete: async ({ id }, request) => {
      await deleteAddress(db, await request.userId(), id);
      return { deleted: true };
    },
    address: ({ code }) => {
      const children = regionChildren(code);
      if (!children) throw ApiError.of(addressEndpoint.refusals.regionNotFound);
      return children.map((region) => ({ code: region.code, address: region.name, hasChildren: region.hasChildren }));
    },
    payCreateOrder: async (input, request) => payForOrder(deps, request.c, await request.userId(), input, request.ip),
    queryPayOrder: async ({ orderNo }, request) => queryPayOrder(deps, await request.userId(), orderNo),
  };
}
