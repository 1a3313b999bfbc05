import type { subscriptionApi } from '../contract/subscription.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 group "subscription": its mocks arrive with its calls. */
export const subscriptionMocks: GroupMocks<typeof subscriptionApi> = {};
