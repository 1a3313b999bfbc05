/** The MIME type of an HLS playlist, as canPlayType asks for it. */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS stream in `video`: natively where the browser can (Safari, iOS, WeChat on iOS),
 * else with hls.js, which is downloaded only then. Calls `onUnsupported` when neither works.
 * Returns a clean-up that stops loading.
 *
 * @example
 * useEffect(() => attachHls(videoRef.current, streamUrl, () => setUnsupported(true)), [streamUrl]);
 */
export function attachHls(video: HTMLVideoElement, url: string, onUnsupported: () => void): () => void {
  if (video.canPlayType(HLS_TYPE)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  let stopped = false;
  let destroy = () => {};
  void import('hls.js').then(
    ({ default: Hls }) => {
      if (stopped) return;
      if (!Hls.isSupported()) return onUnsupported();
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
