import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_NICKNAME } from './cancelAccount.ts';
import { sessionLifetime } from '../auth/currentUserId.ts';
import { findOrCreateUser } from '../auth/registerUser.ts';
import { issueSession } from '../auth/sessions.ts';
import { deliveryAddresses, feedback, mallExchanges, mallGoods, pointsAccounts, pointsLedger, sessions, subscriptionOrders, users } from '../../db/schema.ts';
import { createPostgresTestDb, type PostgresTestDb } from '../../testing/createPostgresTestDb.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { grantPoints, mallReaders, type Reader } from '../../testing/mallFlow.ts';
import { apiGet, apiPost, requestSmsCode, type Answer } from '../../testing/requestHelpers.ts';
import { newKey, PUDONG } from '../../testing/subscriptionFlow.ts';

// PGlite runs one query at a time and would hide these races, so they need a real server.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.info('[skip] account cancellation concurrency tests need DATABASE_URL (real PostgreSQL)');

/** Rounds of each race. */
const ROUNDS = 30;
/**
 * How long the second request waits in a round: from 0 to 28 ms, first the order (or exchange), then
 * the cancellation, so each wins some rounds and the rounds in between start nearly together.
 */
const stagger = (round: number) => ({ cancel: round % 2 === 0 ? 0 : (round % 15) * 2, other: round % 2 === 0 ? (round % 15) * 2 : 0 });
const after = <T>(ms: number, run: () => Promise<T>) => new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), ms));

