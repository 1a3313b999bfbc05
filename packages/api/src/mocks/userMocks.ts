import type { userApi } from '../contract/user.ts';
import { makeUserProfile } from './demoData.ts';
import type { GroupMocks } from './mockTypes.ts';

/** SPEC §7 "User": the recorded reader. */
export const userMocks: GroupMocks<typeof userApi> = {
  userShow: { answer: () => makeUserProfile() },
};
