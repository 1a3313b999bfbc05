import { describe, expect, it, vi } from 'vitest';
import { advertisingList, breakingNewsList, contentListOther, contentListTop5, newsIndex, newsTop, titleList } from '@shqcb/api/contract/content';
import { DEFAULT_PAGE_SIZE, apiListKey, apiQueryClient, apiQueryKey } from '@shqcb/api/query';
import { HOME_AD_INPUT, feedCalls, prefetchHome, tabIdOf } from './feedRequests.ts';

/** Waits until nothing is being fetched. */
async function settled() {
  await vi.waitFor(() => expect(apiQueryClient.isFetching()).toBe(0));
}

describe('feed requests', () => {
  it('should read the channel from the address, 307 by default', () => {
    expect(tabIdOf(new URLSearchParams(''))).toBe(307);
    expect(tabIdOf(new URLSearchParams('id=311'))).toBe(311);
    expect(tabIdOf(new URLSearchParams('id=abc'))).toBe(307);
  });

  it('should ask news/top and news/index on the home channel, the channel calls elsewhere', () => {
    expect(feedCalls(307)).toEqual({ top: newsTop, list: newsIndex, input: { categoryId: 307 } });
    expect(feedCalls(311)).toEqual({ top: contentListTop5, list: contentListOther, input: { categoryId: 311 } });
  });

  it('should fill the cache under exactly the keys the home screen reads', async () => {
    prefetchHome({ params: {}, search: new URLSearchParams('') });
    await settled();
    expect(apiQueryClient.getQueryData(apiQueryKey(titleList))).toEqual(expect.arrayContaining([expect.objectContaining({ id: 307 })]));
    expect(apiQueryClient.getQueryData(apiQueryKey(newsTop, { categoryId: 307 }))).toEqual(expect.any(Array));
    const list = apiQueryClient.getQueryData<{ pages: { page: number }[] }>(apiListKey(newsIndex, { categoryId: 307, pageSize: DEFAULT_PAGE_SIZE }));
    expect(list?.pages.map((p) => p.page)).toEqual([1]);
    // Everything else the first view shows, so a server-rendered home needs no request at first.
    expect(apiQueryClient.getQueryData(apiQueryKey(breakingNewsList))).toEqual(expect.any(Array));
    expect(apiQueryClient.getQueryData(apiQueryKey(advertisingList, HOME_AD_INPUT))).toEqual(expect.any(Array));
  });

  it('should prefetch another channel’s own calls', async () => {
    prefetchHome({ params: {}, search: new URLSearchParams('id=311') });
    await settled();
    expect(apiQueryClient.getQueryData(apiQueryKey(contentListTop5, { categoryId: 311 }))).toEqual(expect.any(Array));
    expect(apiQueryClient.getQueryData(apiListKey(contentListOther, { categoryId: 311, pageSize: DEFAULT_PAGE_SIZE }))).toBeDefined();
    expect(apiQueryClient.getQueryData(apiQueryKey(newsTop, { categoryId: 311 }))).toBeUndefined();
  });
});
