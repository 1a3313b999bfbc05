import { generateQRCode, login, postSmsCode, shareConfig, shareController, wxLogin } from '../contract/login.ts';
import type { loginApi } from '../contract/login.ts';
import { MOCK_CAPTCHA, MOCK_PHONE, MOCK_SMS_CODE, MOCK_STALE_STATE, MOCK_TOKEN, MOCK_WX_REGISTER_CODE, newsItems } from './demoData.ts';
import { TOKEN_HEADER } from '../contract/index.ts';
import { MockRefusal } from './endpointHandler.ts';
import type { GroupMocks } from './mockTypes.ts';

/** How many wrong codes the server allows (its SMS_MAX_ATTEMPTS default). */
const MAX_TRIES = 5;
/** Pages of the mocks' site: what the reference server sees as its own origin in tests. */
const SITE = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//;
/** A 1x1 PNG: the mocks only need a valid base64 image. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** The mock reader's sessions: this browser, and a phone in WeChat. */
const MOCK_SESSIONS = [
  { id: 12, device: 'Chrome · Android', createdAt: '2026-11-20T02:15:00.000Z', lastUsedAt: '2026-11-24T09:30:00.000Z', current: true },
  { id: 7, device: '微信 · iPhone', createdAt: '2026-10-02T12:00:00.000Z', lastUsedAt: '2026-11-18T23:05:00.000Z', current: false },
];
const WX_USER = { openid: 'mock-openid-1', nickname: '车友', headimgurl: '/media/avatar/default.svg' };

function onSite(url: string, refusal: { code: number; msg: string }): void {
  if (!SITE.test(url)) throw new MockRefusal(refusal);
}

/** SPEC §7 "Login and sharing": a reader with phone {@link MOCK_PHONE} and code {@link MOCK_SMS_CODE}. */
export const loginMocks: GroupMocks<typeof loginApi> = {
  captcha: { answer: () => ({ id: MOCK_CAPTCHA.id, text: MOCK_CAPTCHA.text, expiresIn: 120 }) },
  postSmsCode: {
    // Like the server: only the challenge it issued, answered in any letter case.
    answer: ({ input }) => {
      if (input.captchaId !== MOCK_CAPTCHA.id) throw new MockRefusal(postSmsCode.refusals.captchaExpired);
      if (input.captcha.toUpperCase() !== MOCK_CAPTCHA.text.toUpperCase()) throw new MockRefusal(postSmsCode.refusals.captchaWrong);
      return { expiresIn: 300, resendIn: 60 };
    },
    refusing: {
      captchaWrong: { phone: MOCK_PHONE, captchaId: MOCK_CAPTCHA.id, captcha: 'AAAA' },
      captchaExpired: { phone: MOCK_PHONE, captchaId: 'expired-captcha-00000001', captcha: MOCK_CAPTCHA.text },
    },
  },
  login: {
    // Like the server right after a code was sent: a wrong code costs one of five tries.
    answer: ({ input }) => {
      if (input.code !== MOCK_SMS_CODE) throw new MockRefusal(login.refusals.wrongCodeTriesLeft, { left: MAX_TRIES - 1 });
      return { type: 'login', token: MOCK_TOKEN, username: input.phone, wxUserInfo: null, isNewUser: false };
    },
    refusing: { wrongCodeTriesLeft: { phone: MOCK_PHONE, code: '000000' } },
  },
  wxLogin: {
    answer: ({ input }) => {
      if (input.state === MOCK_STALE_STATE) throw new MockRefusal(wxLogin.refusals.authorisationExpired);
      if (input.code === MOCK_WX_REGISTER_CODE) return { type: 'register', wxUserInfo: { ...WX_USER, openid: 'mock-openid-2', nickname: '新车友' } };
      return { type: 'login', token: MOCK_TOKEN, username: MOCK_PHONE, wxUserInfo: WX_USER, isNewUser: false };
    },
    refusing: { authorisationExpired: { code: 'any-code', state: MOCK_STALE_STATE } },
  },
  shareConfig: {
    answer: ({ input }) => {
      onSite(input.url, shareConfig.refusals.foreignUrl);
      return { appID: 'wx-mock-appid', timestamp: 1_795_000_000, nonceStr: 'mocknonce0000000', signature: '0'.repeat(40) };
    },
    refusing: { foreignUrl: { url: 'https://evil.example/shqcb/' } },
  },
  generateQRCode: {
    answer: ({ input }) => {
      onSite(input.url, generateQRCode.refusals.foreignUrl);
      return { QR: PNG_1X1 };
    },
    refusing: { foreignUrl: { url: 'https://evil.example/shqcb/' } },
  },
  shareController: {
    answer: ({ input }) => {
      onSite(input.url, shareController.refusals.foreignUrl);
      if (input.newsId !== undefined && !newsItems.some((item) => item.id === input.newsId)) {
        throw new MockRefusal(shareController.refusals.newsNotFound);
      }
      return { recorded: true };
    },
    refusing: {
      foreignUrl: { url: 'https://evil.example/shqcb/', channel: 'poster' },
      newsNotFound: { url: 'http://localhost/shqcb/', channel: 'poster', newsId: 99_999 },
    },
  },
  logout: { answer: ({ request }) => ({ loggedOut: request.headers.get(TOKEN_HEADER) === MOCK_TOKEN }) },
  sessionList: { answer: () => MOCK_SESSIONS },
  sessionRevoke: { answer: ({ input }) => ({ revoked: MOCK_SESSIONS.some((session) => session.id === input.id && !session.current) }) },
  sessionRevokeOthers: { answer: () => ({ revoked: MOCK_SESSIONS.filter((session) => !session.current).length }) },
};
