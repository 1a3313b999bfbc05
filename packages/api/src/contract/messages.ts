/** SPEC §7 "Messages". Its calls arrive with the issue that builds their screens. */

/** The calls of SPEC §7 "Messages". */
export const messagesApi = {} as const;
