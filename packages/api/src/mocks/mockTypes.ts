import type { AnyEndpoint, EndpointGroup, InputOf, OutputOf, ParsedInputOf, RefusalName } from '../contract/index.ts';

export interface MockResolverInfo<E extends AnyEndpoint> {
  /** The request's query (GET) or body (POST) plus path params, parsed by the contract's input schema. */
  input: ParsedInputOf<E>;
  request: Request;
}

/** Returns the endpoint's `data` (wrapped in a success envelope), or a whole `Response`. */
export type MockResolver<E extends AnyEndpoint> = (
  info: MockResolverInfo<E>,
) => OutputOf<E> | Response | Promise<OutputOf<E> | Response>;

/**
 * The mock of one call: its answer, and for each refusal of the contract that the answer models, an
 * input that makes it refuse. The mock-fidelity suite sends the contract's example and each of these
 * inputs to the mock and to the reference server and requires the same outcome.
 */
export interface MockEntry<E extends AnyEndpoint> {
  answer: MockResolver<E>;
  refusing?: { readonly [R in RefusalName<E>]?: InputOf<E> };
}

/** The mocks of a group of the contract: one entry per call, no more, no fewer. */
export type GroupMocks<G extends EndpointGroup> = { readonly [K in keyof G]: MockEntry<G[K]> };
