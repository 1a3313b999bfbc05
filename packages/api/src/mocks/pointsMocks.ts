import type { pointsApi } from '../contract/points.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 group "points": its mocks arrive with its calls. */
export const pointsMocks: GroupMocks<typeof pointsApi> = {};
