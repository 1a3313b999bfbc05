import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRequest } from './useRequest.ts';

describe('useRequest', () => {
  it('should load, fail and reload', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve('ok')));
    const { result } = renderHook(() => useRequest('k', load));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'ok', error: undefined }));
  });

  it('should not run while the key is null', () => {
    const load = vi.fn(() => Promise.resolve(1));
    renderHook(() => useRequest(null, load));
    expect(load).not.toHaveBeenCalled();
  });

  it('should drop the answer of an older key', async () => {
    const resolvers: Array<(v: string) => void> = [];
    const load = () => new Promise<string>((r) => resolvers.push(r));
    const { result, rerender } = renderHook(({ k }) => useRequest(k, load), { initialProps: { k: 'a' } });
    rerender({ k: 'b' });
    await waitFor(() => expect(resolvers).toHaveLength(2));
    act(() => resolvers[1]?.('b'));
    act(() => resolvers[0]?.('a'));
    await waitFor(() => expect(result.current.state.data).toBe('b'));
  });
});
