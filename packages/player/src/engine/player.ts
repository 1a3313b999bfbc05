import type { AudioTrack, MediaAction, MediaActionDetails, MediaControls, PlaybackRequest } from '@shqcb/bridge';
import { INITIAL_STATE, PAUSED, isPlaying, transition } from '../core/playerState.ts';
import type { PlayerEvent, PlayerState } from '../core/playerState.ts';
import { resolveAudioUrl } from '../core/audioUrl.ts';

/** Speed presets offered to the reader. */
export const SPEED_PRESETS = [0.75, 1, 1.25, 1.5, 2] as const;
/** Sleep-timer choices in minutes (besides 播完本条). */
export const SLEEP_MINUTES = [15, 30, 60] as const;
/** Seconds a skip button or a headset's seek moves. */
export const SKIP_SECONDS = 15;
/** How often (at most) the resume point is written while playing. */
export const SAVE_EVERY_MS = 1000;

export const ERROR_BROKEN = '该音频文件不存在或已损坏';
export const ERROR_NETWORK = '网络不给力，音频加载失败';
export const SKIPPED_SUFFIX = '，已为您播放下一条';

export type SleepTimer = { kind: 'minutes'; minutes: number; endsAt: number } | { kind: 'end-of-item' };

/** What the screens show. */
export interface PlayerSnapshot {
  state: PlayerState;
  rate: number;
  sleep: SleepTimer | null;
  /** Waiting for data while it should play. */
  buffering: boolean;
}

/** Where the resume points live (local storage in the app; a map in tests). */
export interface PositionStore {
  get(key: string, duration?: number): number;
  save(key: string, t: number): void;
  forget(key: string): void;
}

export interface PlayerOptions {
  audio: HTMLAudioElement;
  initial?: PlayerState;
  /** Called after every change of the play state (writes the SPEC §3 session keys). */
  persist?: (state: PlayerState) => void;
  positions: PositionStore;
  controls?: MediaControls;
  /** Says a message to the reader (a toast). */
  notify?: (message: string) => void;
  rate?: number;
  onRateChange?: (rate: number) => void;
  now?: () => number;
}

type Listener = () => void;

const mediaErrorText = (audio: HTMLAudioElement) => (audio.error?.code === 2 ? ERROR_NETWORK : ERROR_BROKEN);

/**
 * The one player of the app: the SPEC §4 state machine driving one audio element, so playback
 * survives every navigation. Adds what readers expect of a podcast app: resume points, speed,
 * a sleep timer, system media controls, and errors said in words (a broken file skips to the next
 * item in list mode).
 */
export class Player {
  readonly audio: HTMLAudioElement;
  private snapshot: PlayerSnapshot;
  private readonly listeners = new Set<Listener>();
  private readonly opts: PlayerOptions;
  private loadedKey: string | null = null;
  private pendingSeek = 0;
  private lastSave = 0;
  private sleepTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(opts: PlayerOptions) {
    this.opts = opts;
    this.audio = opts.audio;
    this.now = opts.now ?? Date.now;
    const rate = (SPEED_PRESETS as readonly number[]).includes(opts.rate ?? 1) ? (opts.rate ?? 1) : 1;
    this.snapshot = { state: opts.initial ?? INITIAL_STATE, rate, sleep: null, buffering: false };
    this.audio.preload = 'metadata';
    this.bindAudio();
    opts.controls?.onAction((action, details) => this.onMediaAction(action, details));
    this.apply(null);
  }

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get state(): PlayerState {
    return this.snapshot.state;
  }

  // ---- the reader's commands -------------------------------------------------------------

  request(request: PlaybackRequest): void {
    this.dispatch({ type: 'request', request });
  }
  /** Queues items at the end of the list; what plays goes on. */
  enqueue(tracks: readonly AudioTrack[]): void {
    this.dispatch({ type: 'enqueue', tracks });
  }
  play(): void {
    this.dispatch({ type: 'play' });
  }
  pause(): void {
    this.dispatch({ type: 'pause' });
  }
  toggle(): void {
    if (isPlaying(this.state)) this.pause();
    else this.play();
  }
  pick(key: string): void {
    if (this.state.current?.key === key && isPlaying(this.state)) return;
    this.dispatch({ type: 'pick', key });
  }
  next(): void {
    this.dispatch({ type: 'next' });
  }
  previous(): void {
    this.dispatch({ type: 'previous' });
  }
  remove(key: string): void {
    this.dispatch({ type: 'remove', key });
  }
  /** Empties the list; the panel asks '清空当前播列表？' before. */
  clear(): void {
    this.setSleep(null);
    this.dispatch({ type: 'clear' });
  }
  setListMode(isList: boolean): void {
    this.dispatch({ type: 'setList', isList });
  }

