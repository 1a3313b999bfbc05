import { safeBackUrl } from '@shqcb/bridge';

/**
 * The address screens of @shqcb/subscription, used by route (features never import features):
 * `/address-list?select=1&back=<route>` returns to `back` with `addressId=<id>`.
 */
export const CHOSEN_ADDRESS_PARAM = 'addressId';

/** The route that lets the reader choose an address and comes back to `back`. */
export function chooseAddressPath(back: string): string {
  return `/address-list?${new URLSearchParams({ select: '1', back: safeBackUrl(back) })}`;
}

/** A fresh idempotency key: a double tap or a retry exchanges or draws once. */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  if (random) return random;
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(0, 40).padEnd(20, '0');
}

/** "2026-03-16T02:00:00Z" → "2026/03/16 10:00" in Shanghai. */
export function formatTime(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 8 * 3_600_000);
  const text = date.toISOString();
  return `${text.slice(0, 4)}/${text.slice(5, 7)}/${text.slice(8, 10)} ${text.slice(11, 16)}`;
}
