import { CALLBACK_GLOBAL } from '../native/protocol.ts';
import type { NativeBridge } from '../native/createNativeBridge.ts';

/** Lock-screen, notification and headset actions the player answers. */
export type MediaAction = 'play' | 'pause' | 'stop' | 'previoustrack' | 'nexttrack' | 'seekbackward' | 'seekforward' | 'seekto';

export const MEDIA_ACTIONS: readonly MediaAction[] = ['play', 'pause', 'stop', 'previoustrack', 'nexttrack', 'seekbackward', 'seekforward', 'seekto'];

/** Details of an action: the target of seekto, the step of seekbackward/seekforward (seconds). */
export interface MediaActionDetails {
  seekTime?: number;
  seekOffset?: number;
}

export interface NowPlaying {
  title: string;
  /** Shown as the artist line, e.g. the source. */
  artist: string;
  album: string;
  /** Absolute image address, or '' for none. */
  artwork: string;
}

export interface MediaPosition {
  duration: number;
  position: number;
  playbackRate: number;
}

export type MediaPlaybackState = 'playing' | 'paused' | 'none';

/** The system's media controls, whichever the host has. */
export interface MediaControls {
  /** 'native': the app's notification via the bridge; 'media-session': the browser's; 'none'. */
  readonly kind: 'native' | 'media-session' | 'none';
  /** What is playing; `null` clears the controls. */
  setNowPlaying(item: NowPlaying | null): void;
  setState(state: MediaPlaybackState, position?: MediaPosition): void;
  /** Answers the controls' actions; returns the unsubscribe. */
  onAction(handler: (action: MediaAction, details: MediaActionDetails) => void): () => void;
}

/** What the Media Session API needs of `navigator` (a fake in tests). */
interface SessionLike {
  metadata: unknown;
  playbackState: string;
  setActionHandler(action: string, handler: ((details: { action: string; seekTime?: number; seekOffset?: number }) => void) | null): void;
  setPositionState?(state?: MediaPosition): void;
}

export interface MediaControlsHost {
  navigator?: { mediaSession?: SessionLike };
  MediaMetadata?: new (init: { title: string; artist: string; album: string; artwork: { src: string; sizes?: string }[] }) => unknown;
  [CALLBACK_GLOBAL]?: { callback: (id: string, reply: unknown) => void; media?: (action: unknown, details?: unknown) => void };
}

const isAction = (value: unknown): value is MediaAction => typeof value === 'string' && (MEDIA_ACTIONS as readonly string[]).includes(value);

function finite(n: unknown): number | undefined {
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * Creates the media controls of the host: inside the apps whose bridge has `setMediaSession`
 * (docs/bridge.md; the Android web view has no Media Session API), the app's notification and
 * headset buttons; elsewhere the browser's Media Session API when present; otherwise nothing.
 *
 * @example
 * const controls = createMediaControls({ host: window, bridge: nativeBridge() });
 * controls.onAction((action) => action === 'pause' && player.pause());
 */
export function createMediaControls({ host, bridge }: { host: MediaControlsHost; bridge: NativeBridge | null }): MediaControls {
  const handlers = new Set<(action: MediaAction, details: MediaActionDetails) => void>();
  const dispatch = (action: MediaAction, details: MediaActionDetails) => {
    for (const h of [...handlers]) h(action, details);
  };

  if (bridge?.supports('setMediaSession')) {
    let now: NowPlaying | null = null;
    const global = host[CALLBACK_GLOBAL];
    if (global) {
      global.media = (action, details) => {
        if (!isAction(action)) return;
        const d = (typeof details === 'object' && details !== null ? details : {}) as Record<string, unknown>;
        const seekTime = finite(d.seekTime);
        const seekOffset = finite(d.seekOffset);
        dispatch(action, { ...(seekTime !== undefined && { seekTime }), ...(seekOffset !== undefined && { seekOffset }) });
      };
    }
    const send = (args: Record<string, unknown>) => {
      bridge.setMediaSession(args).catch((error: unknown) => console.warn('[media] setMediaSession failed', error));
    };
    return {
      kind: 'native',
      setNowPlaying(item) {
        now = item;
        if (!item) send({ state: 'none' });
      },
      setState(state, position) {
        if (state === 'none' || !now) {
          send({ state: 'none' });
          return;
        }
        send({ state, ...now, actions: MEDIA_ACTIONS, ...(position && { duration: position.duration, position: position.position, rate: position.playbackRate }) });
      },
      onAction(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    };
  }

  const session = host.navigator?.mediaSession;
  if (session && host.MediaMetadata) {
    const Metadata = host.MediaMetadata;
    for (const action of MEDIA_ACTIONS) {
      try {
        session.setActionHandler(action, (details) =>
          dispatch(action, {
            ...(finite(details.seekTime) !== undefined && { seekTime: details.seekTime }),
            ...(finite(details.seekOffset) !== undefined && { seekOffset: details.seekOffset }),
          }),
        );
      } catch {
        // Browsers refuse the actions they do not know (e.g. older ones lack 'seekto').
      }
    }
    return {
      kind: 'media-session',
      setNowPlaying(item) {
        session.metadata = item
          ? new Metadata({ title: item.title, artist: item.artist, album: item.album, artwork: item.artwork ? [{ src: item.artwork }] : [] })
          : null;
        if (!item) session.playbackState = 'none';
      },
      setState(state, position) {
        session.playbackState = state;
        if (!position || !session.setPositionState) return;
        const { duration, playbackRate } = position;
        if (!(duration > 0) || !(playbackRate > 0)) return;
        try {
          session.setPositionState({ duration, playbackRate, position: Math.min(Math.max(position.position, 0), duration) });
        } catch {
          // An inconsistent state (position past a changed duration) is dropped, not thrown at the reader.
        }
      },
      onAction(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
    };
  }

  return {
    kind: 'none',
    setNowPlaying: () => undefined,
    setState: () => undefined,
    onAction(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
