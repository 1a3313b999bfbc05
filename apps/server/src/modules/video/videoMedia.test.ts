import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { LOOP_SEGMENTS, SEGMENT_SECONDS, WINDOW_SEGMENTS, livePlaylist } from './liveStream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The ISO BMFF boxes at the top level of an MP4, in order. */
function topBoxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let at = 0; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at);
    names.push(new TextDecoder().decode(bytes.subarray(at + 4, at + 8)));
    if (size < 8) break;
    at += size;
  }
  return names;
}

describe('video files', () => {
  it('should serve an H.264/AAC MP4 with its index first (faststart) and byte ranges', async () => {
    const whole = await t.app.request('/media/video/1.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const boxes = topBoxes(bytes);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const text = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
    expect(text).toContain('avc1');
    expect(text).toContain('mp4a');

    const part = await t.app.request('/media/video/1.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    expect((await t.app.request('/media/video/1.mp4', { headers: { Range: `bytes=${bytes.length}-` } })).status).toBe(416);
  });

  it('should serve a JPEG poster, and 404 for an unknown video', async () => {
    const poster = await t.app.request('/media/video/1.jpg');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await poster.arrayBuffer());
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([0xff, 0xd8, 0xff]);
    expect((await t.app.request('/media/video/99999.mp4')).status).toBe(404);
    expect((await t.app.request('/media/video/99999999999.mp4')).status).toBe(404);
  });
});

describe('live stream', () => {
  it('should list the last segments with a discontinuity at every loop start', () => {
    const edge = LOOP_SEGMENTS + 1;
    const playlist = livePlaylist(4, edge);
    expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${edge - WINDOW_SEGMENTS + 1}`);
    expect(playlist.match(/#EXTINF/g)).toHaveLength(WINDOW_SEGMENTS);
    expect(playlist).toContain(`#EXT-X-DISCONTINUITY\n#EXTINF:${SEGMENT_SECONDS}.000,\n/media/live/4/${LOOP_SEGMENTS}.ts`);
    expect(livePlaylist(4, 3 * LOOP_SEGMENTS + 2)).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:2');
    expect(livePlaylist(4, 0)).toContain('#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-DISCONTINUITY-SEQUENCE:0');
  });

  it('should advance the media sequence of the live event with the clock and serve its segments as MPEG-TS', async () => {
    const sequenceOf = async () => {
      const answer = await t.app.request('/media/live/1/index.m3u8');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const text = await answer.text();
      return { first: Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]), last: text.trim().split('\n').at(-1) ?? '' };
    };
    const before = await sequenceOf();
    t.clock.advance(SEGMENT_SECONDS * 3);
    const after = await sequenceOf();
    expect(after.first).toBe(before.first + 3);

    const segment = await t.app.request(after.last);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    const bytes = new Uint8Array(await segment.arrayBuffer());
    expect(bytes[0]).toBe(0x47);
    expect(bytes[188]).toBe(0x47);
    const future = Number(/(\d+)\.ts$/.exec(after.last)?.[1]) + 1;
    expect((await t.app.request(`/media/live/1/${future}.ts`)).status).toBe(404);
  });

  it('should have no stream for an ended or upcoming event, and a poster for each', async () => {
    expect((await t.app.request('/media/live/2/index.m3u8')).status).toBe(404);
    expect((await t.app.request('/media/live/3/index.m3u8')).status).toBe(404);
    expect((await t.app.request('/media/live/99999/index.m3u8')).status).toBe(404);
    const poster = await t.app.request('/media/live/3/poster.jpg');
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });
});
