import type { AnyEndpoint } from '@shqcb/api/contract';
import type { Reactions } from '@shqcb/api/contract/content';
import { apiQueryClient, useApiMutation } from '@shqcb/api/query';
import { useLoginGate } from '../login/useLoginGate.tsx';
import './ReactionBar.css';

/** A cache key of the data layer (as apiQueryKey returns it). */
type QueryKey = readonly unknown[];

/** The calls a {@link ReactionBar} uses: each takes `{ id, praised }` / `{ id, collected }` and answers the new {@link Reactions}. */
export interface ReactionEndpoints {
  praise: AnyEndpoint;
  collect: AnyEndpoint;
}

export interface ReactionBarProps {
  /** The item liked and favourited (news or video id). */
  id: number;
  reactions: Reactions;
  endpoints: ReactionEndpoints;
  /** The cached answer that holds `reactions` (e.g. `apiQueryKey(newsShow, { id })`): changed at once, rolled back on failure. */
  queryKey: QueryKey;
}

type WithReactions = { reactions: Reactions } | undefined;

function patch(key: QueryKey, change: (reactions: Reactions) => Reactions) {
  return {
    queryKey: key,
    update: (old: unknown) => {
      const value = old as WithReactions;
      return value && { ...value, reactions: change(value.reactions) };
    },
  };
}

/**
 * Like (赞) and favourite (收藏) buttons with their counts, for any item whose detail answer holds
 * `reactions`. A tap shows the change at once, sends the wanted state (so a double tap never counts
 * twice), takes the server's counts when it answers, and rolls back if the call fails (the client
 * toasts why). A visitor gets the go-login overlay.
 */
export function ReactionBar({ id, reactions, endpoints, queryKey }: ReactionBarProps) {
  const gate = useLoginGate('登录后即可点赞和收藏');
  const settle = (output: unknown) => {
    apiQueryClient.setQueryData(queryKey, (old: WithReactions) => old && { ...old, reactions: output as Reactions });
  };
  const praise = useApiMutation(endpoints.praise, {
    optimistic: (input: { praised: boolean }) => [
      patch(queryKey, (r) => ({ ...r, praised: input.praised, praises: Math.max(0, r.praises + (input.praised === r.praised ? 0 : input.praised ? 1 : -1)) })),
    ],
    onSuccess: settle,
  });
  const collect = useApiMutation(endpoints.collect, {
    optimistic: (input: { collected: boolean }) => [
      patch(queryKey, (r) => ({ ...r, collected: input.collected, collects: Math.max(0, r.collects + (input.collected === r.collected ? 0 : input.collected ? 1 : -1)) })),
    ],
    onSuccess: settle,
  });

  return (
    <div className="shq-reactions" role="group" aria-label="点赞与收藏">
      <button
        type="button"
        className="shq-reactions__button"
        aria-pressed={reactions.praised}
        onClick={() => gate.run(() => praise.mutate({ id, praised: !reactions.praised }))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="shq-reactions__icon">
          <path d="M2 10h4v11H2zM8 21V10l5-8 1.2.9c.5.4.7 1 .6 1.6L14 9h6.2c1.1 0 2 1 1.8 2.1l-1.5 8.2A2 2 0 0 1 18.5 21z" />
        </svg>
        <span>{reactions.praised ? '已赞' : '赞'}</span>
        <span className="shq-reactions__count" aria-label={`${reactions.praises}人点赞`}>
          {reactions.praises}
        </span>
      </button>
      <button
        type="button"
        className="shq-reactions__button"
        aria-pressed={reactions.collected}
        onClick={() => gate.run(() => collect.mutate({ id, collected: !reactions.collected }))}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="shq-reactions__icon">
          <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
        </svg>
        <span>{reactions.collected ? '已收藏' : '收藏'}</span>
        <span className="shq-reactions__count" aria-label={`${reactions.collects}人收藏`}>
          {reactions.collects}
        </span>
      </button>
      {gate.overlay}
    </div>
  );
}
