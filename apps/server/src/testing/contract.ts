import * as v from 'valibot';
import type { AnyEndpoint } from '@shqcb/api/contract';
import { expect } from 'vitest';

/** Asserts that `data` matches the contract's output schema of an endpoint. */
export function expectContractOutput(endpoint: AnyEndpoint, data: unknown): void {
  const result = v.safeParse(endpoint.output, data);
  expect(result.issues?.map((issue) => `${issue.path?.map((p: { key: unknown }) => String(p.key)).join('.')}: ${issue.message}`) ?? []).toEqual([]);
}
