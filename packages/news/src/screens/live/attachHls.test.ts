import { afterEach, describe, expect, it, vi } from 'vitest';
import { HLS_TYPE, attachHls, playsHlsNatively } from './attachHls.ts';

const hlsInstances: { source?: string; media?: HTMLMediaElement; destroyed: boolean }[] = [];
let hlsSupported = true;

vi.mock('hls.js', () => ({
  default: class {
    static isSupported = () => hlsSupported;
    readonly record = { destroyed: false } as (typeof hlsInstances)[number];
    constructor() {
      hlsInstances.push(this.record);
    }
    loadSource(url: string) {
      this.record.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

/** A video element whose canPlayType answers `answer` for HLS. */
function videoSaying(answer: CanPlayTypeResult): HTMLVideoElement {
  const video = document.createElement('video');
  video.load = () => {}; // jsdom has no media loading
  video.canPlayType = (type: string) => (type === HLS_TYPE ? answer : '');
  return video;
}

const URL = '/media/live/1/index.m3u8';

afterEach(() => {
  hlsInstances.length = 0;
  hlsSupported = true;
});

describe('playsHlsNatively', () => {
  it('should leave Chromium’s “maybe” to hls.js where Media Source Extensions exist', () => {
    expect(playsHlsNatively(videoSaying('maybe'), { MediaSource: class {} })).toBe(false);
    expect(playsHlsNatively(videoSaying('maybe'), { WebKitMediaSource: class {} })).toBe(false);
  });

  it('should play natively in Safari (ManagedMediaSource) and where there is no Media Source at all', () => {
    expect(playsHlsNatively(videoSaying('maybe'), { MediaSource: class {}, ManagedMediaSource: class {} })).toBe(true);
    expect(playsHlsNatively(videoSaying('probably'), {})).toBe(true);
  });

  it('should never play natively where the browser says it cannot', () => {
    expect(playsHlsNatively(videoSaying(''), {})).toBe(false);
    expect(playsHlsNatively(videoSaying(''), { ManagedMediaSource: class {} })).toBe(false);
  });
});

describe('attachHls', () => {
  it('should attach hls.js in a Chromium that claims HLS but has Media Source Extensions, and destroy it on clean-up', async () => {
    vi.stubGlobal('MediaSource', class {});
    try {
      const video = videoSaying('maybe');
      const stop = attachHls(video, URL, () => expect.unreachable('hls.js plays here'));
      await vi.waitFor(() => expect(hlsInstances).toHaveLength(1));
      expect(video.getAttribute('src')).toBeNull();
      expect(hlsInstances[0]).toMatchObject({ source: URL, media: video, destroyed: false });
      stop();
      expect(hlsInstances[0]?.destroyed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should set the playlist as the source where the player is native, and remove it on clean-up', () => {
    const video = videoSaying('maybe');
    const stop = attachHls(video, URL, () => expect.unreachable('native HLS plays here'));
    expect(video.getAttribute('src')).toBe(URL);
    stop();
    expect(video.getAttribute('src')).toBeNull();
    expect(hlsInstances).toHaveLength(0);
  });

  it('should fall back to the native player when hls.js cannot run, and report a browser that has neither', async () => {
    vi.stubGlobal('MediaSource', class {});
    try {
      hlsSupported = false;
      const native = videoSaying('maybe');
      attachHls(native, URL, () => expect.unreachable('the native player plays here'));
      await vi.waitFor(() => expect(native.getAttribute('src')).toBe(URL));
      const neither = videoSaying('');
      const unsupported = vi.fn();
      attachHls(neither, URL, unsupported);
      await vi.waitFor(() => expect(unsupported).toHaveBeenCalledOnce());
      expect(neither.getAttribute('src')).toBeNull();
      expect(hlsInstances).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should not attach hls.js after an early clean-up', async () => {
    vi.stubGlobal('MediaSource', class {});
    try {
      const stop = attachHls(videoSaying('maybe'), URL, () => expect.unreachable('stopped before hls.js arrived'));
      stop();
      await import('hls.js');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(hlsInstances).toHaveLength(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
