import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DOC_JSAPI_BODY,
  DOC_JSAPI_SIGNATURE,
  DOC_MCHID,
  DOC_NONCE,
  DOC_PRIVATE_KEY,
  DOC_REFUND_QUERY_SIGNATURE,
  DOC_SERIAL_NO,
  DOC_TIMESTAMP,
} from '../../testing/wechatPayDocExamples.ts';
import {
  decryptResource,
  encryptResource,
  jsapiPaySign,
  requestAuthorization,
  rsaSign,
  randomNonce,
  rsaVerify,
  signatureMessage,
  verifyWechatpaySignature,
} from './wechatPaySignature.ts';

const docKey = createPrivateKey(DOC_PRIVATE_KEY);
const docPublic = createPublicKey(docKey);
const merchant = { mchid: DOC_MCHID, serialNo: DOC_SERIAL_NO, privateKey: docKey };
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';

describe('request signatures (WeChat Pay documents, 如何计算签名)', () => {
  it('should reproduce the documents’ signature of a JSAPI order with a body', () => {
    const authorization = requestAuthorization(merchant, { method: 'POST', target: '/v3/pay/transactions/jsapi', body: DOC_JSAPI_BODY, timestamp: DOC_TIMESTAMP, nonce: DOC_NONCE });
    expect(authorization).toBe(
      `WECHATPAY2-SHA256-RSA2048 mchid="1900007291",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="${DOC_JSAPI_SIGNATURE}",timestamp="1554208460",serial_no="408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB"`,
    );
  });

  it('should reproduce the documents’ signature of a GET with a path parameter and an empty body line', () => {
    const authorization = requestAuthorization(merchant, { method: 'GET', target: '/v3/refund/domestic/refunds/123123123123', body: '', timestamp: DOC_TIMESTAMP, nonce: DOC_NONCE });
    expect(authorization).toContain(`signature="${DOC_REFUND_QUERY_SIGNATURE}"`);
  });

  it('should end every line with \\n, the last one and an empty body included', () => {
    expect(signatureMessage('GET', '/v3/x', 1, 'n', '')).toBe('GET\n/v3/x\n1\nn\n\n');
    expect(signatureMessage('a', 'b')).toBe('a\nb\n');
  });

  it('should change the signature when one character of the body changes', () => {
    const other = requestAuthorization(merchant, { method: 'POST', target: '/v3/pay/transactions/jsapi', body: DOC_JSAPI_BODY.replace('"total":100', '"total":101'), timestamp: DOC_TIMESTAMP, nonce: DOC_NONCE });
    expect(other).not.toContain(DOC_JSAPI_SIGNATURE);
  });
});

describe('JSAPI paySign', () => {
  it('should sign appId, timeStamp, nonceStr and package as four lines that the merchant public key verifies', () => {
    const fields = { appId: 'wx8888888888888888', timeStamp: '1414561699', nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS', package: 'prepay_id=wx201410272009395522657a690389285100' };
    const paySign = jsapiPaySign(fields, docKey);
    expect(rsaVerify('wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n', paySign, docPublic)).toBe(true);
    expect(rsaVerify('wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285101\n', paySign, docPublic)).toBe(false);
  });
});

describe('verifying WeChat Pay’s signature', () => {
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = new Map([['PUB_KEY_ID_0000000000000024101100397200000006', platform.publicKey]]);
  const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=JyC91EIz1"}';
  const timestamp = '1722850421';
  const nonce = 'd824f2e086d3c1df967785d13fcd22ef';
  const signature = rsaSign(`${timestamp}\n${nonce}\n${body}\n`, platform.privateKey);
  const headers = { timestamp, nonce, signature, serial: 'PUB_KEY_ID_0000000000000024101100397200000006' };
  const now = new Date(Number(timestamp) * 1000 + 60_000);

  it('should accept the documents’ verification message signed by the named key', () => {
    expect(verifyWechatpaySignature(headers, body, keys, now)).toBeNull();
  });

  it('should verify the documents’ request signatures with the test key’s public half', () => {
    expect(rsaVerify(signatureMessage('POST', '/v3/pay/transactions/jsapi', DOC_TIMESTAMP, DOC_NONCE, DOC_JSAPI_BODY), DOC_JSAPI_SIGNATURE, docPublic)).toBe(true);
  });

  it('should refuse a changed body, an unknown key, a missing header, garbage and a stale timestamp', () => {
    expect(verifyWechatpaySignature(headers, body.replace('JyC', 'JyD'), keys, now)).toBe('bad-signature');
    expect(verifyWechatpaySignature(headers, `${body} `, keys, now)).toBe('bad-signature');
    expect(verifyWechatpaySignature({ ...headers, serial: 'PUB_KEY_ID_other' }, body, keys, now)).toBe('unknown-serial');
    expect(verifyWechatpaySignature({ ...headers, nonce: undefined }, body, keys, now)).toBe('missing-headers');
    expect(verifyWechatpaySignature({ ...headers, signature: '%%%' }, body, keys, now)).toBe('bad-signature');
    expect(verifyWechatpaySignature(headers, body, keys, new Date(Number(timestamp) * 1000 + 301_000))).toBe('stale-timestamp');
    expect(verifyWechatpaySignature(headers, body, keys, new Date(Number(timestamp) * 1000 - 301_000))).toBe('stale-timestamp');
    expect(verifyWechatpaySignature({ ...headers, timestamp: '17e8' }, body, keys, now)).toBe('stale-timestamp');
  });

  it('should refuse a signature made by another key under the right serial', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = rsaSign(`${timestamp}\n${nonce}\n${body}\n`, other.privateKey);
    expect(verifyWechatpaySignature({ ...headers, signature: forged }, body, keys, now)).toBe('bad-signature');
  });

  it('should name a missing or empty header of each kind as missing, whatever else is wrong', () => {
    for (const name of ['timestamp', 'nonce', 'signature', 'serial'] as const) {
      expect(verifyWechatpaySignature({ ...headers, [name]: undefined }, body, keys, now)).toBe('missing-headers');
      expect(verifyWechatpaySignature({ ...headers, [name]: '' }, body, keys, now)).toBe('missing-headers');
    }
  });

  it('should accept a timestamp exactly 5 minutes away on either side', () => {
    expect(verifyWechatpaySignature(headers, body, keys, new Date(Number(timestamp) * 1000 + 300_000))).toBeNull();
    expect(verifyWechatpaySignature(headers, body, keys, new Date(Number(timestamp) * 1000 - 300_000))).toBeNull();
  });

  it('should refuse a timestamp that is not only digits, even when the signature covers it', () => {
    for (const spoiled of [`x${timestamp}`, `${timestamp}x`, ` ${timestamp}`, `${timestamp}.0`, `0${timestamp.padStart(12, '0')}`]) {
      const signed = { ...headers, timestamp: spoiled, signature: rsaSign(`${spoiled}\n${nonce}\n${body}\n`, platform.privateKey) };
      expect(verifyWechatpaySignature(signed, body, keys, now), spoiled).toBe('stale-timestamp');
    }
    const padded = timestamp.padStart(12, '0');
    const signed = { ...headers, timestamp: padded, signature: rsaSign(`${padded}\n${nonce}\n${body}\n`, platform.privateKey) };
    expect(verifyWechatpaySignature(signed, body, keys, now)).toBeNull();
  });

  it('should refuse, not accept, when the named key cannot verify RSA signatures', () => {
    const edwards = generateKeyPairSync('ed25519').publicKey;
    expect(rsaVerify(`${timestamp}\n${nonce}\n${body}\n`, signature, edwards)).toBe(false);
    expect(verifyWechatpaySignature(headers, body, new Map([[headers.serial, edwards]]), now)).toBe('bad-signature');
  });
});

