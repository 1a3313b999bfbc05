import type { mallApi } from '@shqcb/api/contract/mall';
import type { AppDeps } from '../AppDeps.ts';
import type { GroupHandlers } from '../http/mountEndpoint.ts';
import { toPage } from '../http/toPage.ts';
import { exchangeGoods, listExchanges } from '../modules/mall/exchangeGoods.ts';
import { goodsDetail, listGoods } from '../modules/mall/mallGoods.ts';

/** SPEC §7 group "mall": goods, a good's detail, exchanging one for points, the reader's exchanges. */
export function mallHandlers(deps: AppDeps): GroupHandlers<typeof mallApi> {
  const { db, clock } = deps;
  return {
    mallIndex: async ({ page, pageSize }) => {
      const { list, total } = await listGoods(db, page, pageSize);
      return toPage(list, { page, pageSize }, total);
    },
    mallShow: async ({ id }, request) => goodsDetail(db, id, await request.viewerId()),
    mallBuy: async (input, request) => exchangeGoods(db, await request.userId(), input, clock.now()),
    mallExchange: async ({ page, pageSize }, request) => {
      const { list, total } = await listExchanges(db, await request.userId(), page, pageSize);
      return toPage(list, { page, pageSize }, total);
    },
  };
}
