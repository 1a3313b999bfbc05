/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API host for a build that talks to the publisher's API (e.g. https://api.example.com); empty = same origin. */
  readonly VITE_API_BASE?: string;
  /**
   * Where WeChat authorisation starts. Default: the server's `${VITE_API_BASE}/api/front/wxAuthorize`, which redirects to WeChat or its local simulator.
   * Production: https://open.weixin.qq.com/connect/oauth2/authorize (with VITE_WECHAT_APP_ID).
   */
  readonly VITE_WECHAT_AUTHORIZE_URL?: string;
  /** The official account's app id, for WeChat's own authorisation page. */
  readonly VITE_WECHAT_APP_ID?: string;
  /** Where readers download the app (the version-update overlay copies it). Default: the site's /shqcb/ page. */
  readonly VITE_APP_DOWNLOAD_URL?: string;
  /** Base of relative audio addresses (SPEC §3 `{host}`), e.g. a CDN. Default: the server's /media/. */
  readonly VITE_AUDIO_BASE?: string;
}

interface Window {
  /** Set by the inline script of index.html before the first paint (src/prepaint.ts, decision 0051). */
  __shqcbPrepaint?: import('@shqcb/bridge').PrepaintOutcome;
}