describe('AEAD_AES_256_GCM resources', () => {
  const plaintext = '{"mchid":"1900007291","out_trade_no":"SQ20260316100000ABC123","trade_state":"SUCCESS","amount":{"total":9800}}';

  it('should decrypt what WeChat Pay encrypts: ciphertext with the tag at its end, nonce and associated data as text', () => {
    const resource = encryptResource(plaintext, API_V3_KEY, 'transaction', 'fdasflkja484');
    expect(Buffer.from(resource.ciphertext, 'base64')).toHaveLength(Buffer.byteLength(plaintext) + 16);
    expect(decryptResource(resource, API_V3_KEY)).toBe(plaintext);
  });

  it('should refuse a wrong key, associated data, nonce, a changed byte, a cut tag and another algorithm', () => {
    const resource = encryptResource(plaintext, API_V3_KEY, 'transaction');
    expect(() => decryptResource(resource, 'Xbcdefghijklmnopqrstuvwxyz012345')).toThrow();
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, API_V3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, nonce: 'AAAAAAAAAAAA' }, API_V3_KEY)).toThrow();
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    expect(() => decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, API_V3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, ciphertext: Buffer.from(resource.ciphertext, 'base64').subarray(0, 10).toString('base64') }, API_V3_KEY)).toThrow();
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128_CBC' }, API_V3_KEY)).toThrow('unsupported algorithm');
  });

  it('should refuse a ciphertext that is only a tag, even a valid one', () => {
    const empty = encryptResource('', API_V3_KEY, 'transaction');
    expect(Buffer.from(empty.ciphertext, 'base64')).toHaveLength(16);
    expect(() => decryptResource(empty, API_V3_KEY)).toThrow('ciphertext too short');
    expect(decryptResource(encryptResource('{', API_V3_KEY, 'transaction'), API_V3_KEY)).toBe('{');
  });

  it('should take a resource without associated data as encrypted with none', () => {
    const { associated_data: _none, ...resource } = encryptResource(plaintext, API_V3_KEY, '');
    expect(decryptResource(resource, API_V3_KEY)).toBe(plaintext);
  });

  it('should encrypt with a 12-character nonce of letters and digits, as WeChat Pay does', () => {
    const resource = encryptResource(plaintext, API_V3_KEY, 'transaction');
    expect(resource).toMatchObject({ algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction', nonce: expect.stringMatching(/^[0-9A-Za-z]{12}$/) });
  });
});

describe('nonces', () => {
  it('should be 32 letters and digits by default, or as many as asked, and differ each time', () => {
    const nonces = Array.from({ length: 50 }, () => randomNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9A-Za-z]{32}$/);
    expect(new Set(nonces).size).toBe(50);
    expect(randomNonce(12)).toMatch(/^[0-9A-Za-z]{12}$/);
    // Every character of the alphabet turns up, the last ones too.
    expect(new Set(nonces.join('')).size).toBe(62);
  });
});
