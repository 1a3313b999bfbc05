import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet } from '../../testing/requestHelpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => t.app.request(path, { method, headers });
/** The client resolves voiceUrl against its audio base, /media/ by default. */
const mediaUrl = (voiceUrl: string) => `/media/${voiceUrl}`;

interface Wav {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataBytes: number;
  samples: Int16Array;
}

/** Reads a canonical 44-byte-header PCM WAV, checking every field of the header. */
function readWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
  expect(view.getUint32(4, true)).toBe(bytes.length - 8);
  expect(view.getUint32(16, true)).toBe(16);
  expect(view.getUint16(20, true)).toBe(1);
  const channels = view.getUint16(22, true);
  const sampleRate = view.getUint32(24, true);
  const bitsPerSample = view.getUint16(34, true);
  expect(view.getUint32(28, true)).toBe((sampleRate * channels * bitsPerSample) / 8);
  expect(view.getUint16(32, true)).toBe((channels * bitsPerSample) / 8);
  const dataBytes = view.getUint32(40, true);
  expect(dataBytes).toBe(bytes.length - 44);
  const samples = new Int16Array(dataBytes / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(44 + i * 2, true);
  return { channels, sampleRate, bitsPerSample, dataBytes, samples };
}

async function playableVoices(): Promise<{ voiceUrl: string; duration: number | null }[]> {
  const episodes = (await apiGet(t.app, 'contentList', { pageSize: 50 })).body.data.list as { id: number; voiceUrl: string; duration: number }[];
  const voices: { voiceUrl: string; duration: number | null }[] = episodes.filter((item) => item.id !== 7).map(({ voiceUrl, duration }) => ({ voiceUrl, duration }));
  for (const id of [59, 72, 82, 83, 87, 88]) {
    const { body } = await apiGet(t.app, 'news/show', { id });
    voices.push({ voiceUrl: body.data.voiceUrl, duration: null });
  }
  return voices;
}

