import type * as v from 'valibot';

/**
 * Which request setup of SPEC §8 a call uses.
 * - `json`: 20 000 ms, JSON body, envelope checked (code 0/200), other codes toast `msg` and reject.
 * - `long`: 100 000 ms, body returned as is; errcode 401 clears storage (and re-authorises in WeChat).
 */
export type RequestSetup = 'json' | 'long';

/** Whether a call needs the reader's token: `required` answers 401 without one. */
export type AuthRule = 'required' | 'optional';

/** A refusal a call answers on purpose: the envelope `code` (also the HTTP status) and the exact words. */
export interface Refusal {
  readonly code: number;
  readonly msg: string;
}

/**
 * One call of SPEC §7. Client, reference server, msw mocks and the OpenAPI document all read it, so
 * what the reader sends, what the server accepts and what the mocks answer cannot drift apart.
 */
export interface Endpoint<I extends v.GenericSchema = v.GenericSchema, O extends v.GenericSchema = v.GenericSchema> {
  readonly method: 'GET' | 'POST';
  /** Path below API_PREFIX; may hold `${name}` placeholders filled from the input. Unique per call. */
  readonly path: string;
  readonly setup: RequestSetup;
  readonly auth: AuthRule;
  readonly input: I;
  readonly output: O;
  /** One line for the API reference. */
  readonly summary: string;
  /** A valid input: the reference's example and the request the mock-fidelity suite sends. */
  readonly example: v.InferInput<I>;
  /** Refusals beyond bad input (400) and a missing token (401), with their exact words. */
  readonly refusals: Readonly<Record<string, Refusal>>;
  /**
   * The answer depends on the input alone, never on who asks: the reference server caches it for
   * every reader (decision 0049, its handler is `shared`), and a page the server rendered for a
   * visitor need not ask it again for a signed-in reader (decision 0051). Absent means it may differ.
   */
  readonly sameForEveryReader?: boolean;
}

/** Every endpoint, whatever its schemas (for tables and loops over a group). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a group holds endpoints of any schema
export type AnyEndpoint = Endpoint<any, any>;

/** The calls of one group of SPEC §7, keyed by a stable name. */
export type EndpointGroup = Readonly<Record<string, AnyEndpoint>>;

/** What a caller passes (before parsing: ids may be numbers or strings). */
export type InputOf<E extends AnyEndpoint> = v.InferInput<E['input']>;
/** What the server receives after parsing. */
export type ParsedInputOf<E extends AnyEndpoint> = v.InferOutput<E['input']>;
/** The `data` of a successful envelope. */
export type OutputOf<E extends AnyEndpoint> = v.InferOutput<E['output']>;
/** Names of the refusals a call declares. */
export type RefusalName<E extends AnyEndpoint> = keyof E['refusals'] & string;

type EndpointInit<I extends v.GenericSchema, O extends v.GenericSchema, R extends Record<string, Refusal>> = Omit<
  Endpoint<I, O>,
  'setup' | 'auth' | 'refusals'
> & {
  /** Default `json`. */
  setup?: RequestSetup;
  /** Default `optional`. */
  auth?: AuthRule;
  refusals?: R;
};

/**
 * Declares a call. Marked free of side effects, so a bundle keeps only the calls it imports.
 *
 * @example
 * export const newsShow = endpoint({
 *   method: 'GET', path: 'news/show', summary: '新闻详情',
 *   input: v.object({ id: idSchema }), output: newsDetailSchema, example: { id: 1 },
 *   refusals: { notFound: { code: 404, msg: '新闻不存在' } },
 * });
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<I extends v.GenericSchema, O extends v.GenericSchema, R extends Record<string, Refusal> = Record<never, Refusal>>(
  init: EndpointInit<I, O, R>,
): Endpoint<I, O> & { readonly refusals: Readonly<R> } {
  return { ...init, setup: init.setup ?? 'json', auth: init.auth ?? 'optional', refusals: (init.refusals ?? {}) as R };
}
