import type { Context } from 'hono';
import { ApiError } from './ApiError.ts';

/**
 * Reads a POST body as a plain object. JSON is the reader's format; form encoding is accepted
 * for old clients, multipart for uploads. An empty body is `{}` so the schema can name the missing field.
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    // Uploads: fields as text, files as Blobs (the contract's upload schemas check them).
    try {
      return Object.fromEntries((await c.req.formData()).entries());
    } catch {
      throw new ApiError(400, '请求格式不正确');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let parsed: unknown;
  if (/^application\/([\w.-]+\+)?json\b/.test(type)) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(400, '请求格式不正确');
    }
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    parsed = Object.fromEntries(new URLSearchParams(text));
  } else {
    throw new ApiError(415, '请求格式不正确，请使用 JSON 格式提交');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, '请求格式不正确');
  }
  return parsed as Record<string, unknown>;
}
