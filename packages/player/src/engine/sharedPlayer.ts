import { LocalKey, getLocal, servePlayback, setLocal, systemMediaControls } from '@shqcb/bridge';
import { showToast } from '@shqcb/ui-kit';
import { loadState, saveState } from '../core/persist.ts';
import { positions } from '../core/positions.ts';
import { Player } from './player.ts';

let shared: Player | null = null;

/**
 * The app's one player, created on first use: its audio element joins the page (hidden) and stays
 * for the page's life, the state comes back from session storage, and it starts serving playback
 * requests of other screens (`requestPlayback` of @shqcb/bridge).
 */
export function sharedPlayer(): Player {
  if (shared) return shared;
  const audio = document.createElement('audio');
  audio.hidden = true;
  audio.dataset.shqcbPlayer = '';
  document.body.append(audio);
  const player = new Player({
    audio,
    initial: loadState(),
    persist: saveState,
    positions,
    controls: systemMediaControls(),
    notify: (message) => showToast(message),
    rate: Number(getLocal(LocalKey.playbackRate) ?? 1),
    onRateChange: (rate) => setLocal(LocalKey.playbackRate, String(rate)),
  });
  shared = player;
  // A reader who leaves the page (or the app moves it to the background) keeps the resume point.
  const keep = () => {
    const item = player.state.current;
    if (item && audio.readyState >= 1 && audio.getAttribute('src')) positions.save(item.key, audio.currentTime);
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
  servePlayback((request) => player.request(request));
  return player;
}
