import { useNavigate } from 'react-router';
import { integralMessageList, integralMessageReadMsg, type Message } from '@shqcb/api/contract/messages';
import { userShow, type UserProfile } from '@shqcb/api/contract/user';
import { apiListKey, apiQueryClient, apiQueryKey, useApiList, useApiMutation } from '@shqcb/api/query';
import { Button, VirtualList } from '@shqcb/ui-kit';
import { AccountPage } from '../../components/AccountPage.tsx';
import { formatDateTime } from '../../format/formatDateTime.ts';
import './MessagesScreen.css';

/** A message's row at the default text size: the card (title, two lines of body, time) and the 12 px above it. */
const MESSAGE_HEIGHT = 116;
const messageKey = (message: Message) => message.id;

/** A page of messages, as the list caches it. */
type Pages = { pages: { list: Message[] }[]; pageParams: unknown[] };

function markRead(old: unknown, id: number | 'all'): unknown {
  const cached = old as Pages | undefined;
  if (!cached) return undefined;
  return { ...cached, pages: cached.pages.map((page) => ({ ...page, list: page.list.map((m) => (id === 'all' || m.id === id ? { ...m, read: true } : m)) })) };
}

/**
 * My messages (SPEC §2 /messages): points and system messages, newest first, page by page. Opening
 * one marks it read and follows its link; 全部已读 marks them all. The bell's badge follows at once
 * (the profile's unread count is set from the answer). Every change of points sends one, so a
 * reader's messages run into the thousands: only those near the viewport are mounted (VirtualList,
 * decision 50).
 */
export default function MessagesScreen() {
  const navigate = useNavigate();
  const list = useApiList(integralMessageList);
  const read = useApiMutation(integralMessageReadMsg, {
    silent: true,
    optimistic: ({ id }) => [{ queryKey: apiListKey(integralMessageList, { pageSize: 10 }), update: (old) => markRead(old, id === 'all' ? 'all' : Number(id)) }],
    onSuccess: ({ unreadMsgCount }) => {
      apiQueryClient.setQueryData<UserProfile>(apiQueryKey(userShow), (old) => old && { ...old, unreadMsgCount });
    },
  });
  const unread = list.items.some((m) => !m.read);

  const openMessage = (message: Message) => {
    if (!message.read) read.mutate({ id: message.id });
    if (message.link) navigate(message.link);
  };

  return (
    <AccountPage title="我的消息">
      <div className="shq-messages__bar">
        <Button variant="text" disabled={!unread || read.isPending} onClick={() => read.mutate({ id: 'all' })}>
          全部已读
        </Button>
      </div>
      <VirtualList
        items={list.items}
        itemKey={messageKey}
        estimateSize={MESSAGE_HEIGHT}
        className="shq-acc-list"
        aria-label="消息列表"
        status={list.status}
        onLoadMore={list.loadMore}
        onRetry={list.status === 'error' ? list.loadMore : undefined}
        renderItem={(message) => (
          <button type="button" className="shq-acc-card shq-messages__item" onClick={() => openMessage(message)} aria-describedby={`shq-msg-${message.id}`}>
            <span className="shq-messages__head">
              {!message.read && <span className="shq-acc-dot" role="img" aria-label="未读" />}
              <span className="shq-messages__kind">{message.kind === 'points' ? '积分' : '系统'}</span>
              <strong className="shq-messages__title">{message.title}</strong>
            </span>
            <span id={`shq-msg-${message.id}`} className="shq-messages__body">
              {message.body}
            </span>
            <time className="shq-acc-note" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </button>
        )}
      />
    </AccountPage>
  );
}
