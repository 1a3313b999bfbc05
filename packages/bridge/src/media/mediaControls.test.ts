import { describe, expect, it, vi } from 'vitest';
import type { NativeBridge } from '../native/createNativeBridge.ts';
import { createMediaControls } from './mediaControls.ts';
import type { MediaControlsHost } from './mediaControls.ts';

const nowPlaying = { title: '车市周报', artist: '上海汽车报', album: '播客', artwork: 'https://example.test/c.svg' };

function fakeBridge(supported: boolean) {
  const setMediaSession = vi.fn<(args: Record<string, unknown>) => Promise<void>>(() => Promise.resolve());
  const bridge = { supports: (call: string) => supported && call === 'setMediaSession', setMediaSession } as unknown as NativeBridge;
  return { bridge, setMediaSession };
}

function fakeSession() {
  const handlers = new Map<string, (d: { action: string; seekTime?: number; seekOffset?: number }) => void>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: vi.fn((action: string, h: ((d: { action: string }) => void) | null) => {
      if (action === 'seekto') throw new TypeError('unknown action'); // like an older browser
      if (h) handlers.set(action, h);
    }),
    setPositionState: vi.fn(),
  };
  class MediaMetadata {
    readonly init: unknown;
    constructor(init: unknown) {
      this.init = init;
    }
  }
  return { session, handlers, host: { navigator: { mediaSession: session }, MediaMetadata } as MediaControlsHost };
}

describe('createMediaControls', () => {
  it('inside an app with setMediaSession: sends the state with what plays, and answers ShqcbBridge.media', () => {
    const { bridge, setMediaSession } = fakeBridge(true);
    const host: MediaControlsHost = { ShqcbBridge: { callback: () => undefined } };
    const controls = createMediaControls({ host, bridge });
    expect(controls.kind).toBe('native');
    controls.setNowPlaying(nowPlaying);
    controls.setState('playing', { duration: 12, position: 3, playbackRate: 1.5 });
    expect(setMediaSession).toHaveBeenLastCalledWith(
      expect.objectContaining({ state: 'playing', title: '车市周报', artist: '上海汽车报', duration: 12, position: 3, rate: 1.5 }),
    );
    const onAction = vi.fn();
    controls.onAction(onAction);
    host.ShqcbBridge?.media?.('seekto', { seekTime: 8 });
    host.ShqcbBridge?.media?.('nexttrack');
    host.ShqcbBridge?.media?.('explode');
    expect(onAction.mock.calls).toEqual([
      ['seekto', { seekTime: 8 }],
      ['nexttrack', {}],
    ]);
    controls.setNowPlaying(null);
    expect(setMediaSession).toHaveBeenLastCalledWith({ state: 'none' });
  });

  it('in a browser with the Media Session API: metadata, playback state, position, and the actions it knows', () => {
    const { session, handlers, host } = fakeSession();
    const controls = createMediaControls({ host, bridge: null });
    expect(controls.kind).toBe('media-session');
    controls.setNowPlaying(nowPlaying);
    expect((session.metadata as { init: unknown }).init).toEqual({ title: '车市周报', artist: '上海汽车报', album: '播客', artwork: [{ src: nowPlaying.artwork }] });
    controls.setState('paused', { duration: 10, position: 12, playbackRate: 1 });
    expect(session.playbackState).toBe('paused');
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 10, playbackRate: 1, position: 10 });
    controls.setState('playing', { duration: Number.NaN, position: 0, playbackRate: 1 });
    expect(session.setPositionState).toHaveBeenCalledTimes(1);
    const onAction = vi.fn();
    controls.onAction(onAction);
    handlers.get('seekforward')?.({ action: 'seekforward', seekOffset: 15 });
    handlers.get('pause')?.({ action: 'pause' });
    expect(onAction.mock.calls).toEqual([
      ['seekforward', { seekOffset: 15 }],
      ['pause', {}],
    ]);
    expect(handlers.has('seekto')).toBe(false);
    controls.setNowPlaying(null);
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });

  it('inside an app without setMediaSession falls back to the Media Session API, and to nothing without it', () => {
    const { host } = fakeSession();
    expect(createMediaControls({ host, bridge: fakeBridge(false).bridge }).kind).toBe('media-session');
    const none = createMediaControls({ host: {}, bridge: null });
    expect(none.kind).toBe('none');
    expect(() => {
      none.setNowPlaying(nowPlaying);
      none.setState('playing');
    }).not.toThrow();
  });
});
