import { useSyncExternalStore } from 'react';
import { sharedPlayer } from './sharedPlayer.ts';
import type { Player, PlayerSnapshot } from './player.ts';

/** The shared player and what it shows; re-renders on every change of state, speed or timer. */
export function usePlayer(): [PlayerSnapshot, Player] {
  const player = sharedPlayer();
  const snapshot = useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
  return [snapshot, player];
}
