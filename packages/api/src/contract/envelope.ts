import * as v from 'valibot';

/** Every API path of SPEC §7 lives under this prefix of the API host. */
export const API_PREFIX = '/api/front/';

/**
 * The custom authorization header that carries the reader's token (SPEC §6). The publisher's
 * existing back end reads this exact spelling, so it must not be "fixed" to `Authorization`.
 */
export const TOKEN_HEADER = 'Authori-zation';

/** Envelope codes that mean success (SPEC §8: "error code 0 or 200 is success"). */
export const SUCCESS_CODES: readonly number[] = [0, 200];

/** Envelope and HTTP code for a missing, unknown or expired token. */
export const UNAUTHORIZED_CODE = 401;

/** The words of a 401 (SPEC §6 '请登录...'), for every call that needs a token and has none. */
export const UNAUTHORIZED_MESSAGE = '请登录...';

/** Envelope codes the reference server uses for refusals (the HTTP status carries the same number). */
export const ErrorCode = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  tooManyRequests: 429,
  internal: 500,
} as const;

/** `{ code, msg, data }`: the one response shape of every call. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function envelopeSchema<T extends v.GenericSchema>(data: T) {
  return v.object({ code: v.number(), msg: v.string(), data });
}

/** True when an envelope code means success. */
export function isSuccessCode(code: unknown): boolean {
  return typeof code === 'number' && SUCCESS_CODES.includes(code);
}
