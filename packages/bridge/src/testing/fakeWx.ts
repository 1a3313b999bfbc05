import type { WxConfig, WxResult, WxSdk } from '../wechat/wxTypes.ts';

export type WxCall = [name: string, args: unknown];

/**
 * A fake `wx` that behaves like jweixin 1.6.0 where it matters: `config` verifies asynchronously,
 * the error handler runs before the ready callbacks, ready callbacks run after every verification
 * (a failed one too), and once a verification has completed `ready` calls back at once.
 */
export function fakeWx(configResults: string[] = ['config:ok']) {
  const calls: WxCall[] = [];
  let verified = false;
  let readyQueue: Array<() => void> = [];
  let onError: ((result: WxResult) => void) | null = null;
  const wx: WxSdk = {
    config(config: WxConfig) {
      calls.push(['config', config]);
      const errMsg = configResults.shift() ?? 'config:ok';
      setTimeout(() => {
        verified = true;
        if (errMsg !== 'config:ok') onError?.({ errMsg });
        const queued = readyQueue;
        readyQueue = [];
        queued.forEach((cb) => cb());
      }, 0);
    },
    ready(callback) {
      if (verified) callback();
      else readyQueue.push(callback);
    },
    error(callback) {
      onError = callback;
    },
    updateAppMessageShareData(data) {
      calls.push(['updateAppMessageShareData', { title: data.title, desc: data.desc, link: data.link, imgUrl: data.imgUrl }]);
    },
    updateTimelineShareData(data) {
      calls.push(['updateTimelineShareData', { title: data.title, link: data.link, imgUrl: data.imgUrl }]);
    },
    chooseImage(options) {
      calls.push(['chooseImage', { count: options.count, sizeType: options.sizeType, sourceType: options.sourceType }]);
      options.success?.({ errMsg: 'chooseImage:ok', localIds: ['wxLocalResource://1'] });
    },
    getLocalImgData(options) {
      calls.push(['getLocalImgData', { localId: options.localId }]);
      // iOS answers a data: header before the base64 of the picture (here the three magic bytes of a JPEG).
      options.success?.({ localData: 'data:image/jpeg;base64,/9j/' });
    },
  };
  return { wx, calls, names: () => calls.map(([name]) => name) };
}
