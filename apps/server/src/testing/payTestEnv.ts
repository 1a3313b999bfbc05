import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOC_PRIVATE_KEY } from './wechatPayDocExamples.ts';

/**
 * The WeChat Pay variables production needs (WECHAT_PAY_MODE=real is its default), with key files
 * written to a temporary folder as an operator would mount them: for tests that start production.
 */
export function productionPayEnv(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'shqcb-pay-keys-'));
  const privateKeyFile = join(dir, 'apiclient_key.pem');
  const publicKeyFile = join(dir, 'wxp_pub.pem');
  writeFileSync(privateKeyFile, DOC_PRIVATE_KEY);
  writeFileSync(publicKeyFile, generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString());
  return {
    WECHAT_PAY_MCHID: '1900007291',
    WECHAT_PAY_CERT_SERIAL: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB',
    WECHAT_PAY_PRIVATE_KEY_FILE: privateKeyFile,
    WECHAT_PAY_APIV3_KEY: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    WECHAT_PAY_PUBLIC_KEY_FILE: publicKeyFile,
    WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000000001',
  };
}
