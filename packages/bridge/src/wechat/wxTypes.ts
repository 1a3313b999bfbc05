/** The part of WeChat's JS-SDK (`window.wx`, jweixin 1.6.0) the reader uses. */

/** What every SDK callback receives. */
export interface WxResult {
  errMsg: string;
}

export interface WxCallbacks<R extends WxResult = WxResult> {
  success?: (result: R) => void;
  fail?: (result: WxResult) => void;
  cancel?: (result: WxResult) => void;
  complete?: (result: WxResult) => void;
}

export interface WxConfig {
  debug?: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

/** Share payload of SPEC §3 (title, desc, link, imgUrl; `content` is the old name of `desc`). */
export interface ShareData {
  title: string;
  desc: string;
  /** Absolute page address with type=share. */
  link: string;
  /** Absolute image address (WeChat does not draw SVG: use PNG or JPEG). */
  imgUrl: string;
}

export interface ChooseImageResult extends WxResult {
  localIds: string[];
}

export interface WxChooseImageOptions extends WxCallbacks<ChooseImageResult> {
  count?: number;
  sizeType?: Array<'original' | 'compressed'>;
  sourceType?: Array<'album' | 'camera'>;
}

export interface WxSdk {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: WxResult) => void): void;
  updateAppMessageShareData(data: ShareData & WxCallbacks): void;
  updateTimelineShareData(data: Omit<ShareData, 'desc'> & WxCallbacks): void;
  chooseImage(options: WxChooseImageOptions): void;
  /** The picture of a chooseImage local id as base64 (iOS prefixes a data: header), to send to our own server. */
  getLocalImgData(options: { localId: string; success?: (result: { localData: string }) => void; fail?: (result: WxResult) => void }): void;
}

/** The capabilities wx.config asks for (SPEC §7). */
export const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'getLocalImgData'];
