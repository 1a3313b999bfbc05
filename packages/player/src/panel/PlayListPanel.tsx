import { useId } from 'react';
import { Dialog, showConfirm } from '@shqcb/ui-kit';
import { isPlaying } from '../core/playerState.ts';
import { formatAudioDate, sourceText } from '../core/formatAudioDate.ts';
import { usePlayer } from '../engine/usePlayer.ts';
import { CloseIcon } from '../icons.tsx';
import { NowPlaying } from './NowPlaying.tsx';
import './PlayListPanel.css';

/** SPEC §4: the question before clearing. */
export const CLEAR_QUESTION = '清空当前播列表？';
export const PANEL_TITLE = '播放列表';
export const LIST_MODE_LABEL = '连续播放';
export const EMPTY_LIST_TEXT = '播放列表是空的，去播客挑几期节目吧';

/**
 * The slide-up play list: what plays with its controls, then the list. Picking an item plays it,
 * × removes it, 清空 asks '清空当前播列表？' and empties everything.
 */
export function PlayListPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [snapshot, player] = usePlayer();
  const titleId = useId();
  const { state } = snapshot;
  const playing = isPlaying(state);

  const clear = () => {
    showConfirm({ content: CLEAR_QUESTION }).then(
      () => {
        player.clear();
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Dialog open={open} onDismiss={onClose} placement="bottom" labelledBy={titleId} className="shq-playlist">
      <NowPlaying snapshot={snapshot} player={player} />
      <div className="shq-playlist__bar">
        <h2 id={titleId} className="shq-playlist__title">
          {PANEL_TITLE}
          <span className="shq-playlist__count">（{state.ids.length}）</span>
        </h2>
        <label className="shq-playlist__mode">
          <input type="checkbox" role="switch" checked={state.isList} onChange={(e) => player.setListMode(e.currentTarget.checked)} />
          {LIST_MODE_LABEL}
        </label>
        <button type="button" className="shq-playlist__clear" disabled={state.ids.length === 0} onClick={clear}>
          清空
        </button>
        <button type="button" className="shq-playlist__close" aria-label="关闭" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {state.ids.length === 0 ? (
        <p className="shq-playlist__empty">{EMPTY_LIST_TEXT}</p>
      ) : (
        <ol className="shq-playlist__items">
          {state.voices.map((item) => {
            const isCurrent = state.current?.key === item.key;
            const date = formatAudioDate(item.time);
            return (
              <li key={item.key} className={isCurrent ? 'shq-playlist__row shq-playlist__row--current' : 'shq-playlist__row'}>
                <button
                  type="button"
                  className="shq-playlist__pick"
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => (isCurrent ? player.toggle() : player.pick(item.key))}
                >
                  <span className={isCurrent && playing ? 'shq-playlist__eq shq-playlist__eq--on' : 'shq-playlist__eq'} aria-hidden="true" />
                  <span className="shq-playlist__name">{item.title}</span>
                  <span className="shq-playlist__meta">
                    {sourceText(item.source)}
                    {date && ` · ${date}`}
                  </span>
                </button>
                <button type="button" className="shq-playlist__remove" aria-label={`移除 ${item.title}`} onClick={() => player.remove(item.key)}>
                  <CloseIcon />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </Dialog>
  );
}
