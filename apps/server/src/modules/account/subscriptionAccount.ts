import { and, eq, inArray } from 'drizzle-orm';
import { deliveryAddresses, subscriptionOrders, subscriptions } from '../../db/schema.ts';
import type { AccountContribution } from './AccountContribution.ts';

/** Orders still moving: paid but unserved money, or a refund under way, must finish before cancelling. */
const UNFINISHED = ['created', 'refund_requested', 'refunding', 'refund_failed'] as const;

/** Orders, subscriptions and delivery addresses (issue 14's tables). */
export const subscriptionAccount: AccountContribution = {
  name: 'subscription',
  checks: [
    {
      key: 'unfinishedOrders',
      title: '没有未完成的订单（待支付、退款中）',
      blocker: async (db, userId, now) => {
        const rows = await db
          .select({ status: subscriptionOrders.status, expiresAt: subscriptionOrders.expiresAt })
          .from(subscriptionOrders)
          .where(and(eq(subscriptionOrders.userId, userId), inArray(subscriptionOrders.status, [...UNFINISHED])));
        // An unpaid order past its time closes on its own; it does not hold the reader back.
        const open = rows.filter((row) => row.status !== 'created' || row.expiresAt > now);
        return open.length > 0 ? `您有 ${open.length} 个未完成的订单（待支付或退款中），请先完成或取消` : null;
      },
    },
  ],
  exports: [
    {
      file: 'orders.json',
      collect: (db, userId) =>
        db
          .select({
            orderNo: subscriptionOrders.orderNo,
            kind: subscriptionOrders.kind,
            description: subscriptionOrders.description,
            amountFen: subscriptionOrders.amountFen,
            status: subscriptionOrders.status,
            address: subscriptionOrders.address,
            createdAt: subscriptionOrders.createdAt,
            paidAt: subscriptionOrders.paidAt,
            refundedAt: subscriptionOrders.refundedAt,
          })
          .from(subscriptionOrders)
          .where(eq(subscriptionOrders.userId, userId)),
    },
    {
      file: 'subscriptions.json',
      collect: (db, userId) =>
        db
          .select({ id: subscriptions.id, typeId: subscriptions.typeId, status: subscriptions.status, startDate: subscriptions.startDate, endDate: subscriptions.endDate, address: subscriptions.address })
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId)),
    },
    {
      file: 'addresses.json',
      collect: (db, userId) =>
        db
          .select({ name: deliveryAddresses.name, phone: deliveryAddresses.phone, regionText: deliveryAddresses.regionText, detail: deliveryAddresses.detail, isDefault: deliveryAddresses.isDefault })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.userId, userId)),
    },
  ],
  erase: async (tx, userId) => {
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
    // Orders stay for the accounts, without the person: no name, phone or address on them.
    await tx.update(subscriptionOrders).set({ address: null }).where(eq(subscriptionOrders.userId, userId));
    await tx.update(subscriptions).set({ address: null }).where(eq(subscriptions.userId, userId));
  },
};
