import { Suspense, lazy, useSyncExternalStore } from 'react';
import { hasAudioSession, hasPlayer, hasWaitingPlayback, onPlaybackDemand } from '@shqcb/bridge';

const MiniPlayer = lazy(() => import('@shqcb/player/mini').then((m) => ({ default: m.MiniPlayer })));

/** Whether the player's code is needed: a session in this tab, a request waiting, or a player already made. */
const needed = () => hasAudioSession() || hasWaitingPlayback() || hasPlayer();

/**
 * The mini player's place in the shell. Its code (and the player's) loads only once there is
 * something to play: an audio session kept in this tab (a reload), a screen asking for playback
 * (news 收听), or a player created by the podcast screen. Until then it costs the home screen nothing.
 */
export function AudioSlot({ overTabBar }: { overTabBar: boolean }) {
  const show = useSyncExternalStore(onPlaybackDemand, needed, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <MiniPlayer insetBottom={overTabBar ? 'var(--shq-tab-bar-height)' : '0px'} />
    </Suspense>
  );
}
