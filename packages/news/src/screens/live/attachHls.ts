/** The MIME type of an HLS playlist, as canPlayType asks for it. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Whether `video` should play HLS itself rather than through hls.js: it says it can, and it is
 * Safari's player (ManagedMediaSource is Safari's) or there are no Media Source Extensions for
 * hls.js (iPhones before iOS 17.1, WeChat's iOS web view). Chromium from version 141 also answers
 * "maybe" for HLS, but its own player stalls on live playlists (it stopped reloading ours after the
 * second fetch, decision 0053), so where Media Source Extensions exist outside Safari, hls.js plays.
 */
export function playsHlsNatively(video: HTMLVideoElement, scope: object = globalThis): boolean {
  if (!video.canPlayType(HLS_TYPE)) return false;
  if ('ManagedMediaSource' in scope) return true;
  return !('MediaSource' in scope) && !('WebKitMediaSource' in scope);
}

/** Gives the playlist to the browser's own player; returns the clean-up that stops it loading. */
function playNatively(video: HTMLVideoElement, url: string): () => void {
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}

/**
 * Plays an HLS stream in `video`: natively in Safari and where there are no Media Source
 * Extensions (see {@link playsHlsNatively}), else with hls.js, which is downloaded only then.
 * Calls `onUnsupported` when neither works. Returns a clean-up that stops loading.
 *
 * @example
 * useEffect(() => attachHls(videoRef.current, streamUrl, () => setUnsupported(true)), [streamUrl]);
 */
export function attachHls(video: HTMLVideoElement, url: string, onUnsupported: () => void): () => void {
  if (playsHlsNatively(video)) return playNatively(video, url);
  let stopped = false;
  let destroy = () => {};
  void import('hls.js').then(
    ({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) {
        // Media Source Extensions without the codecs hls.js needs: the browser's own player, if any.
        if (!video.canPlayType(HLS_TYPE)) return onUnsupported();
        destroy = playNatively(video, url);
        return;
      }
      const hls = new Hls({ liveSyncDurationCount: 2 });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    },
    () => onUnsupported(),
  );
  return () => {
    stopped = true;
    destroy();
  };
}
