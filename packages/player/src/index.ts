/**
 * The reader's audio: the SPEC §4 play state, the one shared player with its audio element, the
 * mini player, the play-list panel and the podcast screen (`@shqcb/player/routes`). Other features
 * ask for playback through `requestPlayback` of @shqcb/bridge, never by importing this package.
 */
export { INITIAL_STATE, NOTHING_LOADED, PAUSED, isPlaying, showsMiniPlayer, transition } from './core/playerState.ts';
export type { PlayerEvent, PlayerState } from './core/playerState.ts';
export { loadState, readTrack, saveState, wasPlaying } from './core/persist.ts';
export { FINISHED_MARGIN_S, MAX_POSITIONS, MIN_RESUME_S, positions } from './core/positions.ts';
export { resolveAudioUrl } from './core/audioUrl.ts';
export { formatAudioDate, sourceText } from './core/formatAudioDate.ts';
export { trackOfEpisode } from './core/tracks.ts';
export {
  ERROR_BROKEN,
  ERROR_NETWORK,
  Player,
  SAVE_EVERY_MS,
  SKIPPED_SUFFIX,
  SKIP_SECONDS,
  SLEEP_MINUTES,
  SPEED_PRESETS,
} from './engine/player.ts';
export type { PlayerOptions, PlayerSnapshot, PositionStore, SleepTimer } from './engine/player.ts';
export { sharedPlayer } from './engine/sharedPlayer.ts';
export { usePlayer } from './engine/usePlayer.ts';
export { formatClock, useProgress } from './engine/useProgress.ts';
export { MINI_PLAYER_LABEL, MINI_PLAYER_REGION, MiniPlayer } from './mini/MiniPlayer.tsx';
export type { MiniPlayerProps } from './mini/MiniPlayer.tsx';
export { CLEAR_QUESTION, EMPTY_LIST_TEXT, LIST_MODE_LABEL, PANEL_TITLE, PlayListPanel } from './panel/PlayListPanel.tsx';
export { SLEEP_END_OF_ITEM, SLEEP_OFF, SLEEP_TITLE } from './panel/SleepTimerControl.tsx';
