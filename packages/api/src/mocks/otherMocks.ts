import type { otherApi } from '../contract/other.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 "Other". */
export const otherMocks: GroupMocks<typeof otherApi> = {
  pageStatistics: { answer: () => ({ recorded: true }) },
};
