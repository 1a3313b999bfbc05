import type * as v from 'valibot';
import { parseEndpointInput } from '@shqcb/api/contract';
import { ApiError } from './ApiError.ts';

/**
 * Parses a request's input with a contract schema and throws a 400 carrying the contract's words
 * (the same function the msw mocks refuse with, so the reader sees the same text from both).
 *
 * @example
 * const { id } = parseInput(newsShow.input, c.req.query());
 */
export function parseInput<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const parsed = parseEndpointInput(schema, raw);
  if (!parsed.ok) throw new ApiError(400, parsed.message);
  return parsed.value;
}
