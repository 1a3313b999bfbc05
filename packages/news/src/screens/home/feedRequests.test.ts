import { describe, expect, it, vi } from 'vitest';
import * as api from '@shqcb/api';
import { PAGE_SIZE, pageInput, prefetchHome, tabIdOf, topInput } from './feedRequests.ts';

describe('feed requests', () => {
  it('should read the channel from the address, 307 by default', () => {
    expect(tabIdOf(new URLSearchParams(''))).toBe(307);
    expect(tabIdOf(new URLSearchParams('id=311'))).toBe(311);
    expect(tabIdOf(new URLSearchParams('id=abc'))).toBe(307);
  });

  it('should prefetch exactly the calls the home channel makes', () => {
    const spy = vi.spyOn(api, 'prefetch').mockImplementation(() => undefined);
    prefetchHome(new URLSearchParams(''));
    expect(spy.mock.calls).toEqual([['titleList'], ['newsTop', topInput(307)], ['newsIndex', pageInput(307, 1)]]);
  });

  it('should prefetch the channel calls for another channel', () => {
    const spy = vi.spyOn(api, 'prefetch').mockImplementation(() => undefined);
    prefetchHome(new URLSearchParams('id=311'));
    expect(spy.mock.calls.map((c) => c[0])).toEqual(['titleList', 'contentListTop5', 'contentListOther']);
    expect(pageInput(311, 2)).toEqual({ categoryId: 311, page: 2, pageSize: PAGE_SIZE });
  });
});
