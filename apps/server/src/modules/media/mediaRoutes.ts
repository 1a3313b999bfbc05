import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { MAX_ID } from '@shqcb/api/contract';
import type { AppDeps } from '../../AppDeps.ts';
import { advertising, audioItems, categories, lotteryPrizes, mallGoods, news } from '../../db/schema.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { ApiError } from '../../http/ApiError.ts';
import { AD_IMAGE_WIDTH, adImageSvg } from './adImageSvg.ts';
import { audioResponse } from './audioResponse.ts';
import { AUDIO_FILE_PATTERN, audioFile } from './audioTracks.ts';
import { GOODS_IMAGE_WIDTH, goodsImageSvg } from './goodsImageSvg.ts';
import { epaperFile } from '../epaper/epaperIssues.ts';
import { DEFAULT_AVATAR_SVG, tabIconSvg } from './iconSvgs.ts';
import { TAB_ICONS, type TabIcon } from './mediaPaths.ts';
import { NEWS_IMAGE_WIDTH, newsImageSvg } from './newsImageSvg.ts';
import { isMediaWidth, rasterCache, rasterFormatFor, rasterResponse, rasterize } from './rasterVariants.ts';
import { paletteFor } from './palettes.ts';
import { podcastCoverSvg } from './podcastCoverSvg.ts';
import { svgResponse } from './svgResponse.ts';
import { videoRoutes } from '../video/videoRoutes.ts';

/**
 * The images and sounds the server makes (mounted at MEDIA_PREFIX): news pictures `/news/12.svg`
 * and `/news/12-1.svg`, ad banners `/ad/3.svg`, podcast covers `/podcast/3.svg`, the default
 * avatar, tab icons and WAV files `/audio/ep-01.wav` (GET and HEAD, byte ranges). Deterministic.
 */
