import type { Hono } from 'hono';
import { contract, type Contract, type GroupName } from '@shqcb/api/contract';
import type { AppDeps } from '../AppDeps.ts';
import type { AppEnv } from '../http/AppEnv.ts';
import { mountGroup, type GroupHandlers } from '../http/mountEndpoint.ts';
import { isShared } from '../http/sharedAnswer.ts';
import { contentHandlers } from './contentHandlers.ts';
import { loginHandlers } from './loginHandlers.ts';
import { lotteryHandlers } from './lotteryHandlers.ts';
import { mallHandlers } from './mallHandlers.ts';
import { messagesHandlers } from './messagesHandlers.ts';
import { otherHandlers } from './otherHandlers.ts';
import { pointsHandlers } from './pointsHandlers.ts';
import { subscriptionHandlers } from './subscriptionHandlers.ts';
import { userHandlers } from './userHandlers.ts';

/** A handler for every call of every group: a call without one, or a group without its file, does not compile. */
export type ContractHandlers = { readonly [G in GroupName]: GroupHandlers<Contract[G]> };

/** The server's handlers of the whole contract. */
export function contractHandlers(deps: AppDeps): ContractHandlers {
  return {
    login: loginHandlers(deps),
    lottery: lotteryHandlers(deps),
    messages: messagesHandlers(deps),
    content: contentHandlers(deps),
    user: userHandlers(deps),
    points: pointsHandlers(deps),
    subscription: subscriptionHandlers(deps),
    mall: mallHandlers(deps),
    other: otherHandlers(deps),
  };
}

/**
 * The calls whose handler is `shared` where the contract does not say `sameForEveryReader`, or the
 * other way round: the reader refreshes a page rendered for a visitor by that flag (decision 0051),
 * so it must say exactly what the server caches for everyone (decision 0049).
 */
export function sharedMismatches(handlers: Readonly<Record<string, Readonly<Record<string, unknown>>>>, groups: Readonly<Record<string, Readonly<Record<string, { sameForEveryReader?: boolean }>>>> = contract): string[] {
  return Object.entries(groups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints)
      .filter(([name, endpoint]) => isShared(handlers[group]?.[name]) !== (endpoint.sameForEveryReader === true))
      .map(([name]) => `${group}.${name}`),
  );
}

/** Mounts every call of SPEC §7 on the API router (at API_PREFIX). */
export function mountContract(router: Hono<AppEnv>, deps: AppDeps): void {
  const handlers = contractHandlers(deps);
  const mismatches = sharedMismatches(handlers);
  if (mismatches.length > 0) throw new Error(`shared handlers and sameForEveryReader disagree: ${mismatches.join(', ')}`);
  for (const group of Object.keys(contract) as GroupName[]) {
    mountGroup(router, deps, contract[group], handlers[group] as GroupHandlers<Contract[typeof group]>);
  }
}
