import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_PREFIX } from '../media/mediaPaths.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { clipSources, h264Aac, type GeneratedFile } from './videoFiles.ts';

/** Length of one HLS segment, in seconds (a keyframe starts each). */
export const SEGMENT_SECONDS = 2;
/** Generated segments of a live event; the stream loops over them. */
export const LOOP_SEGMENTS = 6;
/** Segments a playlist lists (the live window). */
export const WINDOW_SEGMENTS = 4;
/** How far behind the live edge a segment can still be fetched (a slow player catching up). */
const KEPT_SEGMENTS = 12;
const GENERATOR_VERSION = 1;

/** Site-relative URL of a live event's rolling playlist. */
export const livePlaylistUrl = (liveId: number) => `${MEDIA_PREFIX}/live/${liveId}/index.m3u8`;
const segmentUrl = (liveId: number, sequence: number) => `${MEDIA_PREFIX}/live/${liveId}/${sequence}.ts`;

/** The media sequence number of the segment being broadcast `elapsedMs` after the start. */
export function liveEdge(elapsedMs: number): number {
  return Math.max(0, Math.floor(elapsedMs / (SEGMENT_SECONDS * 1000)));
}

/**
 * The rolling playlist at the live edge `edge`: the last {@link WINDOW_SEGMENTS} segments, so its
 * media sequence advances every {@link SEGMENT_SECONDS}. The loop restarts the generated clip's
 * timestamps, so a discontinuity precedes every loop start, and the discontinuity sequence counts
 * those that left the window (RFC 8216 §4.3.3.3).
 */
export function livePlaylist(liveId: number, edge: number): string {
  const first = Math.max(0, edge - WINDOW_SEGMENTS + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first === 0 ? 0 : Math.floor((first - 1) / LOOP_SEGMENTS)}`,
  ];
  for (let sequence = first; sequence <= edge; sequence++) {
    if (sequence > first && sequence % LOOP_SEGMENTS === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`, segmentUrl(liveId, sequence));
  }
  return `${lines.join('\n')}\n`;
}

/** Whether segment `sequence` can be fetched at the live edge `edge`: broadcast already and not too old. */
export function segmentAvailable(sequence: number, edge: number): boolean {
  return sequence <= edge && sequence > edge - KEPT_SEGMENTS;
}

const made = new Map<string, Promise<string>>();

/** Makes the looped segments of a live event in `dir` once (into a temporary folder, then renamed). */
function segmentsFolder(dir: string, liveId: number): Promise<string> {
  const folder = join(dir, `live-${liveId}-v${GENERATOR_VERSION}`);
  let ready = made.get(folder);
  if (!ready) {
    ready = (async () => {
      if (await stat(folder).then((info) => info.isDirectory(), () => false)) return folder;
      const partial = `${folder}.${process.pid}-${Date.now()}`;
      await mkdir(partial, { recursive: true });
      try {
        await runFfmpeg([
          ...clipSources(1000 + liveId, SEGMENT_SECONDS * LOOP_SEGMENTS),
          ...h264Aac(25 * SEGMENT_SECONDS),
          '-shortest',
          '-f', 'segment', '-segment_time', String(SEGMENT_SECONDS), '-segment_format', 'mpegts',
          join(partial, '%d.ts'),
        ]);
        await rename(partial, folder).catch(async (error: unknown) => {
          // Another process made it first.
          if (!(await stat(folder).then(() => true, () => false))) throw error;
        });
      } finally {
        await rm(partial, { recursive: true, force: true });
      }
      return folder;
    })();
    ready.catch(() => made.delete(folder));
    made.set(folder, ready);
  }
  return ready;
}

/** The MPEG-TS bytes of segment `sequence` of a live event: generated segment `sequence mod LOOP_SEGMENTS`. */
export async function liveSegment(dir: string, liveId: number, sequence: number): Promise<GeneratedFile> {
  const folder = await segmentsFolder(dir, liveId);
  const bytes = await readFile(join(folder, `${sequence % LOOP_SEGMENTS}.ts`));
  return { bytes, etag: `"live-${liveId}-${sequence}-${bytes.length}"` };
}
