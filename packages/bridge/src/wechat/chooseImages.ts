import type { WechatShare } from './createWechatShare.ts';
import type { WxResult } from './wxTypes.ts';

/** SPEC §9: nine images, original and compressed sizes, album and camera. */
export const CHOOSE_IMAGE_DEFAULTS = {
  count: 9,
  sizeType: ['original', 'compressed'] as Array<'original' | 'compressed'>,
  sourceType: ['album', 'camera'] as Array<'album' | 'camera'>,
};

export interface ChooseImagesOptions {
  count?: number;
  sizeType?: Array<'original' | 'compressed'>;
  sourceType?: Array<'album' | 'camera'>;
}

/** WeChat answers local ids (for wx.uploadImage or an <img>); a browser answers files. Empty when cancelled. */
export type ChosenImages = { source: 'wechat'; localIds: string[] } | { source: 'file'; files: File[] };

/**
 * Opens a file input for images: several when `count` > 1, the camera when only the camera is asked
 * for. Resolves with the chosen files (at most `count`), or none when the reader cancels. Call it in
 * the click handler: browsers open a file picker only during a user gesture.
 */
export function chooseFromFileInput(options: ChooseImagesOptions = {}, doc: Document = document): Promise<ChosenImages> {
  const { count, sourceType } = { ...CHOOSE_IMAGE_DEFAULTS, ...options };
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.multiple = count > 1;
    if (sourceType.length === 1 && sourceType[0] === 'camera') input.setAttribute('capture', 'environment');
    input.style.display = 'none';
    const done = (files: File[]) => {
      input.remove();
      resolve({ source: 'file', files: files.slice(0, count) });
    };
    input.addEventListener('change', () => done(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => done([]), { once: true });
    doc.body.append(input);
    input.click();
  });
}

/**
 * The image chooser of SPEC §9: inside WeChat (`share` configured) wx.chooseImage with the spec's
 * defaults; elsewhere, or when WeChat's SDK is not configured or fails, a file input.
 *
 * @example
 * const picked = await chooseImages({ count: 1 }, wechatShare());
 */
export function chooseImages(options: ChooseImagesOptions = {}, share: WechatShare | null = null, doc?: Document): Promise<ChosenImages> {
  const settings = { ...CHOOSE_IMAGE_DEFAULTS, ...options };
  if (!share || share.state === 'failed' || share.state === 'idle') return chooseFromFileInput(settings, doc);
  return new Promise((resolve) => {
    share.whenReady((wx) =>
      wx.chooseImage({
        ...settings,
        success: (result) => resolve({ source: 'wechat', localIds: result.localIds }),
        cancel: () => resolve({ source: 'wechat', localIds: [] }),
        fail: (result: WxResult) => {
          console.warn('[wechat] chooseImage failed', result);
          resolve(chooseFromFileInput(settings, doc));
        },
      }),
      () => resolve(chooseFromFileInput(settings, doc)),
    );
  });
}

/** A WeChat local id's picture as a Blob (wx.getLocalImgData), or `null` when WeChat cannot read it. */
function wechatImageBlob(share: WechatShare, localId: string): Promise<Blob | null> {
  return new Promise((resolve) => {
    share.whenReady(
      (wx) =>
        wx.getLocalImgData({
          localId,
          success: ({ localData }) => {
            if (typeof localData !== 'string' || localData === '') {
              resolve(null);
              return;
            }
            const [header, data = header] = localData.includes(',') ? localData.split(',', 2) : ['', localData];
            const type = /image\/[a-z]+/.exec(header ?? '')?.[0] ?? 'image/jpeg';
            resolve(new Blob([Uint8Array.from(atob(data ?? ''), (c) => c.charCodeAt(0))], { type }));
          },
          fail: () => resolve(null),
        }),
      () => resolve(null),
    );
  });
}

/**
 * Pictures to upload to our server, as Blobs: WeChat's chooser and getLocalImgData inside WeChat, a
 * file input elsewhere. Empty when the reader cancels.
 *
 * @example
 * const [picture] = await chooseImageFiles({ count: 1 }, wechatShare());
 */
export async function chooseImageFiles(options: ChooseImagesOptions = {}, share: WechatShare | null = null, doc?: Document): Promise<Blob[]> {
  const picked = await chooseImages(options, share, doc);
  if (picked.source === 'file') return picked.files;
  if (!share) return [];
  const blobs = await Promise.all(picked.localIds.map((id) => wechatImageBlob(share, id)));
  return blobs.filter((blob): blob is Blob => blob !== null);
}
