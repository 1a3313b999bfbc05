import type { Hono } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { exportExpiry } from '../account/exportData.ts';
import { contentTypeOf } from './uploads.ts';

/**
 * Serves uploaded files at MEDIA_PREFIX/u/<key>: avatars and feedback pictures (random names, kept
 * by caches for a year) and data exports (only until they expire, never cached, as a download).
 */
export function uploadRoutes(media: Hono<AppEnv>, deps: AppDeps): void {
  const { storage } = deps.providers;
  media.get('/u/*', async (c) => {
    const key = decodeURIComponent(c.req.path.slice(c.req.path.indexOf('/u/') + 3));
    const type = contentTypeOf(key);
    if (!type) throw new ApiError(404, '文件不存在');
    const expiry = key.startsWith('exports/') ? exportExpiry(key) : null;
    if (key.startsWith('exports/') && (!expiry || expiry <= deps.clock.now())) throw new ApiError(404, '下载链接已过期，请重新导出');
    const bytes = await storage.get(key);
    if (!bytes) throw new ApiError(404, '文件不存在');
    const headers: Record<string, string> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (expiry) {
      headers['Cache-Control'] = 'no-store';
      headers['Content-Disposition'] = 'attachment; filename="shqcb-my-data.zip"';
    } else {
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    }
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, headers);
  });
}
