import type { EpaperIssue } from '@shqcb/api/contract/engagement';
import { addDays, today } from '../subscription/days.ts';
import { EPAPER_PAGES, buildEpaperPdf, type EpaperFile } from './epaperPdf.ts';

/** How many days of e-paper the server offers, today included. */
export const EPAPER_DAYS = 30;

/** The site-relative URL of an issue's PDF (served by the media routes). */
export const epaperUrl = (day: string) => `/media/epaper/${day}.pdf`;

// PDFs are made on first use and kept: they depend on the date only, so every instance makes the
// same bytes and nothing needs sharing. The window moves daily; older days drop out.
const cache = new Map<string, Promise<EpaperFile>>();

/** The days on offer at `now`, newest first. */
export function epaperDays(now: Date): string[] {
  const last = today(now);
  return Array.from({ length: EPAPER_DAYS }, (_, back) => addDays(last, -back));
}

/** The PDF of `day`, or undefined for a day not on offer at `now`. */
export function epaperFile(day: string, now: Date): Promise<EpaperFile> | undefined {
  const days = epaperDays(now);
  if (!days.includes(day)) return undefined;
  for (const kept of cache.keys()) if (!days.includes(kept)) cache.delete(kept);
  let file = cache.get(day);
  if (!file) {
    file = buildEpaperPdf(day);
    cache.set(day, file);
  }
  return file;
}

/** dateList: the first and last day on offer and each issue with its PDF's size. */
export async function listEpaperIssues(now: Date): Promise<{ min: string; max: string; issues: EpaperIssue[] }> {
  const days = epaperDays(now);
  const issues = await Promise.all(
    days.map(async (day) => ({
      date: day,
      title: `上海汽车报 ${day}`,
      pages: EPAPER_PAGES,
      url: epaperUrl(day),
      bytes: (await (epaperFile(day, now) as Promise<EpaperFile>)).bytes.length,
    })),
  );
  return { min: days.at(-1) ?? '', max: days[0] ?? '', issues };
}
