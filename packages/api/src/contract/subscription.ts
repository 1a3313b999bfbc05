/** SPEC §7 "Subscription". Its calls arrive with the issue that builds their screens. */

/** The calls of SPEC §7 "Subscription". */
export const subscriptionApi = {} as const;