describe.skipIf(!databaseUrl)('account cancellation racing orders and exchanges on PostgreSQL', () => {
  let pg: PostgresTestDb;
  let t: TestApp;
  let reader: () => Promise<Reader>;
  beforeAll(async () => {
    pg = await createPostgresTestDb(databaseUrl ?? '');
    t = await createTestApp({ db: pg.db });
    reader = mallReaders(t, 13_580_000_000);
  });
  afterAll(async () => {
    await pg?.close();
  });

  /** A reader with a fresh SMS code for the cancellation. */
  async function readerAboutToCancel(): Promise<Reader & { code: string }> {
    const r = await reader();
    t.clock.advance(t.config.sms.resendSeconds + 1);
    await requestSmsCode(t.app, { phone: r.phone }, { ip: `10.77.${(r.userId >> 8) & 255}.${r.userId & 255}` });
    const code = t.sms.sent.filter((m) => m.phone === r.phone).at(-1)?.text.match(/\d{6}/)?.[0] ?? '';
    return { ...r, code };
  }

  /** The account is whole (nothing erased) or wholly cancelled (everything erased, no session). */
  async function expectWholeOrGone(r: Reader): Promise<'whole' | 'gone'> {
    const [row] = await t.db.select().from(users).where(eq(users.id, r.userId));
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, r.userId));
    if (row?.cancelledAt == null) {
      expect(row).toMatchObject({ phone: r.phone });
      expect(row?.nickname).not.toBe(CANCELLED_NICKNAME);
      expect(live.length, 'a whole account keeps its session').toBeGreaterThan(0);
      return 'whole';
    }
    expect(row).toMatchObject({ nickname: CANCELLED_NICKNAME, avatar: '' });
    expect(row.phone).not.toBe(r.phone);
    expect(live, 'a cancelled account keeps no session').toEqual([]);
    expect(await t.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, r.userId)), 'points of a cancelled account').toEqual([]);
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, r.userId)), 'ledger of a cancelled account').toEqual([]);
    return 'gone';
  }

  const statusOf = (a: Answer) => `${a.status} ${a.body.msg ?? ''}`.trim();

  it(`should refuse either the cancellation (unfinished order) or the order (account gone), never both through, in ${ROUNDS} races`, async () => {
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const r = await readerAboutToCancel();
      const key = newKey();
      const wait = stagger(round);
      const [cancelled, ordered] = await Promise.all([
        after(wait.cancel, () => apiPost(t.app, 'users/account-cancel', { phone: r.phone, code: r.code }, { token: r.token })),
        after(wait.other, () => apiPost(t.app, 'subscriber/createOrder', { typeId: 3, idempotencyKey: key }, { token: r.token })),
      ]);
      const state = await expectWholeOrGone(r);
      const orders = await t.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.userId, r.userId));
      if (state === 'gone') {
        expect(cancelled.status, statusOf(cancelled)).toBe(200);
        expect(ordered.status, `an order answered ${statusOf(ordered)} beside a cancellation`).toBe(401);
        expect(orders, 'an order of a cancelled account').toEqual([]);
      } else {
        expect(cancelled.body, statusOf(cancelled)).toMatchObject({ code: 409, msg: expect.stringMatching(/^暂不能注销：您有 1 个未完成的订单/) });
        expect(ordered.status, statusOf(ordered)).toBe(200);
        expect(orders).toHaveLength(1);
      }
      const outcome = `${state}: cancel ${cancelled.status}, order ${ordered.status}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    console.info('[measure] cancellation vs order:', outcomes);
    // The staggered starts let each side win some rounds: both outcomes were checked.
    expect(Object.keys(outcomes).sort()).toEqual(['gone: cancel 200, order 401', 'whole: cancel 409, order 200']);
  }, 120_000);

  it(`should never leave points, a ledger or a new exchange to a cancelled account when an exchange races it, in ${ROUNDS} races`, async () => {
    const [good] = await t.db
      .insert(mallGoods)
      .values({ name: '注销竞速券', kind: 'virtual', cover: '', summary: '', detail: '', pointsPrice: 10, stock: 10_000, perReaderLimit: 100, sortOrder: 99 })
      .returning({ id: mallGoods.id });
    const goodsId = good?.id ?? 0;
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const r = await readerAboutToCancel();
      await grantPoints(t.db, r.userId, 100);
      const wait = stagger(round);
      const [cancelled, bought] = await Promise.all([
        after(wait.cancel, () => apiPost(t.app, 'users/account-cancel', { phone: r.phone, code: r.code }, { token: r.token })),
        after(wait.other, () => apiGet(t.app, 'mall/buy', { goodsId, quantity: 1, idempotencyKey: newKey() }, { token: r.token })),
      ]);
      // A virtual good is issued at once and holds nothing back: the exchange may come first and stay
      // (without the person), or come after and be refused. Never a 500 (a deadlock), never both after.
      expect(cancelled.status, statusOf(cancelled)).toBe(200);
      expect([200, 401], `the exchange answered ${statusOf(bought)}`).toContain(bought.status);
      expect(await expectWholeOrGone(r)).toBe('gone');
      const exchanges = await t.db.select().from(mallExchanges).where(and(eq(mallExchanges.userId, r.userId), eq(mallExchanges.goodsId, goodsId)));
      expect(exchanges).toHaveLength(bought.status === 200 ? 1 : 0);
      const outcome = `cancel ${cancelled.status}, exchange ${bought.status}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    console.info('[measure] cancellation vs exchange:', outcomes);
    expect(Object.keys(outcomes).sort()).toEqual(['cancel 200, exchange 200', 'cancel 200, exchange 401']);
  }, 120_000);
  it(`should never keep an address added while the account is cancelled, in ${ROUNDS} races`, async () => {
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const r = await readerAboutToCancel();
      const wait = stagger(round);
      const [cancelled, added] = await Promise.all([
        after(wait.cancel, () => apiPost(t.app, 'users/account-cancel', { phone: r.phone, code: r.code }, { token: r.token })),
        after(wait.other, () => apiPost(t.app, 'subscriber/addressCreate', { name: '张三', phone: '13800138000', regionCodes: PUDONG, detail: '世纪大道100号' }, { token: r.token })),
      ]);
      // An address holds nothing back: added first, the cancellation deletes it; added after, it is refused.
      expect(cancelled.status, statusOf(cancelled)).toBe(200);
      expect([200, 401], `the address answered ${statusOf(added)}`).toContain(added.status);
      expect(await expectWholeOrGone(r)).toBe('gone');
      expect(await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, r.userId)), 'an address of a cancelled account').toEqual([]);
      const outcome = `cancel ${cancelled.status}, address ${added.status}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    console.info('[measure] cancellation vs address:', outcomes);
    expect(Object.keys(outcomes).sort()).toEqual(['cancel 200, address 200', 'cancel 200, address 401']);
  }, 120_000);

  it(`should never leave a new nickname or feedback on a cancelled account, in ${ROUNDS} races`, async () => {
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const r = await readerAboutToCancel();
      const wait = stagger(round);
      const [cancelled, renamed, filed] = await Promise.all([
        after(wait.cancel, () => apiPost(t.app, 'users/account-cancel', { phone: r.phone, code: r.code }, { token: r.token })),
        after(wait.other, () => apiPost(t.app, 'users/edit', { nickname: '注销前改名' }, { token: r.token })),
        after(wait.other, () => apiPost(t.app, 'users/feedback', { category: '意见建议', content: '注销前的反馈' }, { token: r.token })),
      ]);
      // Before the cancellation both are erased with the account; after it both are refused.
      expect(cancelled.status, statusOf(cancelled)).toBe(200);
      expect([200, 401], `the rename answered ${statusOf(renamed)}`).toContain(renamed.status);
      expect([200, 401], `the feedback answered ${statusOf(filed)}`).toContain(filed.status);
      expect(await expectWholeOrGone(r)).toBe('gone');
      expect(await t.db.select().from(feedback).where(eq(feedback.userId, r.userId)), 'feedback of a cancelled account').toEqual([]);
      const outcome = `rename ${renamed.status}, feedback ${filed.status}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    console.info('[measure] cancellation vs rename and feedback:', outcomes);
    expect(Object.keys(outcomes)).toContain('rename 401, feedback 401');
  }, 120_000);

  it(`should leave no live session on a cancelled account when a login races it, in ${ROUNDS} races`, async () => {
    const outcomes: Record<string, number> = {};
    const lifetime = sessionLifetime(t);
    for (let round = 0; round < ROUNDS; round++) {
      const r = await readerAboutToCancel();
      const wait = stagger(round);
      // What smsLogin does once the code is checked (one code cannot serve both requests).
      const [cancelled, login] = await Promise.all([
        after(wait.cancel, () => apiPost(t.app, 'users/account-cancel', { phone: r.phone, code: r.code }, { token: r.token })),
        after(wait.other, () =>
          t.db.transaction(async (tx) => {
            const user = await findOrCreateUser(tx, r.phone, t.clock.now());
            await issueSession(tx, user.id, t.clock.now(), lifetime);
            return user;
          }),
        ),
      ]);
      expect(cancelled.status, statusOf(cancelled)).toBe(200);
      // No session of the cancelled account survives, also not the one the login just wrote.
      expect(await expectWholeOrGone(r)).toBe('gone');
      if (login.isNewUser) expect(login.id, 'a login after the cancellation registers anew').not.toBe(r.userId);
      else expect(login.id).toBe(r.userId);
      const outcome = login.isNewUser ? 'registered anew' : 'session revoked with the account';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    console.info('[measure] cancellation vs login:', outcomes);
    expect(Object.keys(outcomes).sort()).toEqual(['registered anew', 'session revoked with the account']);
  }, 120_000);
});
