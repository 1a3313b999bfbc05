/**
 * The audio port: how a screen outside the player (news detail's 收听) asks for playback without
 * importing the player. Features never import each other; the player serves requests through this
 * port, and the shell loads the player's code the moment a request waits (or a session exists).
 */

/** An audio item of SPEC §3, as the player queues it. */
export interface AudioTrack {
  /**
   * Key of the item in the play state (SPEC §4's id): podcast episodes use their id ('12'), news
   * audio 'news-<id>' so the two id spaces never collide.
   */
  key: string;
  title: string;
  /** Absolute, or relative to the audio base (SPEC §3 `{host}`). */
  voiceUrl: string;
  /** May be empty; the player shows 暂无. */
  source: string;
  /** ISO 8601 publication time. */
  time: string;
  /** Seconds, 0 when unknown. */
  duration?: number;
  /** Cover image address, '' when none. */
  cover?: string;
  /** In-app route of the item's page, e.g. '/text-detail/59'. */
  route?: string;
}

/** What a caller asks for. */
export interface PlaybackRequest {
  /** Items to add to the play list (those already in it keep their place). */
  tracks: AudioTrack[];
  /** The item to play now; must be one of `tracks`. */
  startKey: string;
  /** List mode (SPEC §4 `isList`): at a track's end the next item plays. */
  list: boolean;
}

type Handler = (request: PlaybackRequest) => void;

let handler: Handler | null = null;
let waiting: PlaybackRequest[] = [];
const demandListeners = new Set<() => void>();

/**
 * Asks for playback. Handled at once when the player is loaded; otherwise kept until it is, and
 * the shell is told to load it.
 *
 * @example
 * requestPlayback({ tracks: [track], startKey: track.key, list: false });
 */
export function requestPlayback(request: PlaybackRequest): void {
  if (!request.tracks.some((t) => t.key === request.startKey)) {
    throw new Error(`requestPlayback: startKey ${request.startKey} is not among the tracks`);
  }
  if (handler) {
    handler(request);
    return;
  }
  waiting.push(request);
  for (const listener of [...demandListeners]) listener();
}

/**
 * The player serves requests from now on; requests made before are handed over in order.
 * Returns a function that stops serving.
 */
export function servePlayback(serve: Handler): () => void {
  handler = serve;
  // The shell shows the mini player once a player exists, whoever created it.
  for (const listener of [...demandListeners]) listener();
  const queued = waiting;
  waiting = [];
  for (const request of queued) serve(request);
  return () => {
    if (handler === serve) handler = null;
  };
}

/** Whether a player serves requests (its code is loaded). */
export function hasPlayer(): boolean {
  return handler !== null;
}

/** Whether a request waits for the player to load. */
export function hasWaitingPlayback(): boolean {
  return waiting.length > 0;
}

/**
 * Calls `listener` when a request arrives while no player serves, and when a player starts serving
 * (e.g. the podcast screen created it): the shell then loads the mini player. Returns the unsubscribe.
 */
export function onPlaybackDemand(listener: () => void): () => void {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** Drops the port's state; for tests. */
export function resetAudioPort(): void {
  handler = null;
  waiting = [];
  demandListeners.clear();
}
