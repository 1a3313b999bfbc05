/**
 * Where the reader runs and what it keeps: host detection, the storage keys of SPEC §3, the token
 * and its source, the return route after login, the native bridge of the apps (docs/bridge.md),
 * and WeChat's start-up, authorisation, sharing and image chooser.
 *
 * @example
 * import { runtime, getToken } from '@shqcb/bridge';
 * if (runtime().inWeChat && !getToken()) { ... }
 */
export { DEFAULT_BACK_URL, getBackUrl, safeBackUrl, setBackUrl } from './backUrl.ts';
export { assumeRuntime, detectRuntime, runtime } from './runtime.ts';
export type { Host, Os, Runtime } from './runtime.ts';
export {
  LocalKey,
  SessionKey,
  clearAllStorage,
  getLocal,
  getLocalJson,
  getSession,
  getSessionJson,
  resetStartupKeys,
  setLocal,
  setLocalJson,
  setSession,
  setSessionJson,
} from './storage.ts';
export type { LocalKeyName, SessionKeyName } from './storage.ts';
export type { FeatureRoute, RouteTarget, StatusBarColor } from './FeatureRoute.ts';
export { getToken, hasToken, saveLogin, setToken } from './token.ts';
export { NATIVE_TOKEN_TIMEOUT_MS, createTokenSource } from './createTokenSource.ts';
export type { TokenSource, TokenSourceOptions } from './createTokenSource.ts';
export {
  VERSION_THRESHOLD,
  appDownloadUrl,
  configureAppDownloadUrl,
  readVersionState,
  storedAppVersion,
  versionUpdateVariant,
} from './versionRule.ts';
export type { VersionState, VersionUpdateVariant } from './versionRule.ts';

// Native bridge (docs/bridge.md)
export { BridgeError, NOT_IN_APP_MESSAGE, isBridgeError } from './native/BridgeError.ts';
export type { BridgeErrorCode } from './native/BridgeError.ts';
export { createBrowserFallbacks } from './native/browserFallbacks.ts';
export type { BrowserHost } from './native/browserFallbacks.ts';
export { createNativeBridge } from './native/createNativeBridge.ts';
export type { NativeBridge, NativeBridgeOptions } from './native/createNativeBridge.ts';
export { nativeBridge } from './native/nativeBridge.ts';
export { createNativeTransport } from './native/nativeTransport.ts';
export type { NativeHost, NativeTransport } from './native/nativeTransport.ts';
export { BRIDGE_PROTOCOL_VERSION, CALLBACK_GLOBAL, CALLS } from './native/protocol.ts';
export type { AppShareData, BridgeInfo, BridgeMessage, BridgeReply, CallKind, CallName, CallSpec } from './native/protocol.ts';

// WeChat
export { WECHAT_AUTHORIZE_PATH, configureWechatAuthorization, wechatAuthConfig } from './wechat/authConfig.ts';
export type { WechatAuthConfig } from './wechat/authConfig.ts';
export {
  WECHAT_OAUTH_URL,
  WECHAT_SCOPE,
  buildAuthorizeUrl,
  completeWechatAuthorization,
  randomState,
  startWechatAuthorization,
} from './wechat/authorize.ts';
export type { AuthorizationOutcome, AuthorizeUrlInput, CompleteAuthorizationOptions, StartAuthorizationOptions } from './wechat/authorize.ts';
export { authorizeWithWechat } from './wechat/wechatAuth.ts';
export { CHOOSE_IMAGE_DEFAULTS, chooseFromFileInput, chooseImageFiles, chooseImages } from './wechat/chooseImages.ts';
export { DEFAULT_DISPLAY_PREFS, TEXT_SCALES, applyDisplayPrefs, getDisplayPrefs, setDisplayPrefs } from './display/displayPrefs.ts';
export type { DisplayPrefs, TextScale, ThemeChoice } from './display/displayPrefs.ts';
export type { ChooseImagesOptions, ChosenImages } from './wechat/chooseImages.ts';
export { createWechatShare } from './wechat/createWechatShare.ts';
export type { WechatShare, WechatShareOptions, WechatShareState, WxSignature } from './wechat/createWechatShare.ts';
export { defaultShareData } from './wechat/defaultShareData.ts';
export { loadWechatSdk } from './wechat/loadWechatSdk.ts';
export { shareLink, signatureUrls, withoutHash } from './wechat/shareUrls.ts';
export { hashRouteOf, isDownloadLink, isShareLink, pathRedirectUrl, planWechatStartup } from './wechat/planWechatStartup.ts';

// Before the first paint: the ?path= link, display choices, whether the server's view stands (decision 0051)
export { PRELOADS_ID, RENDERED_FOR_ATTRIBUTE, RENDERED_VIEW_META, STALE_VIEW_CLASS, prepaint, routePatternRegExp } from './prepaint/prepaint.ts';
export type { PagePreloads, PrepaintOutcome } from './prepaint/prepaint.ts';
export { firstRouteOf, requestTargetOf, routeTargetOf, serverViewOf } from './prepaint/routeTarget.ts';
export type { ServerViewFor } from './prepaint/serverLink.ts';
export { READER_HINT_COOKIE, readerHintOf, syncReaderHint } from './prepaint/readerHint.ts';
export type { StartupInput, StartupPlan } from './wechat/planWechatStartup.ts';
export { applyDefaultShareData, setActiveWechatShare, setShareData, wechatShare } from './wechat/activeShare.ts';
export { startWechatShare } from './wechat/wechatShare.ts';
export type { StartWechatShareOptions } from './wechat/wechatShare.ts';
export { JS_API_LIST } from './wechat/wxTypes.ts';
export { openPaymentPage, requestWechatPayment } from './wechat/wechatPay.ts';
export type { WechatPayOutcome, WechatPayParams } from './wechat/wechatPay.ts';
export type { ChooseImageResult, ShareData, WxCallbacks, WxChooseImageOptions, WxConfig, WxResult, WxSdk } from './wechat/wxTypes.ts';

// Audio: the port between screens and the player, the session flag, and the system media controls
export { hasPlayer, hasWaitingPlayback, onPlaybackDemand, requestPlayback, resetAudioPort, servePlayback } from './audio/audioPort.ts';
export type { AudioTrack, PlaybackRequest } from './audio/audioPort.ts';
export { NOTHING_LOADED, PAUSED, hasAudioSession } from './audio/audioSession.ts';
export { DEFAULT_AUDIO_BASE, audioBase, configureAudioBase } from './audio/audioBase.ts';
export { MEDIA_ACTIONS, createMediaControls } from './media/mediaControls.ts';
export type {
  MediaAction,
  MediaActionDetails,
  MediaControls,
  MediaControlsHost,
  MediaPlaybackState,
  MediaPosition,
  NowPlaying,
} from './media/mediaControls.ts';
export { systemMediaControls } from './media/systemMediaControls.ts';

// Beacons: data the browser delivers after the page is hidden (page statistics)
export { sendBeacon } from './beacon/sendBeacon.ts';
export type { BeaconHost } from './beacon/sendBeacon.ts';
