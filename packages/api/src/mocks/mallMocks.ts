import type { mallApi } from '../contract/mall.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 group "mall": its mocks arrive with its calls. */
export const mallMocks: GroupMocks<typeof mallApi> = {};
