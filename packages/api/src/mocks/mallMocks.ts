import { mallBuy, mallShow, type mallApi } from '../contract/mall.ts';
import { MockRefusal } from './endpointHandler.ts';
import { MOCK_DELIVERY, MOCK_POOR_KEY, makeExchange, mallGoods, mallGoodsDetails } from './mallData.ts';
import type { GroupMocks } from './mockTypes.ts';
import { MOCK_MISSING_ID } from './subscriptionData.ts';

/**
 * SPEC §7 "Mall": the demo goods (recorded) and a reader whose exchanges are one physical good on
 * its way and one code; exchanging succeeds unless the key is {@link MOCK_POOR_KEY} (积分不足).
 */
export const mallMocks: GroupMocks<typeof mallApi> = {
  mallIndex: {
    answer: ({ input }) => {
      const start = (input.page - 1) * input.pageSize;
      return { list: mallGoods.slice(start, start + input.pageSize), page: input.page, pageSize: input.pageSize, total: mallGoods.length, hasMore: start + input.pageSize < mallGoods.length };
    },
  },
  mallShow: {
    answer: ({ input }) => {
      const found = mallGoodsDetails.find((goods) => goods.id === input.id);
      if (!found) throw new MockRefusal(mallShow.refusals.goodsNotFound);
      return found;
    },
    refusing: { goodsNotFound: { id: 404 } },
  },
  mallBuy: {
    answer: ({ input }) => {
      const goods = mallGoods.find((candidate) => candidate.id === input.goodsId);
      if (!goods) throw new MockRefusal(mallBuy.refusals.goodsNotFound);
      if (goods.kind === 'physical' && input.addressId === undefined) throw new MockRefusal(mallBuy.refusals.addressRequired);
      if (input.addressId === MOCK_MISSING_ID) throw new MockRefusal(mallBuy.refusals.addressNotFound);
      if (input.idempotencyKey === MOCK_POOR_KEY) throw new MockRefusal(mallBuy.refusals.notEnoughPoints);
      const points = goods.pointsPrice * input.quantity;
      return makeExchange({
        goodsId: goods.id,
        goodsName: goods.name,
        kind: goods.kind,
        quantity: input.quantity,
        points,
        status: goods.kind === 'virtual' ? 'issued' : 'pending',
        code: goods.kind === 'virtual' ? 'ABCD-EFGH-JKLM' : null,
        address: goods.kind === 'physical' ? MOCK_DELIVERY : null,
        balance: 1000 - points,
      });
    },
    refusing: {
      goodsNotFound: { goodsId: 404, idempotencyKey: 'mock-refusal-key-0000011' },
      addressRequired: { goodsId: 1, idempotencyKey: 'mock-refusal-key-0000012' },
      addressNotFound: { goodsId: 1, addressId: MOCK_MISSING_ID, idempotencyKey: 'mock-refusal-key-0000013' },
      notEnoughPoints: { goodsId: 3, idempotencyKey: MOCK_POOR_KEY },
    },
  },
  mallExchange: {
    answer: ({ input }) => ({
      list:
        input.page === 1
          ? [makeExchange({ id: 2, orderNo: 'JF20260316000000002' }), makeExchange({ goodsId: 1, goodsName: '上汽定制保温杯', kind: 'physical', points: 300, status: 'pending', code: null, address: MOCK_DELIVERY })]
          : [],
      page: input.page,
      pageSize: input.pageSize,
      total: 2,
      hasMore: false,
    }),
  },
};
