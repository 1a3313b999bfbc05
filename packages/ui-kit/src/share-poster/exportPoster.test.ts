import { toCanvas } from 'html-to-image';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSTER_SCALE, exportPoster, exportPosterBlob, needsWarmUp } from './exportPoster.ts';

vi.mock('html-to-image', () => ({ toCanvas: vi.fn() }));

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; 23049RAD8C Build/UKQ1.230804.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 MicroMessenger/8.0.55.2780';

function fakeCanvas(blob: Blob | null = new Blob(['png'], { type: 'image/png' })) {
  return {
    toDataURL: vi.fn((type: string) => `data:${type};base64,UE5H`),
    toBlob: vi.fn((done: (b: Blob | null) => void) => done(blob)),
  } as unknown as HTMLCanvasElement;
}

const mocked = vi.mocked(toCanvas);
let node: HTMLElement;

beforeEach(() => {
  node = document.createElement('figure');
  const img = document.createElement('img');
  img.decode = vi.fn(() => Promise.reject(new Error('broken image')));
  node.append(img);
  mocked.mockReset();
  mocked.mockResolvedValue(fakeCanvas());
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('needsWarmUp', () => {
  it('should hold for Safari and every iOS browser, not for Chromium-based ones', () => {
    expect(needsWarmUp(IPHONE_SAFARI)).toBe(true);
    expect(needsWarmUp(IPHONE_WECHAT)).toBe(true);
    expect(needsWarmUp(IPHONE_CHROME)).toBe(true);
    expect(needsWarmUp(ANDROID_WECHAT)).toBe(false);
    expect(needsWarmUp('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(false);
  });
});

describe('exportPoster', () => {
  it('should capture the node at scale 4 as a PNG data URL, once outside WebKit', async () => {
    const url = await exportPoster(node, { userAgent: ANDROID_WECHAT });
    expect(url).toBe('data:image/png;base64,UE5H');
    expect(POSTER_SCALE).toBe(4);
    expect(mocked).toHaveBeenCalledExactlyOnceWith(node, expect.objectContaining({ pixelRatio: 4, skipFonts: true, backgroundColor: '#ffffff' }));
    expect(mocked.mock.calls[0]?.[1]?.imagePlaceholder).toMatch(/^data:image\/png;base64,/);
  });

  it('should render a throw-away warm-up first on iOS, with the same settings, and return the second image', async () => {
    const warm = fakeCanvas();
    const real = fakeCanvas();
    mocked.mockResolvedValueOnce(warm).mockResolvedValueOnce(real);
    await exportPoster(node, { userAgent: IPHONE_SAFARI });
    expect(mocked).toHaveBeenCalledTimes(2);
    expect(mocked.mock.calls[0]).toEqual(mocked.mock.calls[1]);
    expect(warm.toDataURL).not.toHaveBeenCalled();
    expect(real.toDataURL).toHaveBeenCalledWith('image/png');
  });

  it('should follow an explicit warmUp over the user agent', async () => {
    await exportPoster(node, { userAgent: ANDROID_WECHAT, warmUp: true });
    expect(mocked).toHaveBeenCalledTimes(2);
    mocked.mockClear();
    await exportPoster(node, { userAgent: IPHONE_SAFARI, warmUp: false });
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('should wait for the images to decode (or fail) before capturing', async () => {
    const img = node.querySelector('img') as HTMLImageElement;
    let loaded: () => void = () => {};
    img.decode = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const pending = exportPoster(node, { userAgent: ANDROID_WECHAT });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocked).not.toHaveBeenCalled();
    loaded();
    await pending;
    expect(mocked).toHaveBeenCalledTimes(1);
  });

  it('should pass on a capture failure', async () => {
    mocked.mockRejectedValue(new Error('tainted'));
    await expect(exportPoster(node, { userAgent: ANDROID_WECHAT })).rejects.toThrow('tainted');
  });
});

describe('exportPosterBlob', () => {
  it('should return a PNG blob, warmed up on iOS', async () => {
    const blob = await exportPosterBlob(node, { userAgent: IPHONE_WECHAT });
    expect(blob.type).toBe('image/png');
    expect(mocked).toHaveBeenCalledTimes(2);
  });

  it('should reject when the canvas gives no blob', async () => {
    mocked.mockResolvedValue(fakeCanvas(null));
    await expect(exportPosterBlob(node, { userAgent: ANDROID_WECHAT })).rejects.toThrow('poster export produced no image');
  });
});
