import * as v from 'valibot';
import { pageOf, pageSchema, pageSizeSchema } from './common.ts';

/**
 * An audio item (SPEC §3): `voiceUrl` is absolute or relative to the audio CDN base; `source` may be
 * empty (the player shows 暂无); `time` is ISO 8601; `duration` in seconds (0 when unknown).
 */
export const audioItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  voiceUrl: v.string(),
  source: v.string(),
  time: v.string(),
  duration: v.number(),
  /** Site-relative or absolute cover image; empty when none. */
  cover: v.string(),
  summary: v.string(),
});
export type AudioItem = v.InferOutput<typeof audioItemSchema>;

/** GET contentList: podcasts and audio items, newest first, paginated. */
export const contentListInput = v.object({
  type: v.optional(v.picklist(['audio'], '内容类型不正确'), 'audio'),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const contentListOutput = pageOf(audioItemSchema);