export function mediaRoutes(media: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  /** The drawing of a news picture (`12` or `12-1`), or a 404. */
  const newsPicture = async (name: string): Promise<string> => {
    const [idText = '', variantText = '0'] = name.split('-');
    const id = Number(idText);
    if (id > MAX_ID) throw new ApiError(404, '图片不存在');
    const [row] = await db
      .select({ categoryId: news.categoryId, label: categories.name })
      .from(news)
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .where(eq(news.id, id));
    if (!row) throw new ApiError(404, '图片不存在');
    const variant = Number(variantText);
    return newsImageSvg({ seed: id * 10 + variant, palette: paletteFor(row.categoryId), label: variant === 0 ? row.label : '' });
  };

  media.get('/news/:file{[1-9][0-9]{0,9}(-[1-9])?\\.svg}', async (c) => svgResponse(c, await newsPicture(c.req.param('file').slice(0, -4))));

  // The same pictures drawn at a width, as AVIF or WebP by Accept (decision 0052): `/news/12.w750`,
  // and so the home's ad banners and the mall's goods covers: `/ad/3.w750`, `/mall/1.w360`.
  const rasters = rasterCache();
  const rasterRoute = (kind: string, name: string, drawing: (name: string) => Promise<string>, svgWidth: number) =>
    media.get(`/${kind}/:file{${name}\\.w[0-9]{3,4}}`, async (c) => {
      const [file = '', widthText = ''] = c.req.param('file').split('.w');
      const width = Number(widthText);
      if (!isMediaWidth(width)) throw new ApiError(404, '图片不存在');
      const svg = await drawing(file);
      const format = rasterFormatFor(c.req.header('accept'));
      const key = `${kind}/${file}/${createHash('sha1').update(svg).digest('base64url')}/${width}/${format}`;
      return rasterResponse(c, await rasters(key, () => rasterize(svg, svgWidth, width, format)), format);
    });
  rasterRoute('news', '[1-9][0-9]{0,9}(-[1-9])?', newsPicture, NEWS_IMAGE_WIDTH);

  /** The drawing of an ad banner, or a 404. */
  const adPicture = async (file: string): Promise<string> => {
    const id = Number(file);
    if (id > MAX_ID) throw new ApiError(404, '图片不存在');
    const [row] = await db.select({ title: advertising.title }).from(advertising).where(eq(advertising.id, id));
    if (!row) throw new ApiError(404, '图片不存在');
    return adImageSvg(row.title, paletteFor(id + 3));
  };
  media.get('/ad/:file{[1-9][0-9]{0,9}\\.svg}', async (c) => svgResponse(c, await adPicture(c.req.param('file').slice(0, -4))));
  rasterRoute('ad', '[1-9][0-9]{0,9}', adPicture, AD_IMAGE_WIDTH);

  // Mall goods and lucky-draw prizes (issue 15).
  /** The drawing of a goods cover, or a 404. */
  const goodsPicture = async (file: string): Promise<string> => {
    const id = Number(file);
    if (id > MAX_ID) throw new ApiError(404, '图片不存在');
    const [row] = await db.select({ name: mallGoods.name }).from(mallGoods).where(eq(mallGoods.id, id));
    if (!row) throw new ApiError(404, '图片不存在');
    return goodsImageSvg(row.name, paletteFor(id + 1));
  };
  media.get('/mall/:file{[1-9][0-9]{0,9}\\.svg}', async (c) => svgResponse(c, await goodsPicture(c.req.param('file').slice(0, -4))));
  rasterRoute('mall', '[1-9][0-9]{0,9}', goodsPicture, GOODS_IMAGE_WIDTH);

  media.get('/prize/:file{[1-9][0-9]{0,9}\\.svg}', async (c) => {
    const id = Number(c.req.param('file').slice(0, -4));
    if (id > MAX_ID) throw new ApiError(404, '图片不存在');
    const [row] = await db.select({ name: lotteryPrizes.name }).from(lotteryPrizes).where(eq(lotteryPrizes.id, id));
    if (!row) throw new ApiError(404, '图片不存在');
    return svgResponse(c, goodsImageSvg(row.name, paletteFor(id + 7)));
  });

  media.get('/avatar/default.svg', (c) => svgResponse(c, DEFAULT_AVATAR_SVG));

  media.get('/icon/:file{[a-z]+\\.svg}', (c) => {
    const name = c.req.param('file').slice(0, -4);
    if (!(TAB_ICONS as readonly string[]).includes(name)) throw new ApiError(404, '图片不存在');
    return svgResponse(c, tabIconSvg(name as TabIcon));
  });

  media.get('/podcast/:file{[1-9][0-9]{0,9}\\.svg}', async (c) => {
    const id = Number(c.req.param('file').slice(0, -4));
    if (id > MAX_ID) throw new ApiError(404, '图片不存在');
    const [row] = await db.select({ title: audioItems.title }).from(audioItems).where(eq(audioItems.id, id));
    if (!row) throw new ApiError(404, '图片不存在');
    // "车市周报｜终端优惠收窄…": the programme's name is what comes before the bar.
    const programme = row.title.split(/[｜|：:]/)[0]?.trim() ?? '';
    return svgResponse(c, podcastCoverSvg({ seed: id, palette: paletteFor(id + 5), programme }));
  });

  // E-paper PDFs of the last 30 days (issue 12, decision 19), made on first use, with byte ranges.
  media.get('/epaper/:file{[0-9]{4}-[0-9]{2}-[0-9]{2}\\.pdf}', async (c) => {
    const day = c.req.param('file').slice(0, -4);
    const file = epaperFile(day, deps.clock.now());
    if (!file) throw new ApiError(404, '该日期没有电子报');
    const disposition = `${c.req.query('download') === undefined ? 'inline' : 'attachment'}; filename="shqcb-${day}.pdf"`;
    return audioResponse(c, await file, 'application/pdf', { 'Content-Disposition': disposition });
  });

  media.get(`/audio/:file{${AUDIO_FILE_PATTERN}}`, (c) => {
    const file = audioFile(c.req.param('file'));
    if (!file) throw new ApiError(404, '音频不存在');
    return audioResponse(c, file);
  });

  // Videos and live streams (issue 12 part A).
  videoRoutes(media, deps);
}
