/**
 * The mini player entry the shell loads (its own chunk) when an audio session exists or a screen
 * asks for playback. Loading it creates the shared player, which then serves the audio port.
 */
export { MINI_PLAYER_LABEL, MINI_PLAYER_REGION, MiniPlayer } from './MiniPlayer.tsx';
export type { MiniPlayerProps } from './MiniPlayer.tsx';