describe('generated audio files', () => {
  it('should serve every playable voiceUrl as a 16-bit mono WAV of the declared length', async () => {
    const voices = await playableVoices();
    expect(voices).toHaveLength(17);
    const etags = new Set<string>();
    for (const { voiceUrl, duration } of voices) {
      const res = await get(mediaUrl(voiceUrl));
      expect(res.status, voiceUrl).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d{7,}/);
      expect(res.headers.get('content-encoding')).toBeNull();
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('content-length')).toBe(String(bytes.length));
      const wav = readWav(bytes);
      expect({ channels: wav.channels, bits: wav.bitsPerSample }).toEqual({ channels: 1, bits: 16 });
      expect([8000, 11_025]).toContain(wav.sampleRate);
      const seconds = wav.dataBytes / 2 / wav.sampleRate;
      if (duration !== null) expect(Math.abs(seconds - duration), voiceUrl).toBeLessThanOrEqual(0.5);
      expect(seconds, voiceUrl).toBeGreaterThanOrEqual(6);
      expect(seconds, voiceUrl).toBeLessThanOrEqual(voiceUrl.startsWith('audio/news-') ? 15 : 20);
      // Audible, not clipped, and fading in and out quietly.
      const peak = wav.samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
      expect(peak, voiceUrl).toBeGreaterThan(8000);
      expect(peak, voiceUrl).toBeLessThan(32_000);
      expect(Math.abs(wav.samples[0] ?? 1)).toBeLessThan(50);
      expect(Math.abs(wav.samples.at(-1) ?? 1)).toBeLessThan(50);
      const etag = res.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[\w-]+"$/);
      etags.add(etag);
    }
    expect(etags.size).toBe(voices.length);
  });

  it('should never compress audio, so ranges keep meaning bytes of the file', async () => {
    const res = await get('/media/audio/ep-05.wav', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String((await res.arrayBuffer()).byteLength));
  });

  it('should give the same bytes every time', async () => {
    const a = new Uint8Array(await (await get('/media/audio/ep-03.wav')).arrayBuffer());
    const b = new Uint8Array(await (await get('/media/audio/ep-03.wav')).arrayBuffer());
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
  });

  it('should answer byte ranges as media elements ask for them', async () => {
    const full = new Uint8Array(await (await get('/media/audio/ep-01.wav')).arrayBuffer());
    const size = full.length;
    const part = async (range: string) => {
      const res = await get('/media/audio/ep-01.wav', { Range: range });
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, contentRange: res.headers.get('content-range'), length: res.headers.get('content-length'), bytes, res };
    };

    const first = await part('bytes=0-99');
    expect(first).toMatchObject({ status: 206, contentRange: `bytes 0-99/${size}`, length: '100' });
    expect(Buffer.from(first.bytes).equals(Buffer.from(full.subarray(0, 100)))).toBe(true);
    expect(first.res.headers.get('content-type')).toBe('audio/wav');
    expect(first.res.headers.get('accept-ranges')).toBe('bytes');
    expect(first.res.headers.get('etag')).toMatch(/^"/);

    const open = await part('bytes=100-');
    expect(open).toMatchObject({ status: 206, contentRange: `bytes 100-${size - 1}/${size}`, length: String(size - 100) });
    expect(Buffer.from(open.bytes).equals(Buffer.from(full.subarray(100)))).toBe(true);

    const suffix = await part('bytes=-50');
    expect(suffix).toMatchObject({ status: 206, contentRange: `bytes ${size - 50}-${size - 1}/${size}`, length: '50' });
    expect(Buffer.from(suffix.bytes).equals(Buffer.from(full.subarray(size - 50)))).toBe(true);

    const clamped = await part(`bytes=${size - 10}-${size + 1000}`);
    expect(clamped).toMatchObject({ status: 206, contentRange: `bytes ${size - 10}-${size - 1}/${size}`, length: '10' });
    const longSuffix = await part(`bytes=-${size + 5}`);
    expect(longSuffix).toMatchObject({ status: 206, contentRange: `bytes 0-${size - 1}/${size}` });
    expect(longSuffix.bytes.length).toBe(size);

    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const refused = await part(range);
      expect({ range, status: refused.status, contentRange: refused.contentRange, body: refused.bytes.length }).toEqual({ range, status: 416, contentRange: `bytes */${size}`, body: 0 });
    }
    // Not a single well-formed byte range: the whole file, as the RFC allows.
    for (const range of ['bytes=0-1,5-6', 'bytes=abc', 'items=0-9', 'bytes=9-1', 'bytes=-', '']) {
      const whole = await part(range);
      expect({ range, status: whole.status, length: whole.bytes.length }).toEqual({ range, status: 200, length: size });
    }
  });

  it('should honour If-Range and If-None-Match', async () => {
    const etag = (await get('/media/audio/ep-02.wav')).headers.get('etag') ?? '';
    expect((await get('/media/audio/ep-02.wav', { Range: 'bytes=0-9', 'If-Range': etag })).status).toBe(206);
    expect((await get('/media/audio/ep-02.wav', { Range: 'bytes=0-9', 'If-Range': '"stale"' })).status).toBe(200);
    const cached = await get('/media/audio/ep-02.wav', { 'If-None-Match': etag });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
  });

  it('should answer HEAD with the headers and no body', async () => {
    const size = (await (await get('/media/audio/ep-04.wav')).arrayBuffer()).byteLength;
    const head = await get('/media/audio/ep-04.wav', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    expect(head.headers.get('content-type')).toBe('audio/wav');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(await head.text()).toBe('');
    const ranged = await get('/media/audio/ep-04.wav', { Range: 'bytes=0-99' }, 'HEAD');
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await get('/media/audio/ep-07.wav', {}, 'HEAD')).status).toBe(404);
  });

  it('should answer 404 for episode 7, whose file does not exist', async () => {
    const res = await get(mediaUrl('audio/ep-07.wav'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, msg: '音频不存在', data: null });
  });

  it('should refuse odd names and path traversal with 4xx', async () => {
    const paths = [
      '/media/audio/ep-13.wav', '/media/audio/__proto__.wav', '/media/audio/constructor.wav', '/media/audio/EP-01.wav', '/media/audio/ep-01.WAV',
      '/media/audio/ep-01.wav.bak', '/media/audio/ep-01.mp3', '/media/audio/.wav', '/media/audio/-ep.wav', '/media/audio/ep--01.wav',
      '/media/audio/..%2f..%2fpackage.json', '/media/audio/..%2fep-01.wav', '/media/audio/%2e%2e%2fep-01.wav', '/media/audio/..%2F..%2Fnews%2F1.svg',
      '/media/audio/ep-01.wav%00', '/media/audio/ep-01.wav/', '/media/audio/', '/media/audio', '/media/audio/sub/ep-01.wav',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('content-type'), path).not.toBe('audio/wav');
    }
  });
});

describe('news voice', () => {
  it('should give news 59 a voiceUrl in its detail and lists, and news 1 none', async () => {
    const withVoice = await apiGet(t.app, 'news/show', { id: 59 });
    expect(withVoice.body.data.voiceUrl).toBe('audio/news-59.wav');
    const without = await apiGet(t.app, 'news/show', { id: 1 });
    expect(without.status).toBe(200);
    expect(without.body.data).not.toHaveProperty('voiceUrl');
    const list = (await apiGet(t.app, 'news/index', { page: 1, pageSize: 50 })).body.data.list as { id: number; voiceUrl?: string }[];
    const voiced = list.filter((item) => item.voiceUrl).map((item) => item.id).sort((a, b) => a - b);
    expect(voiced).toEqual([59, 72, 82, 83, 87, 88]);
  });
});
