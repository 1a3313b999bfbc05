import { useEffect, useRef, type ReactNode } from 'react';
import { readPosition, savePosition } from './videoPositions.ts';
import './VideoPlayer.css';

/** Attributes that keep a video inline in WeChat, QQ's X5 web view and old iOS web views. */
export const INLINE_VIDEO_ATTRIBUTES = {
  'webkit-playsinline': 'true',
  'x5-playsinline': 'true',
  'x5-video-player-type': 'h5-page',
  'x5-video-orientation': 'landscape|portrait',
} as const;

export interface VideoPlayerProps {
  /** An MP4 URL (byte ranges) or, with `attach`, nothing: `attach` sets the source itself. */
  src?: string;
  poster: string;
  /** The accessible name of the player, e.g. the video's title. */
  label: string;
  /** Where to keep the reader's position (e.g. 'video:12'); none for a live stream. */
  resumeKey?: string;
  /** Gives a live stream its source (native HLS or hls.js); returns a clean-up. */
  attach?: (video: HTMLVideoElement) => () => void;
  children?: ReactNode;
}

/**
 * The inline video element of the video screens: native controls, never autoplaying (a metered
 * connection is the reader's to spend), `playsinline` and the X5 attributes, 16:9. With a
 * `resumeKey` it starts where the reader left the video in this session.
 */
export function VideoPlayer({ src, poster, label, resumeKey, attach, children }: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || !attach) return;
    return attach(video);
  }, [attach]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !resumeKey) return;
    const resume = () => {
      const at = readPosition(resumeKey);
      // Near the end, start over rather than land on the last frame.
      if (at > 0 && (!Number.isFinite(video.duration) || at < video.duration - 1)) video.currentTime = at;
    };
    let last = 0;
    const keep = () => {
      if (Math.abs(video.currentTime - last) < 1) return;
      last = video.currentTime;
      savePosition(resumeKey, video.currentTime);
    };
    const forget = () => savePosition(resumeKey, 0);
    if (video.readyState >= 1) resume();
    video.addEventListener('loadedmetadata', resume);
    video.addEventListener('timeupdate', keep);
    video.addEventListener('pause', keep);
    video.addEventListener('ended', forget);
    return () => {
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('timeupdate', keep);
      video.removeEventListener('pause', keep);
      video.removeEventListener('ended', forget);
    };
  }, [resumeKey, src]);

  return (
    <div className="shq-video-player">
      <video
        ref={ref}
        className="shq-video-player__video"
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        data-testid="video.player"
        {...INLINE_VIDEO_ATTRIBUTES}
      />
      {children}
    </div>
  );
}