  /** Moves to `seconds` in the current item (kept for the item until it loads). */
  seek(seconds: number): void {
    if (!Number.isFinite(seconds)) return;
    const duration = this.duration();
    const t = Math.max(0, duration > 0 ? Math.min(seconds, duration - 0.1) : seconds);
    if (this.audio.readyState >= 1) this.audio.currentTime = t;
    else this.pendingSeek = t;
    this.savePosition(true, t);
    this.updateControls();
  }
  skip(deltaSeconds: number): void {
    this.seek(this.currentTime() + deltaSeconds);
  }
  currentTime(): number {
    return this.audio.readyState >= 1 ? this.audio.currentTime : this.pendingSeek;
  }
  /** Seconds, from the file once known, else from the item; 0 when unknown. */
  duration(): number {
    const d = this.audio.duration;
    if (Number.isFinite(d) && d > 0) return d;
    return this.state.current?.duration ?? 0;
  }

  setRate(rate: number): void {
    if (!(SPEED_PRESETS as readonly number[]).includes(rate)) return;
    this.audio.defaultPlaybackRate = rate;
    this.audio.playbackRate = rate;
    this.update({ rate });
    this.opts.onRateChange?.(rate);
    this.updateControls();
  }

  /** Stops playback after `minutes`, at the end of the current item ('end'), or cancels (null). */
  setSleep(choice: number | 'end' | null): void {
    if (this.sleepTimer) clearTimeout(this.sleepTimer);
    this.sleepTimer = null;
    if (choice === null) {
      this.update({ sleep: null });
      return;
    }
    if (choice === 'end') {
      this.update({ sleep: { kind: 'end-of-item' } });
      return;
    }
    const ms = choice * 60_000;
    this.sleepTimer = setTimeout(() => {
      this.sleepTimer = null;
      this.update({ sleep: null });
      this.pause();
    }, ms);
    this.update({ sleep: { kind: 'minutes', minutes: choice, endsAt: this.now() + ms } });
  }

  // ---- state ------------------------------------------------------------------------------

  dispatch(event: PlayerEvent): void {
    this.commit(transition(this.state, event));
  }

  private commit(after: PlayerState): void {
    const before = this.state;
    if (after === before) return;
    this.update({ state: after });
    this.opts.persist?.(after);
    this.apply(before);
  }

