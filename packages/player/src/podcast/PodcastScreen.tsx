import { ListFooter, showToast, useScrollEnd } from '@shqcb/ui-kit';
import { contentList } from '@shqcb/api/contract/content';
import type { AudioItem } from '@shqcb/api/contract/content';
import { useApiList } from '@shqcb/api/query';
import { isPlaying } from '../core/playerState.ts';
import { formatAudioDate, sourceText } from '../core/formatAudioDate.ts';
import { trackOfEpisode } from '../core/tracks.ts';
import { usePlayer } from '../engine/usePlayer.ts';
import { formatClock } from '../engine/useProgress.ts';
import { PauseIcon, PlayIcon, PlusIcon } from '../icons.tsx';
import './PodcastScreen.css';

export const PODCAST_TITLE = '播客';
export const PLAY_ALL_TEXT = '全部播放';
export const ADDED_TEXT = '已加入播放列表';
export const IN_LIST_TEXT = '已在播放列表';

const durationText = (seconds: number) => (seconds > 0 ? formatClock(seconds) : '');

/**
 * /podcast (kept alive): the episodes from the server, newest first. Tapping an episode plays it
 * (list mode: the list goes on to the next queued item), + queues it, 全部播放 queues everything
 * loaded and plays from the first.
 */
export default function PodcastScreen() {
  const list = useApiList(contentList, { type: 'audio' });
  const [{ state }, player] = usePlayer();
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  const playing = isPlaying(state);
  const queued = new Set(state.ids);

  const play = (item: AudioItem) => {
    const key = String(item.id);
    if (state.current?.key === key) {
      player.toggle();
      return;
    }
    player.request({ tracks: [trackOfEpisode(item)], startKey: key, list: true });
  };

  const add = (item: AudioItem) => {
    const track = trackOfEpisode(item);
    if (queued.has(track.key)) return;
    player.enqueue([track]);
    showToast(ADDED_TEXT);
  };

  const playAll = () => {
    const tracks = list.items.map(trackOfEpisode);
    const first = tracks[0];
    if (first) player.request({ tracks, startKey: first.key, list: true });
  };

  return (
    <div className="shq-podcast">
      <header className="shq-podcast__header">
        <h1 className="shq-podcast__title">{PODCAST_TITLE}</h1>
      </header>
      <main>
        <div className="shq-podcast__toolbar">
          <button type="button" className="shq-podcast__play-all" disabled={list.items.length === 0} onClick={playAll}>
            <PlayIcon /> {PLAY_ALL_TEXT}
          </button>
          {list.items.length > 0 && <span className="shq-podcast__count">共{list.items.length}期{list.status === 'end' ? '' : '+'}</span>}
        </div>
        <ul className="shq-podcast__list" aria-busy={list.status === 'loading'}>
          {list.items.map((item) => {
            const key = String(item.id);
            const current = state.current?.key === key;
            const inList = queued.has(key);
            const date = formatAudioDate(item.time);
            const length = durationText(item.duration);
            return (
              <li key={item.id} className={current ? 'shq-episode shq-episode--current' : 'shq-episode'}>
                <button type="button" className="shq-episode__main" aria-current={current ? 'true' : undefined} onClick={() => play(item)}>
                  <span className="shq-episode__cover">
                    {item.cover ? <img src={item.cover} alt="" loading="lazy" width="72" height="72" /> : null}
                    <span className="shq-episode__badge" aria-hidden="true">
                      {current && playing ? <PauseIcon /> : <PlayIcon />}
                    </span>
                  </span>
                  <span className="shq-episode__text">
                    <span className="shq-episode__title">{item.title}</span>
                    {item.summary && <span className="shq-episode__summary">{item.summary}</span>}
                    <span className="shq-episode__meta">
                      {sourceText(item.source)}
                      {date && ` · ${date}`}
                      {length && ` · ${length}`}
                    </span>
                    <span className="shq-visually-hidden">{current && playing ? '，正在播放，点按暂停' : '，点按播放'}</span>
                  </span>
                </button>
                <button
                  type="button"
                  className="shq-episode__add"
                  aria-label={inList ? `${IN_LIST_TEXT}：${item.title}` : `加入播放列表：${item.title}`}
                  disabled={inList}
                  onClick={() => add(item)}
                >
                  {inList ? <span aria-hidden="true">✓</span> : <PlusIcon />}
                </button>
              </li>
            );
          })}
        </ul>
        <ListFooter status={list.status} onRetry={list.loadMore} />
      </main>
    </div>
  );
}
