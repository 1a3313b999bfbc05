import type { Context } from 'hono';
import { TOKEN_HEADER } from '@shqcb/api/contract';
import type { SharedAnswer } from '../cache/sharedAnswers.ts';
import { acceptedCodings } from './acceptEncoding.ts';

const SHARED = Symbol('shared answer');

/**
 * A handler whose answer depends on its input alone, never on who asks: it gets no request context,
 * so it cannot read the token. Its answers are cached for every reader and carry an ETag.
 */
export type SharedHandler<I, O> = ((input: I) => Promise<O> | O) & { readonly [SHARED]: true };

/**
 * Marks a GET handler of the contract as the same for every reader (decision 0049).
 *
 * @example
 * titleList: shared(() => db.select(...).from(categories)),
 */
export function shared<I, O>(handler: (input: I) => Promise<O> | O): SharedHandler<I, O> {
  return Object.assign((input: I) => handler(input), { [SHARED]: true as const });
}

export function isShared(handler: unknown): handler is SharedHandler<unknown, unknown> {
  return typeof handler === 'function' && SHARED in handler;
}

/** `If-None-Match` names this answer (in any of its codings), or is `*`. Weak comparison, as for GET. */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const candidate = raw.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === `"${tag}"` || candidate === `"${tag}-br"` || candidate === `"${tag}-gz"`;
  });
}

/**
 * Sends a shared answer: brotli or gzip as the client accepts (the bytes were compressed once, when
 * the answer was read), a strong ETag per coding, 304 without a body when `If-None-Match` names it,
 * and `Cache-Control: no-cache` so that browsers keep it but ask again each time. A request that
 * carries a token gets `private, no-cache`: no shared cache on the way keeps what a reader was sent.
 */
export function sendShared(c: Context, answer: SharedAnswer): Response {
  const accepted = acceptedCodings(c.req.header('accept-encoding'));
  const [bytes, suffix, coding] =
    answer.br && accepted.includes('br')
      ? [answer.br, '-br', 'br']
      : answer.gzip && accepted.includes('gzip')
        ? [answer.gzip, '-gz', 'gzip']
        : [answer.body, '', null];
  const headers: Record<string, string> = {
    ETag: `"${answer.tag}${suffix}"`,
    Vary: 'Accept-Encoding',
    'Cache-Control': c.req.header(TOKEN_HEADER) ? 'private, no-cache' : 'no-cache',
  };
  if (matches(c.req.header('if-none-match'), answer.tag)) return c.body(null, 304, headers);
  headers['Content-Type'] = 'application/json';
  headers['Content-Length'] = String(bytes.length);
  if (coding) headers['Content-Encoding'] = coding;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
}
