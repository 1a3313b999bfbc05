import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FEEDBACK_MAX, feedbackList, feedbackReply, feedbackReplyList } from '@shqcb/api/contract/user';
import { apiListKey, apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, CloseButton, Dialog, Spinner } from '@shqcb/ui-kit';
import { AccountPage } from '../../components/AccountPage.tsx';
import { formatDateTime } from '../../format/formatDateTime.ts';
import './FeedbackDialogueScreen.css';

/**
 * A feedback thread (SPEC §2 /feedback-dialogue?id=): the reader's feedback, staff replies and the
 * reader's answers, oldest first so the newest is at the bottom; pictures open full screen; a reply
 * field at the bottom. Opening it marks staff replies read (the server does, the list follows).
 */
export default function FeedbackDialogueScreen() {
  const id = useId();
  const [params] = useSearchParams();
  const feedbackId = Number(params.get('id'));
  const valid = Number.isInteger(feedbackId) && feedbackId > 0;
  const thread = useApiQuery(feedbackReplyList, { feedbackId }, { enabled: valid });
  const [text, setText] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const reply = useApiMutation(feedbackReply, {
    invalidate: () => [apiQueryKey(feedbackReplyList, { feedbackId }), apiListKey(feedbackList, { pageSize: 10 })],
    onSuccess: () => setText(''),
  });
  const count = thread.data?.replies.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const footer = thread.data && (
    <form
      className="shq-dialogue__reply"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) reply.mutate({ feedbackId, content: text });
      }}
    >
      <label htmlFor={`${id}-reply`} className="shq-visually-hidden">
        回复内容
      </label>
      <input id={`${id}-reply`} className="shq-acc-field" value={text} maxLength={FEEDBACK_MAX} placeholder="继续描述或回复客服" onChange={(event) => setText(event.target.value)} />
      <Button type="submit" loading={reply.isPending} disabled={!text.trim()}>
        发送
      </Button>
    </form>
  );

  return (
    <AccountPage title="反馈详情" footer={footer}>
      {!valid ? (
        <p className="shq-acc-state">反馈不存在</p>
      ) : thread.isPending ? (
        <p className="shq-acc-state" aria-busy="true">
          <Spinner /> 加载中…
        </p>
      ) : thread.isError ? (
        <div className="shq-acc-state">
          <p>加载失败</p>
          <Button variant="secondary" onClick={() => void thread.refetch()}>
            重试
          </Button>
        </div>
      ) : (
        <ol className="shq-acc-list shq-dialogue" aria-label="反馈与回复">
          <li className="shq-dialogue__bubble shq-dialogue__bubble--reader">
            <p className="shq-acc-note">
              我 · {thread.data.feedback.category} · {formatDateTime(thread.data.feedback.createdAt)}
            </p>
            <p className="shq-dialogue__text">{thread.data.feedback.content}</p>
            {thread.data.feedback.images.length > 0 && (
              <ul className="shq-dialogue__pictures" aria-label="反馈图片">
                {thread.data.feedback.images.map((src, index) => (
                  <li key={src}>
                    <button type="button" className="shq-bare-button" onClick={() => setPicture(src)} aria-label={`查看图片${index + 1}`}>
                      <img src={src} alt="" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
          {thread.data.replies.map((r) => (
            <li key={r.id} className={`shq-dialogue__bubble shq-dialogue__bubble--${r.from}`}>
              <p className="shq-acc-note">
                {r.from === 'staff' ? '客服' : '我'} · {formatDateTime(r.createdAt)}
              </p>
              <p className="shq-dialogue__text">{r.content}</p>
            </li>
          ))}
          {thread.data.replies.length === 0 && <li className="shq-acc-state">客服会尽快回复您，回复后您会收到消息</li>}
        </ol>
      )}
      <div ref={end} />
      <Dialog open={picture !== null} onDismiss={() => setPicture(null)} labelledBy={`${id}-picture`} placement="cover" className="shq-dialogue__viewer">
        <h2 id={`${id}-picture`} className="shq-visually-hidden">
          查看图片
        </h2>
        {picture && <img src={picture} alt="反馈图片" />}
        <CloseButton onClick={() => setPicture(null)} />
      </Dialog>
    </AccountPage>
  );
}
