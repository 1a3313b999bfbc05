import * as v from 'valibot';
import { endpoints, type EndpointName } from '@shqcb/api/contract';
import { expect } from 'vitest';

/** Asserts that `data` matches the contract's output schema of an endpoint. */
export function expectContractOutput(name: EndpointName, data: unknown): void {
  const result = v.safeParse(endpoints[name].output, data);
  expect(result.issues?.map((issue) => `${issue.path?.map((p) => String(p.key)).join('.')}: ${issue.message}`) ?? []).toEqual([]);
}
