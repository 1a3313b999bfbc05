import type { lotteryApi } from '../contract/lottery.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 group "lottery": its mocks arrive with its calls. */
export const lotteryMocks: GroupMocks<typeof lotteryApi> = {};
