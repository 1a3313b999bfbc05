import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_PREFIX } from '../media/mediaPaths.ts';
import { runFfmpeg } from './ffmpeg.ts';

/** A generated file in memory, with the ETag it is served under. */
export interface GeneratedFile {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Bump when the generator's output changes, so cached files of an older look are not served. */
const GENERATOR_VERSION = 1;
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 25;

/** Site-relative URL of a video's MP4 (served by the media routes). */
export const videoUrl = (videoId: number) => `${MEDIA_PREFIX}/video/${videoId}.mp4`;
/** Site-relative URL of a video's poster frame. */
export const videoPosterUrl = (videoId: number) => `${MEDIA_PREFIX}/video/${videoId}.jpg`;

/** Where generated media are kept: next to uploads, or in the temp folder for an in-memory database. */
export function mediaCacheDir(filesDir: string | null): string {
  return filesDir === null ? join(tmpdir(), 'shqcb-media-cache') : join(filesDir, '..', 'media-cache');
}

/**
 * The lavfi picture and tone of a clip: a test pattern turned to its own hue and a tone of its own
 * pitch, so each seed looks and sounds different. `testsrc` draws a running seconds counter.
 */
export function clipSources(seed: number, seconds: number): string[] {
  const hue = (seed * 47) % 360;
  const pitch = 220 + ((seed * 37) % 440);
  return [
    '-f', 'lavfi', '-i', `testsrc=size=${WIDTH}x${HEIGHT}:rate=${FPS}:duration=${seconds},hue=h=${hue}:s=1.4`,
    '-f', 'lavfi', '-i', `sine=frequency=${pitch}:sample_rate=44100:duration=${seconds}`,
  ];
}

/** H.264 (baseline, yuv420p: every phone decodes it) and AAC, keyframes every `gop` frames. */
export function h264Aac(gop = FPS * 2): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-threads', '1',
    '-g', String(gop), '-keyint_min', String(gop), '-sc_threshold', '0',
    '-c:a', 'aac', '-b:a', '64k', '-ac', '1',
  ];
}

// One generation per file and process; files already on disk are read back.
const made = new Map<string, Promise<GeneratedFile>>();

/** Makes `name` in the cache folder with `make` (into a temporary name, then renamed) unless it is there. */
function cached(dir: string, name: string, make: (path: string) => Promise<void>): Promise<GeneratedFile> {
  const path = join(dir, name);
  let file = made.get(path);
  if (!file) {
    file = (async () => {
      const bytes = await readFile(path).catch(async () => {
        await mkdir(dir, { recursive: true });
        const partial = join(dir, `.${process.pid}-${Date.now()}-${name}`);
        try {
          await make(partial);
          await rename(partial, path);
        } finally {
          await rm(partial, { force: true });
        }
        return readFile(path);
      });
      return { bytes, etag: `"${name}-${bytes.length}"` };
    })();
    file.catch(() => made.delete(path));
    made.set(path, file);
  }
  return file;
}

/**
 * The MP4 of a video: `seconds` of its clip, H.264/AAC with the index at the front (faststart), so
 * playback starts before the whole file arrives. Made on first use and kept in `dir`.
 */
export function videoFile(dir: string, videoId: number, seconds: number): Promise<GeneratedFile> {
  return cached(dir, `video-${videoId}-${seconds}s-v${GENERATOR_VERSION}.mp4`, (path) =>
    runFfmpeg([...clipSources(videoId, seconds), ...h264Aac(), '-shortest', '-movflags', '+faststart', '-f', 'mp4', path]),
  );
}

/** The poster of a video: the frame one second in, as a JPEG. */
export function videoPoster(dir: string, videoId: number, seconds: number): Promise<GeneratedFile> {
  return cached(dir, `poster-${videoId}-${seconds}s-v${GENERATOR_VERSION}.jpg`, async (path) => {
    const video = await videoFile(dir, videoId, seconds);
    const source = join(dir, `video-${videoId}-${seconds}s-v${GENERATOR_VERSION}.mp4`);
    if (video.bytes.length === 0) throw new Error('empty video');
    await runFfmpeg(['-ss', '1', '-i', source, '-frames:v', '1', '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', path]);
  });
}

/** Site-relative URL of a live event's poster. */
export const livePosterUrl = (liveId: number) => `${MEDIA_PREFIX}/live/${liveId}/poster.jpg`;

/** The poster of a live event: a still of its stream's look (the seed its segments use). */
export function livePoster(dir: string, liveId: number): Promise<GeneratedFile> {
  return cached(dir, `live-poster-${liveId}-v${GENERATOR_VERSION}.jpg`, (path) =>
    runFfmpeg([...clipSources(1000 + liveId, 1).slice(0, 4), '-frames:v', '1', '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', path]),
  );
}
