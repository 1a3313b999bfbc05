/**
 * A fresh idempotency key for one order form: repeats of its request (a double tap, a retry after a
 * lost answer) make one order on the server.
 */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  if (random) return random;
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(0, 40).padEnd(20, '0');
}
