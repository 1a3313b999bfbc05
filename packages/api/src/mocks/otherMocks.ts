import type { otherApi } from '../contract/other.ts';
import type { epaperApi } from '../contract/engagement.ts';
import { epaperIssues } from './demoData.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 "Other". */
export const otherMocks: GroupMocks<typeof otherApi & typeof epaperApi> = {
  pageStatistics: { answer: ({ input }) => ({ recorded: true, count: 'views' in input ? input.views.length : 1 }) },
  dateList: { answer: () => epaperIssues },
};
