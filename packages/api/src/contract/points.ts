/** SPEC §7 "Points". Its calls arrive with the issue that builds their screens. */

/** The calls of SPEC §7 "Points". */
export const pointsApi = {} as const;