  private update(change: Partial<PlayerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of [...this.listeners]) listener();
  }

  /** Makes the audio element follow the state. */
  private apply(before: PlayerState | null): void {
    const s = this.state;
    const item = s.current;
    if (!item) {
      if (this.loadedKey !== null) {
        this.savePosition(true);
        this.loadedKey = null;
        this.audio.pause();
        this.audio.removeAttribute('src');
        this.audio.load();
      }
      this.opts.controls?.setNowPlaying(null);
      return;
    }
    // Asked to play again, an item that failed (refused address, load error) loads again.
    if (item.key !== this.loadedKey || (isPlaying(s) && (!this.audio.getAttribute('src') || this.audio.error !== null))) {
      if (!this.load(item)) return;
    }
    if (isPlaying(s)) {
      if (this.audio.paused) this.startPlayback();
    } else if (!this.audio.paused) {
      this.audio.pause();
    }
    if (!before || isPlaying(before) !== isPlaying(s) || before.current?.key !== item.key) this.updateControls();
  }

  private load(item: AudioTrack): boolean {
    if (this.loadedKey !== null) this.savePosition(true);
    const url = resolveAudioUrl(item.voiceUrl);
    this.loadedKey = item.key;
    this.update({ buffering: false });
    if (!url) {
      this.audio.removeAttribute('src');
      this.fail(ERROR_BROKEN);
      return false;
    }
    this.pendingSeek = this.opts.positions.get(item.key, item.duration || Number.POSITIVE_INFINITY);
    this.audio.src = url;
    this.audio.defaultPlaybackRate = this.snapshot.rate;
    this.audio.playbackRate = this.snapshot.rate;
    this.opts.controls?.setNowPlaying({ title: item.title, artist: item.source || '上海汽车报', album: '上海汽车报', artwork: absolute(item.cover) });
    return true;
  }

  private startPlayback(): void {
    const key = this.loadedKey;
    // Web views before Chrome 50 return undefined rather than a promise.
    const started = this.audio.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => {
      const name = error instanceof Error || error instanceof DOMException ? error.name : '';
      // A newer load or pause interrupted this play: nothing to do.
      if (name === 'AbortError' || key !== this.loadedKey) return;
      // The browser wants a tap first (e.g. after a reload): show it paused, the reader taps ▶.
      if (name === 'NotAllowedError') {
        this.dispatch({ type: 'pause' });
        return;
      }
      // Unsupported or missing files also arrive as an 'error' event, which says it to the reader.
      if (name !== 'NotSupportedError') console.warn('[player] play failed', error);
    });
  }

  private fail(message: string): void {
    const s = this.state;
    const willSkip = s.isList && s.current !== null && s.ids.indexOf(s.current.key) < s.ids.length - 1;
    this.opts.notify?.(willSkip ? message + SKIPPED_SUFFIX : message);
    this.dispatch({ type: 'failed' });
  }

  private savePosition(force: boolean, t = this.audio.currentTime): void {
    const key = this.loadedKey;
    if (!key || this.audio.readyState < 1) return;
    const now = this.now();
    if (!force && now - this.lastSave < SAVE_EVERY_MS) return;
    this.lastSave = now;
    this.opts.positions.save(key, t);
  }

  private updateControls(): void {
    const controls = this.opts.controls;
    if (!controls) return;
    const s = this.state;
    if (!s.current) {
      controls.setState('none');
      return;
    }
    controls.setState(isPlaying(s) ? 'playing' : 'paused', {
      duration: this.duration(),
      position: this.currentTime(),
      playbackRate: this.snapshot.rate,
    });
  }

  private onMediaAction(action: MediaAction, details: MediaActionDetails): void {
    switch (action) {
      case 'play':
        return this.play();
      case 'pause':
      case 'stop':
        return this.pause();
      case 'nexttrack':
        return this.next();
      case 'previoustrack':
        return this.previous();
      case 'seekbackward':
        return this.skip(-(details.seekOffset ?? SKIP_SECONDS));
      case 'seekforward':
        return this.skip(details.seekOffset ?? SKIP_SECONDS);
      case 'seekto':
        if (details.seekTime !== undefined) this.seek(details.seekTime);
        return;
    }
  }

  private bindAudio(): void {
    const a = this.audio;
    a.addEventListener('loadedmetadata', () => {
      if (this.pendingSeek > 0 && this.pendingSeek < a.duration) a.currentTime = this.pendingSeek;
      this.pendingSeek = 0;
      this.updateControls();
    });
    a.addEventListener('timeupdate', () => {
      if (!a.paused) this.savePosition(false);
    });
    a.addEventListener('pause', () => {
      this.savePosition(true);
      // Paused from outside (a call, headphones unplugged, the system's controls): follow it.
      if (isPlaying(this.state) && !a.ended && this.loadedKey === this.state.current?.key && a.readyState >= 1) this.dispatch({ type: 'pause' });
    });
    a.addEventListener('play', () => {
      if (!isPlaying(this.state) && this.state.current && this.loadedKey === this.state.current.key) this.dispatch({ type: 'play' });
    });
    a.addEventListener('waiting', () => this.update({ buffering: true }));
    a.addEventListener('playing', () => {
      this.update({ buffering: false });
      this.updateControls();
    });
    a.addEventListener('ended', () => {
      if (this.loadedKey) this.opts.positions.forget(this.loadedKey);
      if (this.snapshot.sleep?.kind === 'end-of-item') {
        // The sleep timer stops here: the next item (in list mode) waits, paused.
        this.update({ sleep: null });
        const after = transition(this.state, { type: 'ended' });
        this.commit(isPlaying(after) ? { ...after, playId: PAUSED } : after);
        return;
      }
      this.dispatch({ type: 'ended' });
    });
    a.addEventListener('error', () => {
      // An error of an element without a source (after clear) is not the reader's concern, nor is
      // one while paused (the metadata of a restored item): ▶ loads the item again and says it then.
      if (!a.getAttribute('src') || !this.state.current || !isPlaying(this.state)) return;
      this.update({ buffering: false });
      this.fail(mediaErrorText(a));
    });
  }
}

function absolute(src: string | undefined): string {
  if (!src) return '';
  try {
    return new URL(src, globalThis.location?.href).href;
  } catch {
    return '';
  }
}
