/**
 * The one source of "now" for every time-based rule (code expiry, resend windows, sessions, seed
 * dates). Tests pass a fake clock instead of mocking timers.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
