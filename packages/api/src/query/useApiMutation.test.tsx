import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../contract/index.ts';
import { mockPath } from '../mocks/index.ts';
import { server } from '../test-setup.ts';
import { apiQueryKey } from './apiQueryKey.ts';
import { useApiMutation } from './useApiMutation.ts';
import { useApiQuery } from './useApiQuery.ts';


// A like and the item it changes, as the content issue's calls will be.
const item = endpoint({
  method: 'GET',
  path: 'test/item',
  summary: 'test',
  input: v.object({ id: v.number() }),
  output: v.object({ id: v.number(), liked: v.boolean(), likes: v.number() }),
  example: { id: 1 },
});
const like = endpoint({
  method: 'POST',
  path: 'test/like',
  summary: 'test',
  input: v.object({ id: v.number() }),
  output: v.object({ liked: v.boolean(), likes: v.number() }),
  example: { id: 1 },
});
type Item = v.InferOutput<typeof item.output>;

/** A server whose item 1 has `likes`; a like answers after `delayMs`, or fails. */
function serve(state: { liked: boolean; likes: number }, likeAnswer: 'ok' | 'fail', delayMs = 300) {
  server.use(
    http.get(mockPath('test/item'), () => HttpResponse.json({ code: 200, msg: 'success', data: { id: 1, ...state } })),
    http.post(mockPath('test/like'), async () => {
      await delay(delayMs);
      if (likeAnswer === 'fail') return HttpResponse.json({ code: 429, msg: '操作过于频繁', data: null }, { status: 429 });
      state.liked = true;
      state.likes += 1;
      return HttpResponse.json({ code: 200, msg: 'success', data: state });
    }),
  );
}

function useItemAndLike() {
  const shown = useApiQuery(item, { id: 1 });
  const mutation = useApiMutation(like, {
    optimistic: ({ id }) => [
      { queryKey: apiQueryKey(item, { id }), update: (old) => old && { ...(old as Item), liked: true, likes: (old as Item).likes + 1 } },
    ],
    invalidate: ({ id }) => [apiQueryKey(item, { id })],
  });
  return { shown, mutation };
}

describe('useApiMutation', () => {
  it('should show the change at once and keep it when the server agrees', async () => {
    serve({ liked: false, likes: 7 }, 'ok');
    const { result } = renderHook(useItemAndLike);
    await waitFor(() => expect(result.current.shown.data).toEqual({ id: 1, liked: false, likes: 7 }));
    act(() => result.current.mutation.mutate({ id: 1 }));
    await waitFor(() => expect(result.current.shown.data).toEqual({ id: 1, liked: true, likes: 8 }));
    expect(result.current.mutation.isPending).toBe(true);
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.shown.data).toEqual({ id: 1, liked: true, likes: 8 }));
  });

  it('should put the old value back when the call fails', async () => {
    serve({ liked: false, likes: 7 }, 'fail');
    const { result } = renderHook(useItemAndLike);
    await waitFor(() => expect(result.current.shown.data?.likes).toBe(7));
    act(() => result.current.mutation.mutate({ id: 1 }));
    await waitFor(() => expect(result.current.shown.data?.likes).toBe(8));
    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
    expect(result.current.mutation.error?.message).toBe('操作过于频繁');
    expect(result.current.shown.data).toEqual({ id: 1, liked: false, likes: 7 });
  });

  it('should ask the server for the truth once the call settled', async () => {
    const state = { liked: false, likes: 7 };
    serve(state, 'ok');
    const { result } = renderHook(useItemAndLike);
    await waitFor(() => expect(result.current.shown.data?.likes).toBe(7));
    // Someone else liked it meanwhile: the server's count is what the reader ends up seeing.
    state.likes = 20;
    act(() => result.current.mutation.mutate({ id: 1 }));
    await waitFor(() => expect(result.current.shown.data).toEqual({ id: 1, liked: true, likes: 21 }));
  });
});
