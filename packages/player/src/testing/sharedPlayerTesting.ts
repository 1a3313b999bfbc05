import { act } from '@testing-library/react';
import { sharedPlayer } from '../engine/sharedPlayer.ts';
import type { Player } from '../engine/player.ts';

/*
 * For tests of the screens: they use the module singleton sharedPlayer() with a real <audio> in
 * jsdom (whose play/pause/load the tests stub on HTMLMediaElement.prototype). The singleton outlives
 * each test, so it is put back to nothing loaded through its own API between tests.
 */

/** The shared player's <audio> element. */
export const sharedAudio = (): HTMLAudioElement => sharedPlayer().audio;

/** Nothing loaded, empty list, speed 1, no sleep timer. */
export function resetSharedPlayer(): void {
  const player: Player = sharedPlayer();
  act(() => {
    player.clear();
    player.setRate(1);
    player.setSleep(null);
  });
}
