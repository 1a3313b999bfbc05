import { toJsonSchema } from '@valibot/to-json-schema';
import type { JsonSchema } from '@valibot/to-json-schema';
import { API_PREFIX, TOKEN_HEADER, UNAUTHORIZED_CODE, UNAUTHORIZED_MESSAGE, listEndpoints } from '../contract/index.ts';
import type { AnyEndpoint, Refusal } from '../contract/index.ts';
import { isBlobLike } from '../contract/imageType.ts';

/** The version of the document's format of the API; raise it when a call changes incompatibly. */
export const API_VERSION = '1.0.0';

type Json = Record<string, unknown>;

const GROUP_NAMES: Record<string, string> = {
  login: '登录与分享 Login and sharing',
  lottery: '抽奖与问卷 Lucky draw and survey',
  messages: '消息 Messages',
  content: '内容 Content',
  user: '用户 User',
  points: '积分 Points',
  subscription: '订阅 Subscription',
  mall: '商城 Mall',
  other: '其他 Other',
};

function schemaOf(schema: AnyEndpoint['input'] | AnyEndpoint['output'], typeMode: 'input' | 'output'): JsonSchema {
  // Transformations (trim, defaults) have no JSON Schema; the types before or after them are what a
  // client sends and receives.
  const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema & { $schema?: string };
  return rest;
}

function envelope(data: JsonSchema | Json, code: Json = { type: 'integer', enum: [200] }): Json {
  return {
    type: 'object',
    properties: { code, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
  };
}

/** Refusals by HTTP status: the envelope's code is the status (SPEC §8, decision 4). */
function refusalResponses(endpoint: AnyEndpoint): Json {
  const byStatus = new Map<number, [string, Refusal][]>();
  const add = (name: string, refusal: Refusal) => byStatus.set(refusal.code, [...(byStatus.get(refusal.code) ?? []), [name, refusal]]);
  for (const [name, refusal] of Object.entries(endpoint.refusals as Record<string, Refusal>)) add(name, refusal);
  if (endpoint.auth === 'required') add('unauthorized', { code: UNAUTHORIZED_CODE, msg: UNAUTHORIZED_MESSAGE });
  add('badInput', { code: 400, msg: '<field> 格式不正确 (the message of the field the input schema refused)' });
  const responses: Json = {};
  for (const [status, refusals] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: refusals.map(([, refusal]) => refusal.msg).join(' / '),
      content: {
        'application/json': {
          schema: envelope({ type: 'null' }, { type: 'integer', enum: [status] }),
          examples: Object.fromEntries(refusals.map(([name, refusal]) => [name, { value: { code: refusal.code, msg: refusal.msg, data: null } }])),
        },
      },
    };
  }
  return responses;
}

function parametersOf(endpoint: AnyEndpoint, input: JsonSchema): Json[] {
  const properties = ((input as Json).properties ?? {}) as Record<string, Json>;
  const required = new Set(((input as Json).required ?? []) as string[]);
  const inPath = new Set([...endpoint.path.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
  return Object.entries(properties)
    .filter(([name]) => endpoint.method === 'GET' || inPath.has(name))
    .map(([name, schema]) => {
      const example = (endpoint.example as Json)[name];
      return { name, in: inPath.has(name) ? 'path' : 'query', required: inPath.has(name) || required.has(name), schema, ...(example !== undefined && { example }) };
    });
}

/**
 * The OpenAPI 3.1 document of every call of the contract: paths, inputs (query for GET, JSON body for
 * POST), the success envelope with the output schema and the contract's example, each refusal with its
 * exact words, and the token header. Generated, never written by hand: `pnpm --filter @shqcb/api
 * openapi` writes `openapi.json`, and the package's test fails when the committed file is stale.
 *
 * @example
 * const doc = openApiDocument();
 * doc.paths['/api/front/news/show'].get.summary; // '新闻详情 …'
 */
/**
 * A POST body: JSON, or for an upload (a field whose schema is a Blob) multipart/form-data with that
 * field as binary.
 */
function requestContent(endpoint: AnyEndpoint, input: JsonSchema): Json {
  const example = endpoint.example as Record<string, unknown>;
  const files = Object.keys(example).filter((key) => isBlobLike(example[key]));
  if (files.length === 0) return { 'application/json': { schema: input, example: endpoint.example } };
  const properties = { ...input.properties, ...Object.fromEntries(files.map((key) => [key, { type: 'string', format: 'binary', description: '图片文件（JPG、PNG、WebP、GIF，≤10MB）' }])) };
  return { 'multipart/form-data': { schema: { ...input, properties } } };
}

export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { group, name, endpoint } of listEndpoints()) {
    const input = schemaOf(endpoint.input, 'input');
    const path = `${API_PREFIX}${endpoint.path.replace(/^\/+/, '')}`.replace(/\$\{(\w+)\}/g, '{$1}');
    const operation: Json = {
      operationId: name,
      tags: [group],
      summary: endpoint.summary,
      ...(endpoint.auth === 'required' ? { security: [{ token: [] }] } : { security: [{}, { token: [] }] }),
      parameters: parametersOf(endpoint, input),
      ...(endpoint.method === 'POST' && {
        requestBody: { required: true, content: requestContent(endpoint, input) },
      }),
      responses: {
        '200': { description: 'success', content: { 'application/json': { schema: envelope(schemaOf(endpoint.output, 'output')) } } },
        ...refusalResponses(endpoint),
      },
    };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '上海汽车报 reader API',
      version: API_VERSION,
      description:
        'Every call of the reader (SPEC §7), generated from the contract of @shqcb/api. Answers are envelopes { code, msg, data }: code 200 is success, any other code is a refusal whose msg is shown to the reader as is, and equals the HTTP status.',
    },
    // Groups with no call yet are left out (they would show as empty headings).
    tags: Object.entries(GROUP_NAMES)
      .filter(([name]) => listEndpoints().some((entry) => entry.group === name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } } },
  };
}
