import { createHash } from 'node:crypto';
import { encodeWav } from './encodeWav.ts';
import { synthesizeTune } from './synthesizeTune.ts';

/** Sample rate of the generated files: plenty for gentle tones, 22 kB per second. */
export const AUDIO_SAMPLE_RATE = 11_025;

/**
 * The audio files the server generates (served at /media/audio/<name>). Seeded rows refer to them
 * by `audioVoiceUrl(name)` and copy their length from here, so row and file always agree. Names
 * not listed here do not exist (the seed's episode 7 points at one on purpose).
 */
const TRACK_SECONDS: ReadonlyMap<string, number> = new Map([
  // Podcast episodes; 1 and 2 (the newest, first in the list) are the shortest.
  ['ep-01.wav', 6],
  ['ep-02.wav', 6],
  ['ep-03.wav', 12],
  ['ep-04.wav', 9],
  ['ep-05.wav', 15],
  ['ep-06.wav', 20],
  ['ep-08.wav', 8],
  ['ep-09.wav', 18],
  ['ep-10.wav', 11],
  ['ep-11.wav', 16],
  ['ep-12.wav', 13],
  // Voice versions of some news articles (收听).
  ['news-59.wav', 8],
  ['news-72.wav', 12],
  ['news-82.wav', 6],
  ['news-83.wav', 10],
  ['news-87.wav', 15],
  ['news-88.wav', 9],
]);

/** File names: lower-case letters, digits and inner hyphens, `.wav`. The route only matches these. */
export const AUDIO_FILE_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*\\.wav';

/** `voiceUrl` of a generated file, relative to the reader's audio base (which defaults to /media/). */
export function audioVoiceUrl(name: string): string {
  return `audio/${name}`;
}

/** Length in seconds of a generated file; undefined for a name the server does not generate. */
export function trackSeconds(name: string): number | undefined {
  return TRACK_SECONDS.get(name);
}

/** A generated file, with the strong ETag of its bytes. */
export interface AudioFile {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

const cache = new Map<string, AudioFile>();

/**
 * The WAV bytes of a listed file, synthesised on first use and kept (about 4 MB for all of them).
 * Undefined for a name that is not listed.
 */
export function audioFile(name: string): AudioFile | undefined {
  const cached = cache.get(name);
  if (cached) return cached;
  const seconds = TRACK_SECONDS.get(name);
  if (seconds === undefined) return undefined;
  const bytes = encodeWav(synthesizeTune({ seed: fnv1a(name), seconds, sampleRate: AUDIO_SAMPLE_RATE }), AUDIO_SAMPLE_RATE);
  const file = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
  cache.set(name, file);
  return file;
}

/** 32-bit FNV-1a of a name: a different tune per file. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
