import { useEffect } from 'react';
import type { Player } from './player.ts';

/**
 * Calls `draw(currentTime, duration)` on every animation frame while the audio plays, and once on
 * each seek, load or pause, so progress moves smoothly without re-rendering React. `draw` writes to
 * the DOM (a bar's transform, a time text).
 */
export function useProgress(player: Player, draw: (time: number, duration: number) => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const audio = player.audio;
    let frame = 0;
    const paint = () => draw(player.currentTime(), player.duration());
    const loop = () => {
      paint();
      frame = audio.paused ? 0 : requestAnimationFrame(loop);
    };
    const start = () => {
      if (!frame) frame = requestAnimationFrame(loop);
    };
    const events = ['timeupdate', 'seeked', 'loadedmetadata', 'durationchange', 'pause', 'emptied'] as const;
    for (const e of events) audio.addEventListener(e, paint);
    audio.addEventListener('play', start);
    paint();
    if (!audio.paused) start();
    return () => {
      for (const e of events) audio.removeEventListener(e, paint);
      audio.removeEventListener('play', start);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [player, draw, enabled]);
}

/** 75 → '01:15'; an hour or more → '1:02:03'; unknown → '--:--'. */
export function formatClock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
