import { useCallback, useRef, useState } from 'react';
import { FloatingContainer } from '@shqcb/ui-kit';
import { isPlaying, showsMiniPlayer } from '../core/playerState.ts';
import { usePlayer } from '../engine/usePlayer.ts';
import { useProgress } from '../engine/useProgress.ts';
import { HeadphonesIcon, ListIcon, PauseIcon, PlayIcon } from '../icons.tsx';
import { PlayListPanel } from '../panel/PlayListPanel.tsx';
import './MiniPlayer.css';

export const MINI_PLAYER_LABEL = '迷你播放器';
export const MINI_PLAYER_REGION = '正在收听';

export interface MiniPlayerProps {
  /** Space kept free below it, e.g. 'var(--shq-tab-bar-height)' over the tab bar. */
  insetBottom?: string;
}

const RING = 2 * Math.PI * 21;

/**
 * The draggable mini player (SPEC §2): shown when the id is not 'id' or the list is not empty
 * (SPEC §4). A ring around the cover shows progress; ▶/❚❚ plays and pauses; the cover or the list
 * button opens the play-list panel.
 */
export function MiniPlayer({ insetBottom = '0px' }: MiniPlayerProps) {
  const [snapshot, player] = usePlayer();
  const [open, setOpen] = useState(false);
  const ring = useRef<SVGCircleElement>(null);
  const { state, buffering } = snapshot;
  const visible = showsMiniPlayer(state);
  const draw = useCallback((time: number, duration: number) => {
    const circle = ring.current;
    if (circle) circle.style.strokeDashoffset = String(RING * (1 - (duration > 0 ? Math.min(1, time / duration) : 0)));
  }, []);
  useProgress(player, draw, visible);

  if (!visible) return open ? <PlayListPanel open onClose={() => setOpen(false)} /> : null;
  const item = state.current;
  const playing = isPlaying(state);
  const title = item?.title ?? `播放列表（${state.ids.length}）`;

  return (
    // A landmark of its own, so nothing of the page sits outside one (axe: region).
    <aside aria-label={MINI_PLAYER_REGION}>
      <FloatingContainer label={MINI_PLAYER_LABEL} insetBottom={insetBottom} className="shq-mini-float">
        <div className={playing ? 'shq-mini shq-mini--playing' : 'shq-mini'}>
          <button type="button" className="shq-mini__disc" aria-label={`打开播放列表：${title}`} onClick={() => setOpen(true)}>
            {item?.cover ? <img className="shq-mini__cover" src={item.cover} alt="" /> : <HeadphonesIcon className="shq-mini__icon" />}
            <svg className="shq-mini__ring" viewBox="0 0 48 48" aria-hidden="true">
              <circle cx="24" cy="24" r="21" className="shq-mini__track" />
              <circle ref={ring} cx="24" cy="24" r="21" className="shq-mini__bar" strokeDasharray={RING} strokeDashoffset={RING} />
            </svg>
          </button>
          <span className="shq-mini__title" aria-hidden="true">
            {title}
          </span>
          <button
            type="button"
            className="shq-mini__toggle"
            aria-label={playing ? '暂停' : '播放'}
            aria-busy={buffering && playing ? true : undefined}
            disabled={!item && state.ids.length === 0}
            onClick={() => player.toggle()}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button type="button" className="shq-mini__list" aria-label="播放列表" onClick={() => setOpen(true)}>
            <ListIcon />
          </button>
        </div>
      </FloatingContainer>
      <PlayListPanel open={open} onClose={() => setOpen(false)} />
    </aside>
  );
}
