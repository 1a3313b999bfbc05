import { seededRandom } from '../../random/seededRandom.ts';

export interface TuneOptions {
  /** Picks key, tempo, melody and chords; the same seed plays the same tune. */
  seed: number;
  seconds: number;
  sampleRate: number;
}

/** Major pentatonic steps: no semitone clashes, so any walk through it sounds agreeable. */
const PENTATONIC = [0, 2, 4, 7, 9];
/** I, IV, V and vi of the key, as semitones above its root. */
const CHORD_ROOTS = [0, 5, 7, 9];
/** Loudest sample as a share of full scale: a calm level that leaves room for the player's volume. */
const PEAK = 0.55;
const FADE_IN_SECONDS = 0.3;
const FADE_OUT_SECONDS = 0.9;

const midiToHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * A short, gentle jingle as 16-bit samples: a bell-like pentatonic melody over soft bass notes, one
 * chord per bar, with a quiet fade in and out. Deterministic for a seed, so a file's bytes (and
 * its ETag) never change.
 *
 * @example synthesizeTune({ seed: 7, seconds: 6, sampleRate: 11025 }) // 66 150 samples
 */
export function synthesizeTune({ seed, seconds, sampleRate }: TuneOptions): Int16Array {
  const rng = seededRandom(seed);
  const length = Math.round(seconds * sampleRate);
  const mix = new Float64Array(length);
  const root = rng.int(57, 65);
  const beat = rng.pick([0.3, 0.34, 0.38, 0.42, 0.48]);
  const bar = beat * 4;

  // Bass: the chord root of each bar, an octave below the key, slow attack and a long ring.
  for (let start = 0, index = 0; start < seconds; start += bar, index++) {
    const step = index % 4 === 0 ? 0 : rng.pick(CHORD_ROOTS);
    addNote(mix, sampleRate, { start, hz: midiToHz(root - 12 + step), ring: bar * 1.1, attack: 0.06, decay: 1.4, gain: 0.3, overtones: [1, 0.15] });
  }

  // Melody: a walk over two octaves of the pentatonic scale, mostly stepwise, home at the end.
  let degree = rng.int(3, 6);
  for (let start = beat * 0.5; start < seconds - bar; ) {
    const beats = rng.pick([0.5, 1, 1, 1, 2]);
    degree = Math.max(0, Math.min(9, degree + rng.pick([-2, -1, -1, 0, 1, 1, 2])));
    if (!rng.chance(0.12)) {
      const hz = midiToHz(root + 12 * Math.floor(degree / 5) + (PENTATONIC[degree % 5] as number));
      addNote(mix, sampleRate, { start, hz, ring: beats * beat + 0.5, attack: 0.012, decay: 0.45, gain: 0.5, overtones: [1, 0.3, 0.1] });
    }
    start += beats * beat;
  }
  const lastStart = Math.max(0, seconds - bar);
  addNote(mix, sampleRate, { start: lastStart, hz: midiToHz(root + 12), ring: seconds - lastStart, attack: 0.012, decay: 0.7, gain: 0.5, overtones: [1, 0.3, 0.1] });

  return toPcm16(mix, sampleRate);
}

interface Note {
  start: number;
  hz: number;
  /** Seconds the note sounds, tail included (cut at the end of the track). */
  ring: number;
  attack: number;
  /** Time constant of the exponential decay, in seconds. */
  decay: number;
  gain: number;
  /** Amplitudes of the fundamental and its harmonics. */
  overtones: number[];
}

function addNote(mix: Float64Array, sampleRate: number, note: Note): void {
  const first = Math.round(note.start * sampleRate);
  const count = Math.min(mix.length - first, Math.round(note.ring * sampleRate));
  const release = Math.min(count, Math.round(0.03 * sampleRate));
  const nyquist = sampleRate / 2;
  for (let i = 0; i < count; i++) {
    const t = i / sampleRate;
    let envelope = note.gain * Math.min(1, t / note.attack) * Math.exp(-t / note.decay);
    if (i >= count - release) envelope *= (count - i) / release;
    let value = 0;
    note.overtones.forEach((amplitude, k) => {
      const hz = note.hz * (k + 1);
      if (hz < nyquist) value += amplitude * Math.sin(2 * Math.PI * hz * t);
    });
    mix[first + i] = (mix[first + i] as number) + envelope * value;
  }
}

/** Normalises to PEAK, fades in and out (raised cosine) and rounds to 16-bit. */
function toPcm16(mix: Float64Array, sampleRate: number): Int16Array {
  let peak = 0;
  for (const value of mix) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? (PEAK * 32767) / peak : 0;
  const fadeIn = Math.round(FADE_IN_SECONDS * sampleRate);
  const fadeOut = Math.round(FADE_OUT_SECONDS * sampleRate);
  const out = new Int16Array(mix.length);
  for (let i = 0; i < mix.length; i++) {
    const edge = Math.min(1, i / fadeIn, (mix.length - 1 - i) / fadeOut);
    const fade = 0.5 - 0.5 * Math.cos(Math.PI * Math.max(0, edge));
    out[i] = Math.max(-32768, Math.min(32767, Math.round((mix[i] as number) * scale * fade)));
  }
  return out;
}
