import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateList } from '@shqcb/api/contract/engagement';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet } from '../../testing/requestHelpers.ts';
import { shanghaiDay } from '../auth/shanghaiDay.ts';
import { EPAPER_DAYS } from './epaperIssues.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('dateList and the e-paper PDFs', () => {
  it('should list 30 days of issues up to today (Shanghai), newest first, with their real sizes', async () => {
    const answer = await apiGet(t.app, 'dateList');
    expectContractOutput(dateList, answer.body.data);
    const { min, max, issues } = answer.body.data as { min: string; max: string; issues: { date: string; url: string; bytes: number; pages: number }[] };
    expect(issues).toHaveLength(EPAPER_DAYS);
    expect(max).toBe(shanghaiDay(t.clock.now()));
    expect(issues.at(-1)?.date).toBe(min);
    const first = issues[0] ?? { url: '', bytes: 0, pages: 0 };
    const response = await t.app.request(first.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(first.bytes);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(first.pages);
    expect(first.pages).toBeGreaterThan(1);
  });

  it('should serve byte ranges, the same bytes every time, and a download as an attachment', async () => {
    const day = shanghaiDay(t.clock.now());
    const whole = new Uint8Array(await (await t.app.request(`/media/epaper/${day}.pdf`)).arrayBuffer());
    const part = await t.app.request(`/media/epaper/${day}.pdf?download=1`, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${whole.length}`);
    expect(part.headers.get('content-disposition')).toBe(`attachment; filename="shqcb-${day}.pdf"`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.subarray(0, 100));
  });

  it('should answer 404 for a day outside the last 30 and for tomorrow', async () => {
    const now = t.clock.now().getTime();
    for (const back of [EPAPER_DAYS, -1]) {
      const day = shanghaiDay(new Date(now - back * 86_400_000));
      expect((await t.app.request(`/media/epaper/${day}.pdf`)).status).toBe(404);
    }
    expect((await t.app.request('/media/epaper/2026-13-45.pdf')).status).toBe(404);
  });
});
