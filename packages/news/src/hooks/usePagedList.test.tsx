import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@shqcb/api/contract';
import { usePagedList } from './usePagedList.ts';

type Item = { id: number };
const page = (ids: number[], hasMore: boolean, n = 1): Page<Item> => ({ list: ids.map((id) => ({ id })), page: n, pageSize: 2, total: 5, hasMore });

describe('usePagedList', () => {
  it('should load the first page, then more, until the end', async () => {
    const pages = [page([1, 2], true), page([3, 4], true, 2), page([5], false, 3)];
    const fetchPage = vi.fn((n: number) => Promise.resolve(pages[n - 1] as Page<Item>));
    const { result } = renderHook(() => usePagedList('k', fetchPage));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('end'));
    expect(result.current.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('should say empty when the first page has nothing', async () => {
    const { result } = renderHook(() => usePagedList('k', () => Promise.resolve(page([], false))));
    await waitFor(() => expect(result.current.status).toBe('empty'));
  });

  it('should not show an item twice when pages shift', async () => {
    const pages = [page([1, 2], true), page([2, 3], false, 2)];
    const { result } = renderHook(() => usePagedList('k', (n) => Promise.resolve(pages[n - 1] as Page<Item>)));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('end'));
    expect(result.current.items.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('should keep the loaded pages on failure and retry the same page', async () => {
    let fail = true;
    const fetchPage = vi.fn((n: number) => (n === 2 && fail ? Promise.reject(new Error('offline')) : Promise.resolve(page(n === 1 ? [1, 2] : [3], n === 1, n))));
    const { result } = renderHook(() => usePagedList('k', fetchPage));
    await waitFor(() => expect(result.current.status).toBe('idle'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toHaveLength(2);
    fail = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('end'));
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 2]);
  });

  it('should keep each key its own list', async () => {
    const fetchPage = vi.fn(() => Promise.resolve(page([1], false)));
    const { result, rerender } = renderHook(({ k }) => usePagedList(k, fetchPage), { initialProps: { k: 'a' } });
    await waitFor(() => expect(result.current.status).toBe('end'));
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current.status).toBe('end'));
    rerender({ k: 'a' });
    expect(result.current.status).toBe('end');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
