import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AnyEndpoint } from '@shqcb/api/contract';
import { COMMENT_MAX_LENGTH, type Comment } from '@shqcb/api/contract/engagement';
import { DEFAULT_PAGE_SIZE, apiListKey, apiQueryClient, useApiList, useApiMutation } from '@shqcb/api/query';
import { hasToken } from '@shqcb/bridge';
import { Button, VirtualList, showToast } from '@shqcb/ui-kit';
import { formatListTime } from '../../formatTime.ts';
import { useLoginGate } from '../login/useLoginGate.tsx';
import { clearDraft, readDraft, saveDraft } from './commentDraft.ts';
import './CommentsSection.css';

/** The calls a {@link CommentsSection} uses: a paged list `{ id, page, pageSize }` and a create `{ id, content }`, both answering {@link Comment}s. */
export interface CommentEndpoints {
  list: AnyEndpoint;
  create: AnyEndpoint;
}

export interface CommentsSectionProps {
  /** The item commented on (news or video id). */
  id: number;
  endpoints: CommentEndpoints;
  /** Where the draft is kept while a visitor logs in, e.g. 'news:12'. */
  draftKey: string;
  /** Sent with every new comment besides `{ id, content }`, e.g. `{ target: 'live' }` for a live event's remarks. */
  createInput?: Readonly<Record<string, unknown>>;
  /** Asks for the list again every this many milliseconds (a live event's remarks). */
  refreshMs?: number;
  /** Shown instead of the form when no comment can be sent any more (an ended live event). */
  closedText?: string;
}

/** A comment's row at the default text size: name and time, two lines of text, padding (one to five lines run 77–173 px). */
const COMMENT_HEIGHT = 110;

const commentKey = (comment: Comment) => comment.id;

function renderComment(comment: Comment) {
  return (
    <div className="shq-comments__item">
      <img className="shq-comments__avatar" src={comment.avatar} alt="" width={36} height={36} loading="lazy" />
      <div className="shq-comments__body">
        <p className="shq-comments__meta">
          <span className="shq-comments__name">{comment.nickname}</span>
          {comment.pending && <span className="shq-comments__pending">审核中</span>}
          <time dateTime={comment.time}>{formatListTime(comment.time)}</time>
        </p>
        {/* Plain text: React escapes it, so markup in a comment shows as typed. */}
        <p className="shq-comments__text">{comment.content}</p>
      </div>
    </div>
  );
}

/** Characters (code points) of a text, as the server counts them. */
export const characterCount = (text: string) => [...text].length;

/**
 * Comments of an item: a form (1–500 characters, text only) and the paged list, newest first, with
 * the reader's own comments held for review marked 审核中. A visitor who writes gets the go-login
 * overlay; the draft is kept in the session and is back in the box after logging in. A popular item
 * gathers a thousand comments: only those near the viewport are mounted (VirtualList, decision 50).
 */
export function CommentsSection({ id, endpoints, draftKey, createInput, refreshMs, closedText }: CommentsSectionProps) {
  const formId = useId();
  const [text, setText] = useState(() => readDraft(draftKey));
  const [error, setError] = useState('');
  const list = useApiList(endpoints.list, { id });
  const gate = useLoginGate('登录后即可评论');
  useEffect(() => {
    if (!refreshMs) return;
    // The loaded pages are asked again in place (no flash of 加载中…), so new remarks appear at the top.
    const key = apiListKey(endpoints.list, { id, pageSize: DEFAULT_PAGE_SIZE });
    const timer = setInterval(() => void apiQueryClient.refetchQueries({ queryKey: key, exact: true }), refreshMs);
    return () => clearInterval(timer);
  }, [endpoints.list, id, refreshMs]);
  const create = useApiMutation(endpoints.create, {
    onSuccess: (output) => {
      const comment = output as Comment;
      setText('');
      clearDraft(draftKey);
      showToast(comment.pending ? '评论已提交，审核通过后展示' : '评论成功');
      list.refresh();
    },
  });

  const length = characterCount(text.trim());
  const tooLong = characterCount(text) > COMMENT_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasToken()) {
      saveDraft(draftKey, text);
      gate.run(() => undefined);
      return;
    }
    if (length === 0) return setError('请输入评论内容');
    if (tooLong) return setError(`评论最多${COMMENT_MAX_LENGTH}个字`);
    setError('');
    create.mutate({ ...createInput, id, content: text });
  };

  return (
    <section className="shq-comments" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="shq-comments__title">
        评论
      </h2>
      {closedText ? (
        <p className="shq-comments__closed">{closedText}</p>
      ) : (
      <form className="shq-comments__form" onSubmit={submit} noValidate>
        <label htmlFor={`${formId}-text`} className="shq-visually-hidden">
          写评论
        </label>
        <textarea
          id={`${formId}-text`}
          className="shq-comments__input"
          value={text}
          placeholder="写下你的评论…"
          rows={3}
          aria-invalid={Boolean(error) || tooLong}
          aria-describedby={`${formId}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError('');
            if (!hasToken()) saveDraft(draftKey, event.target.value);
          }}
        />
        <div className="shq-comments__bar">
          <span id={`${formId}-hint`} className={tooLong || error ? 'shq-comments__hint shq-comments__hint--error' : 'shq-comments__hint'} aria-live="polite">
            {error || `${characterCount(text)}/${COMMENT_MAX_LENGTH}`}
          </span>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? '发表中…' : '发表'}
          </Button>
        </div>
      </form>
      )}
      <VirtualList
        items={list.items as Comment[]}
        itemKey={commentKey}
        renderItem={renderComment}
        estimateSize={COMMENT_HEIGHT}
        className="shq-comments__list"
        status={list.status}
        onLoadMore={list.loadMore}
        onRetry={list.loadMore}
      />
      {gate.overlay}
    </section>
  );
}
