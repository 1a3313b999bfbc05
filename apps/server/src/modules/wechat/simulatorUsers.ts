import { randomBytes, randomInt } from 'node:crypto';
import type { WechatUser } from '../../providers/wechat/WechatOAuth.ts';
import { DEFAULT_AVATAR_PATH } from '../media/mediaPaths.ts';

/** A test user of the simulator page. */
export interface SimulatorUser {
  /** The form value that picks it. */
  key: 'bound' | 'new' | 'random';
  /** As the page shows it; the random user gets digits appended per pick. */
  nickname: string;
  /** The phone it is bound to before it is picked (the simulator makes sure of that). */
  boundPhone?: string;
  /** A fresh identity per pick for `random`, the same one otherwise. */
  identity(): WechatUser;
}

/** The reader the `bound` test user logs in as; the same phone as the api package's mocks. */
export const BOUND_TEST_PHONE = '13800138000';

/**
 * The simulator's test users: one bound to a phone (wxLogin answers login), one not bound yet
 * (register, until a tester binds it by SMS login), and a brand-new WeChat user on every pick.
 */
export const SIMULATOR_USERS: readonly SimulatorUser[] = [
  {
    key: 'bound',
    nickname: '老车友',
    boundPhone: BOUND_TEST_PHONE,
    identity: () => ({ openid: 'oShqcbLocalBoundReader00001', unionid: 'uShqcbLocalBoundReader00001', nickname: '老车友', headimgurl: DEFAULT_AVATAR_PATH }),
  },
  {
    key: 'new',
    nickname: '新车友',
    identity: () => ({ openid: 'oShqcbLocalNewReader0000001', nickname: '新车友', headimgurl: DEFAULT_AVATAR_PATH }),
  },
  {
    key: 'random',
    nickname: '随机新用户',
    identity: () => ({
      openid: `oShqcbLocal${randomBytes(12).toString('base64url')}`,
      nickname: `车友${String(randomInt(10_000)).padStart(4, '0')}`,
      headimgurl: DEFAULT_AVATAR_PATH,
    }),
  },
];
