import type { AnyEndpoint } from './endpoint.ts';
import { contentApi } from './content.ts';
import { engagementApi, epaperApi } from './engagement.ts';
import { videoApi } from './video.ts';
import { loginApi } from './login.ts';
import { lotteryApi } from './lottery.ts';
import { mallApi } from './mall.ts';
import { messagesApi } from './messages.ts';
import { otherApi } from './other.ts';
import { pointsApi } from './points.ts';
import { subscriptionApi } from './subscription.ts';
import { userApi } from './user.ts';

/**
 * Every call of SPEC §7, by group. The server mounts a handler and the mocks an answer for each
 * group (both typed over these keys, so a call without either does not compile); the OpenAPI
 * document and the mock-fidelity suite walk this table.
 */
export const contract = {
  login: loginApi,
  lottery: lotteryApi,
  messages: messagesApi,
  content: { ...contentApi, ...engagementApi, ...videoApi },
  user: userApi,
  points: pointsApi,
  subscription: subscriptionApi,
  mall: mallApi,
  other: { ...otherApi, ...epaperApi },
} as const;

export type Contract = typeof contract;
export type GroupName = keyof Contract;

/** One call of the contract with the names it is filed under. */
export interface ListedEndpoint {
  group: GroupName;
  name: string;
  endpoint: AnyEndpoint;
}

/** Every call of the contract, group by group, for tables and suites that walk them all. */
export function listEndpoints(): ListedEndpoint[] {
  return (Object.keys(contract) as GroupName[]).flatMap((group) =>
    Object.entries(contract[group] as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ group, name, endpoint })),
  );
}
