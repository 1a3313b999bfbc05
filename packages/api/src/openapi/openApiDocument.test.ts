import { Validator } from '@seriousme/openapi-schema-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, listEndpoints } from '../contract/index.ts';
import { openApiDocument } from './openApiDocument.ts';

type Operation = { operationId: string; summary: string; parameters: { name: string; in: string }[]; requestBody?: unknown; responses: Record<string, { content: { 'application/json': { examples?: Record<string, { value: { msg: string } }> } } }> };
const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };

function operationOf(path: string, method: string): Operation | undefined {
  return doc.paths[`${API_PREFIX}${path.replace(/\$\{(\w+)\}/g, '{$1}')}`]?.[method.toLowerCase()];
}

describe('openApiDocument', () => {
  it('should be a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('should describe every call of the contract with its summary and every refusal word for word', () => {
    for (const { name, endpoint } of listEndpoints()) {
      const operation = operationOf(endpoint.path, endpoint.method);
      expect(operation?.operationId, name).toBe(name);
      expect(operation?.summary).toBe(endpoint.summary);
      const words = Object.values(operation?.responses ?? {}).flatMap((response) => Object.values(response.content['application/json'].examples ?? {}).map((e) => e.value.msg));
      for (const refusal of Object.values(endpoint.refusals as Record<string, { msg: string }>)) expect(words, name).toContain(refusal.msg);
      if (endpoint.method === 'POST') expect(operation?.requestBody, name).toBeDefined();
      if (endpoint.auth === 'required') expect(words, name).toContain('请登录...');
    }
  });

  it('should put GET inputs in the query', () => {
    expect(operationOf('news/show', 'GET')?.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'query', required: true, example: 1 })]);
  });

  it('should match the committed openapi.json (run `pnpm --filter @shqcb/api openapi` after changing the contract)', () => {
    // Tests run in the package folder.
    const committed = readFileSync(join(process.cwd(), 'openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(doc);
  });
});
