import { describe, expect, it, vi } from 'vitest';
import { CHOOSE_IMAGE_DEFAULTS, chooseImageFiles, chooseImages } from './chooseImages.ts';
import { createWechatShare } from './createWechatShare.ts';
import { fakeWx } from '../testing/fakeWx.ts';

function readyShare(configResults?: string[]) {
  const fake = fakeWx(configResults);
  const share = createWechatShare({
    os: 'android',
    landingUrl: 'https://m.example.cn/shqcb/',
    currentUrl: () => 'https://m.example.cn/shqcb/',
    loadSdk: () => Promise.resolve(fake.wx),
    fetchConfig: () => Promise.resolve({ appID: 'a', timestamp: 1, nonceStr: 'n', signature: 's' }),
    defaultShareData: () => ({ title: 't', desc: 'd', link: 'https://m.example.cn/shqcb/?type=share', imgUrl: 'https://m.example.cn/i.png' }),
    log: () => undefined,
  });
  return { share, ...fake };
}

/** Answers the next file input the chooser clicks with `files` (or a cancel). */
function answerFileInput(files: File[] | 'cancel') {
  const inputs: HTMLInputElement[] = [];
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    inputs.push(this);
    if (files === 'cancel') this.dispatchEvent(new Event('cancel'));
    else {
      Object.defineProperty(this, 'files', { value: files });
      this.dispatchEvent(new Event('change'));
    }
  });
  return inputs;
}

describe('chooseImages', () => {
  it('should use wx.chooseImage with the defaults of SPEC §9 inside WeChat', async () => {
    const { share, calls } = readyShare();
    void share.init();
    const chosen = chooseImages({}, share);
    await expect(chosen).resolves.toEqual({ source: 'wechat', localIds: ['wxLocalResource://1'] });
    expect(calls.find(([name]) => name === 'chooseImage')).toEqual(['chooseImage', { count: 9, sizeType: ['original', 'compressed'], sourceType: ['album', 'camera'] }]);
    expect(CHOOSE_IMAGE_DEFAULTS.count).toBe(9);
  });

  it('should fall back to a file input outside WeChat, at most count files', async () => {
    const files = [1, 2, 3].map((n) => new File(['x'], `${n}.png`, { type: 'image/png' }));
    const inputs = answerFileInput(files);
    await expect(chooseImages({ count: 2 })).resolves.toEqual({ source: 'file', files: files.slice(0, 2) });
    expect(inputs[0]?.accept).toBe('image/*');
    expect(inputs[0]?.multiple).toBe(true);
    expect(inputs[0]?.isConnected).toBe(false);
  });

  it('should ask for the camera when only the camera is wanted, and resolve empty on cancel', async () => {
    const inputs = answerFileInput('cancel');
    await expect(chooseImages({ count: 1, sourceType: ['camera'] })).resolves.toEqual({ source: 'file', files: [] });
    expect(inputs[0]?.getAttribute('capture')).toBe('environment');
    expect(inputs[0]?.multiple).toBe(false);
  });

  it('should fall back to a file input when WeChat sharing failed to configure', async () => {
    const { share } = readyShare(['config:permission denied']);
    const files = [new File(['x'], 'a.png', { type: 'image/png' })];
    answerFileInput(files);
    const init = share.init();
    const chosen = chooseImages({}, share);
    await init;
    await expect(chosen).resolves.toEqual({ source: 'file', files });
  });
});

describe('chooseImageFiles', () => {
  it('should read WeChat’s pictures with getLocalImgData into Blobs for our own upload', async () => {
    const { share, calls } = readyShare();
    void share.init();
    const [picture] = await chooseImageFiles({ count: 1 }, share);
    expect(calls.find(([name]) => name === 'getLocalImgData')).toEqual(['getLocalImgData', { localId: 'wxLocalResource://1' }]);
    expect(picture?.type).toBe('image/jpeg');
    expect([...new Uint8Array(await (picture as Blob).arrayBuffer())]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('should answer the chosen files outside WeChat', async () => {
    const files = [new File(['x'], '1.png', { type: 'image/png' })];
    answerFileInput(files);
    await expect(chooseImageFiles({ count: 1 })).resolves.toEqual(files);
  });
});
