/** SPEC §7 "Mall". Its calls arrive with the issue that builds their screens. */

/** The calls of SPEC §7 "Mall". */
export const mallApi = {} as const;
