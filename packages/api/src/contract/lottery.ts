/** SPEC §7 "Lucky draw and survey". Its calls arrive with the issue that builds their screens. */

/** The calls of SPEC §7 "Lucky draw and survey". */
export const lotteryApi = {} as const;
