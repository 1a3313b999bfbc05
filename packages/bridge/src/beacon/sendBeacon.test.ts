import { describe, expect, it, vi } from 'vitest';
import { sendBeacon } from './sendBeacon.ts';

describe('sendBeacon', () => {
  it('should send the body as a JSON blob to the url and answer the browser’s yes', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    expect(sendBeacon('/api/front/pageStatistics', { views: [{ path: '/index' }] }, { sendBeacon: beacon })).toBe(true);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/front/pageStatistics');
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe('application/json');
    expect(JSON.parse(await (data as Blob).text())).toEqual({ views: [{ path: '/index' }] });
  });

  it('should call sendBeacon on its host (a detached call throws Illegal invocation in browsers)', () => {
    const host = {
      sendBeacon(this: unknown) {
        return this === host;
      },
    };
    expect(sendBeacon('/x', {}, host)).toBe(true);
  });

  it('should answer false when the browser refuses the beacon', () => {
    expect(sendBeacon('/x', {}, { sendBeacon: () => false })).toBe(false);
  });

  it('should answer false, not throw, when there is no sendBeacon or no navigator', () => {
    expect(sendBeacon('/x', {}, {})).toBe(false);
    expect(sendBeacon('/x', {}, undefined)).toBe(false);
  });

  it('should answer false, not throw, when sendBeacon throws or the body is not JSON', () => {
    const throwing = vi.fn(() => {
      throw new TypeError('Beacons are not allowed');
    });
    expect(sendBeacon('/x', {}, { sendBeacon: throwing })).toBe(false);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const beacon = vi.fn(() => true);
    expect(sendBeacon('/x', cyclic, { sendBeacon: beacon })).toBe(false);
    expect(sendBeacon('/x', undefined, { sendBeacon: beacon })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });
});
