import type { AudioTrack, MediaAction, MediaActionDetails, MediaControls, MediaPlaybackState, MediaPosition, NowPlaying } from '@shqcb/bridge';
import type { PositionStore } from '../engine/player.ts';

/*
 * Test doubles of the player engine's surroundings. jsdom's HTMLMediaElement cannot play, pause or
 * load, so the engine's tests drive a FakeAudio instead: an EventTarget with the element's fields,
 * whose methods behave like a browser's (the load algorithm on a new src, `pause` only when
 * playing) and whose `simulate…` helpers fire what the network and the user would.
 * Kept free of vitest so it stays plain code: tests spy on it with vi.spyOn.
 */

/** MediaError codes the engine tells apart (MEDIA_ERR_NETWORK, MEDIA_ERR_SRC_NOT_SUPPORTED). */
export const MEDIA_ERR_NETWORK = 2;
export const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

export class FakeAudio extends EventTarget {
  paused = true;
  ended = false;
  currentTime = 0;
  duration = Number.NaN;
  readyState = 0;
  error: { code: number; message: string } | null = null;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  preload = 'auto';
  /** Every address set through `src`, in order. */
  readonly sources: string[] = [];
  playCalls = 0;
  pauseCalls = 0;
  loadCalls = 0;
  private source: string | null = null;
  private playFailure: string | null = null;

  get src(): string {
    return this.source ?? '';
  }
  set src(url: string) {
    this.source = url;
    this.sources.push(url);
    this.reset();
  }
  getAttribute(name: string): string | null {
    return name === 'src' ? this.source : null;
  }
  removeAttribute(name: string): void {
    if (name === 'src') this.source = null;
  }

  /** Makes the next play() reject with a DOMException of this name (NotAllowedError, AbortError…). */
  failNextPlay(name: string): void {
    this.playFailure = name;
  }

  play(): Promise<void> {
    this.playCalls += 1;
    const failure = this.playFailure;
    this.playFailure = null;
    if (failure) return Promise.reject(new DOMException(`play() failed: ${failure}`, failure));
    if (this.paused) {
      this.paused = false;
      this.ended = false;
      this.fire('play');
    }
    return Promise.resolve();
  }

  pause(): void {
    this.pauseCalls += 1;
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  load(): void {
    this.loadCalls += 1;
    this.reset();
    this.fire('emptied');
  }

  // ---- what the network, the file and the outside world do ---------------------------------

  /** The file's metadata arrived: duration known, seeking possible. */
  simulateMetadata(duration: number): void {
    this.duration = duration;
    this.readyState = 1;
    this.fire('loadedmetadata');
  }
  simulateTimeUpdate(t: number): void {
    this.currentTime = t;
    this.fire('timeupdate');
  }
  /** Played to its end: like a browser, `pause` fires first (with `ended` already true), then `ended`. */
  simulateEnded(): void {
    if (Number.isFinite(this.duration)) this.currentTime = this.duration;
    this.ended = true;
    if (!this.paused) {
      this.paused = true;
      this.fire('pause');
    }
    this.fire('ended');
  }
  /** The file failed to load: code 2 network, 4 missing or unsupported. */
  simulateError(code: number): void {
    this.error = { code, message: '' };
    this.fire('error');
  }
  /** Paused by something other than the player (a call, unplugged headphones). */
  simulateExternalPause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }
  /** Started by something other than the player (the browser's own controls). */
  simulateExternalPlay(): void {
    if (!this.paused) return;
    this.paused = false;
    this.fire('play');
  }
  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }

  /** The media load algorithm: a new source starts paused at 0 with nothing known. */
  private reset(): void {
    this.paused = true;
    this.ended = false;
    this.currentTime = 0;
    this.duration = Number.NaN;
    this.readyState = 0;
    this.error = null;
  }
}

/** Resume points in a map; `saved` records every save in order. */
export class MemoryPositions implements PositionStore {
  readonly points = new Map<string, number>();
  readonly saved: Array<[string, number]> = [];
  readonly forgotten: string[] = [];

  constructor(initial: Record<string, number> = {}) {
    for (const [key, t] of Object.entries(initial)) this.points.set(key, t);
  }
  get(key: string): number {
    return this.points.get(key) ?? 0;
  }
  save(key: string, t: number): void {
    this.points.set(key, t);
    this.saved.push([key, t]);
  }
  forget(key: string): void {
    this.points.delete(key);
    this.forgotten.push(key);
  }
}

/** Media controls that record what the player told them and let a test press their buttons. */
export class FakeMediaControls implements MediaControls {
  readonly kind = 'none' as const;
  readonly nowPlaying: Array<NowPlaying | null> = [];
  readonly states: Array<{ state: MediaPlaybackState; position?: MediaPosition }> = [];
  private handler: ((action: MediaAction, details: MediaActionDetails) => void) | null = null;

  setNowPlaying(item: NowPlaying | null): void {
    this.nowPlaying.push(item);
  }
  setState(state: MediaPlaybackState, position?: MediaPosition): void {
    this.states.push(position ? { state, position } : { state });
  }
  onAction(handler: (action: MediaAction, details: MediaActionDetails) => void): () => void {
    this.handler = handler;
    return () => {
      this.handler = null;
    };
  }
  /** Presses a lock-screen / headset button. */
  press(action: MediaAction, details: MediaActionDetails = {}): void {
    if (!this.handler) throw new Error('the player did not subscribe to the media controls');
    this.handler(action, details);
  }
  lastState(): { state: MediaPlaybackState; position?: MediaPosition } | undefined {
    return this.states.at(-1);
  }
}

/** An episode-like item: key '1' plays audio/ep-01.wav. */
export function track(key: string, overrides: Partial<AudioTrack> = {}): AudioTrack {
  return {
    key,
    title: `第${key}期`,
    voiceUrl: `audio/ep-${key.padStart(2, '0')}.wav`,
    source: '上汽集团',
    time: '2026-11-01T08:00:00Z',
    duration: 60,
    ...overrides,
  };
}
