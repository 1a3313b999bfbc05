import { eq } from 'drizzle-orm';
import { lotteryDraws, lotteryPrizes, sessions } from '../db/schema.ts';
import { hashToken } from '../modules/auth/hashes.ts';
import type { TestApp } from './createTestApp.ts';
import { grantPoints } from './mallFlow.ts';
import { apiGet } from './requestHelpers.ts';
import { addAddress } from './subscriptionFlow.ts';

async function userIdOf(t: TestApp, token: string): Promise<number> {
  const [row] = await t.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session for the token');
  return row.userId;
}

/** Draws of each kind for a reader (lost, a claimed physical prize with its address, a virtual one with a code). */
async function drawsOfEachKind(t: TestApp, userId: number): Promise<void> {
  const prizes = await t.db.select().from(lotteryPrizes);
  const of = (kind: string) => prizes.find((prize) => prize.kind === kind);
  const base = { userId, day: '2026-03-16', cost: 20, createdAt: t.clock.now() };
  const rows = [
    { prize: of('none'), status: 'lost', code: null, address: null },
    { prize: of('physical'), status: 'claimed', code: null, address: { name: '张三', phone: '13800138000', regionText: '上海市浦东新区', detail: '世纪大道100号' } },
    { prize: of('virtual'), status: 'issued', code: 'ABCD-EFGH-JKLM', address: null },
  ];
  await t.db.insert(lotteryDraws).values(
    rows.map((row, i) => ({ ...base, prizeId: row.prize?.id ?? 1, prizeName: row.prize?.name ?? '', kind: row.prize?.kind ?? 'none', status: row.status, code: row.code, address: row.address, idempotencyKey: `fidelity-draw-${userId}-${i}` })),
  );
}

/**
 * The server-side state a points, mall or lucky-draw call's success case needs so the server answers
 * the shape the msw mock answers (decision 11): a signed-in day, points to spend, an exchange of
 * each kind, draws of each kind. Returns the server's input, or `undefined` when the example works as is.
 */
export async function mallCase(t: TestApp, name: string, token: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (!token && name !== 'lotteryList') return undefined;
  switch (name) {
    case 'integralRecord':
    case 'integralShow':
      await apiGet(t.app, 'integral/create', {}, { token });
      return undefined;
    case 'mallBuy':
      await grantPoints(t.db, await userIdOf(t, token ?? ''), 1000);
      return undefined;
    case 'mallExchange': {
      await grantPoints(t.db, await userIdOf(t, token ?? ''), 1000);
      const address = await addAddress(t, token ?? '');
      await apiGet(t.app, 'mall/buy', { goodsId: 1, addressId: address.id, idempotencyKey: 'fidelity-exchange-0001' }, { token });
      await apiGet(t.app, 'mall/buy', { goodsId: 3, idempotencyKey: 'fidelity-exchange-0002' }, { token });
      return undefined;
    }
    case 'lottery':
      // The mock answers a draw that won nothing; only 谢谢参与 can come out of this one.
      await grantPoints(t.db, await userIdOf(t, token ?? ''), 100);
      await t.db.update(lotteryPrizes).set({ weight: 0 });
      await t.db.update(lotteryPrizes).set({ weight: 1 }).where(eq(lotteryPrizes.kind, 'none'));
      return undefined;
    case 'userLotteryList':
      await drawsOfEachKind(t, await userIdOf(t, token ?? ''));
      return undefined;
    case 'lotteryList': {
      const [session] = await t.db.select({ userId: sessions.userId }).from(sessions).limit(1);
      if (session) await drawsOfEachKind(t, session.userId);
      return undefined;
    }
    default:
      return undefined;
  }
}
