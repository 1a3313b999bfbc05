import { describe, expect, it } from 'vitest';
import { shared } from '../http/sharedAnswer.ts';
import type { AppDeps } from '../AppDeps.ts';
import { silentLogger } from '../Logger.ts';
import { testConfig } from '../testing/testConfig.ts';
import { contractHandlers, sharedMismatches } from './mountContract.ts';

describe('sharedMismatches (decisions 0049 and 0051)', () => {
  const groups = { content: { lists: { sameForEveryReader: true }, detail: {} } };

  it('should find none when the shared handlers are exactly the calls marked the same for every reader', () => {
    expect(sharedMismatches({ content: { lists: shared(() => []), detail: () => ({}) } }, groups)).toEqual([]);
  });

  it('should name a shared handler the contract does not mark, and a marked call whose handler reads the reader', () => {
    expect(sharedMismatches({ content: { lists: () => [], detail: shared(() => ({})) } }, groups)).toEqual(['content.lists', 'content.detail']);
  });

  it('should hold for the whole contract (the server refuses to start otherwise)', () => {
    // Handlers are only made here, never called: their dependencies are not touched.
    const deps = { db: {}, clock: { now: () => new Date() }, providers: {}, config: testConfig(), logger: silentLogger, sharedAnswers: {} } as unknown as AppDeps;
    expect(sharedMismatches(contractHandlers(deps))).toEqual([]);
  });
});
