import type { HttpHandler } from 'msw';
import { contract } from '../contract/index.ts';
import type { AnyEndpoint, Contract, GroupName } from '../contract/index.ts';
import { contentMocks } from './contentMocks.ts';
import { endpointHandler } from './endpointHandler.ts';
import { loginMocks } from './loginMocks.ts';
import { lotteryMocks } from './lotteryMocks.ts';
import { mallMocks } from './mallMocks.ts';
import { messagesMocks } from './messagesMocks.ts';
import type { GroupMocks, MockEntry } from './mockTypes.ts';
import { otherMocks } from './otherMocks.ts';
import { pointsMocks } from './pointsMocks.ts';
import { subscriptionMocks } from './subscriptionMocks.ts';
import { userMocks } from './userMocks.ts';

/** A mock for every call of every group: a call without one does not compile. */
export const contractMocks: { readonly [G in GroupName]: GroupMocks<Contract[G]> } = {
  login: loginMocks,
  lottery: lotteryMocks,
  messages: messagesMocks,
  content: contentMocks,
  user: userMocks,
  points: pointsMocks,
  subscription: subscriptionMocks,
  mall: mallMocks,
  other: otherMocks,
};

/** The mock entry of a call of the contract. */
export function mockEntryOf(group: GroupName, name: string): MockEntry<AnyEndpoint> | undefined {
  return (contractMocks[group] as Record<string, MockEntry<AnyEndpoint>>)[name];
}

/**
 * Default msw handlers of every call, answering like the reference server: 401 '请登录...' for a
 * call that needs a token and has none, bad input refused with the contract's words, refusals as
 * their envelopes.
 */
export const handlers: HttpHandler[] = (Object.keys(contract) as GroupName[]).flatMap((group) =>
  Object.entries(contract[group] as Record<string, AnyEndpoint>).map(([name, endpoint]) => {
    const entry = mockEntryOf(group, name);
    if (!entry) throw new Error(`@shqcb/api/mocks: no mock for ${group}.${name}`);
    return endpointHandler(endpoint, entry.answer, { checkAuth: true });
  }),
);
