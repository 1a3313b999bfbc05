import { useState } from 'react';
import { lightFormat, parseISO } from 'date-fns';
import { sessionList, sessionRevoke, sessionRevokeOthers } from '@shqcb/api/contract/login';
import type { Session } from '@shqcb/api/contract/login';
import { apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { Button, ConfirmPopup, ListFooter, showToast } from '@shqcb/ui-kit';

/** What the reader is asked before a device is signed out. */
export const revokeOneQuestion = (device: string): string => `确定让“${device}”退出登录吗？`;
export const REVOKE_OTHERS_QUESTION = '除本机外，其他设备都将退出登录，需重新登录后才能使用。确定吗？';

/** Local date and time as the SPEC's yyyy/MM/dd with the minute. */
function formatUse(iso: string): string {
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) ? '' : lightFormat(date, 'yyyy/MM/dd HH:mm');
}

type Asking = { kind: 'one'; session: Session } | { kind: 'others' } | null;

/**
 * The reader's signed-in devices (sessions/list): this one first, marked 本机, then the others,
 * most recently used first.
 * Each other device can be signed out alone (下线), or all of them at once (退出其他设备); the list
 * shows the change at once and asks the server again afterwards.
 */
export function SessionList() {
  const sessions = useApiQuery(sessionList);
  const listKey = apiQueryKey(sessionList);
  const [asking, setAsking] = useState<Asking>(null);
  const revokeOne = useApiMutation(sessionRevoke, {
    optimistic: ({ id }) => [{ queryKey: listKey, update: (old) => (old as Session[] | undefined)?.filter((s) => s.id !== id) }],
    invalidate: () => [listKey],
    onSuccess: () => showToast('该设备已退出登录'),
  });
  const revokeOthers = useApiMutation(sessionRevokeOthers, {
    optimistic: () => [{ queryKey: listKey, update: (old) => (old as Session[] | undefined)?.filter((s) => s.current) }],
    invalidate: () => [listKey],
    onSuccess: ({ revoked }) => showToast(revoked > 0 ? `已退出其他 ${revoked} 台设备` : '没有其他已登录的设备'),
  });

  const confirm = () => {
    if (asking?.kind === 'one') revokeOne.mutate({ id: asking.session.id });
    else if (asking?.kind === 'others') revokeOthers.mutate({});
    setAsking(null);
  };

  // This device first, then the others as the server ordered them (most recently used first).
  const list = sessions.data && [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list?.filter((s) => !s.current).length ?? 0;
  return (
    <section className="shq-settings__group" aria-labelledby="shq-settings-sessions">
      <h2 id="shq-settings-sessions" className="shq-settings__group-title">
        登录设备
      </h2>
      {list === undefined ? (
        <ListFooter status={sessions.isError ? 'error' : 'loading'} onRetry={() => void sessions.refetch()} />
      ) : list.length === 0 ? (
        <ListFooter status="empty" />
      ) : (
        <ul className="shq-settings__list">
          {list.map((session) => (
            <li key={session.id} className="shq-settings__row shq-session">
              <div className="shq-session__text">
                <span className="shq-session__device" id={`shq-session-${session.id}`}>
                  {session.device}
                  {session.current && <span className="shq-session__current">本机</span>}
                </span>
                <span className="shq-session__time">最近使用 {formatUse(session.lastUsedAt)}</span>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  className="shq-session__revoke"
                  aria-describedby={`shq-session-${session.id}`}
                  onClick={() => setAsking({ kind: 'one', session })}
                >
                  下线
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list !== undefined && (
        <div className="shq-settings__row">
          <Button variant="secondary" block disabled={others === 0 || revokeOthers.isPending} onClick={() => setAsking({ kind: 'others' })}>
            退出其他设备
          </Button>
        </div>
      )}
      <ConfirmPopup
        open={asking !== null}
        content={asking?.kind === 'one' ? revokeOneQuestion(asking.session.device) : REVOKE_OTHERS_QUESTION}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
