import { describe, expect, it } from 'vitest';
import { HOME_TAB_ID } from '@shqcb/api/contract/content';
import { DEMO_TABS } from './demoTabs.ts';
import { generateDemoContent } from './generateDemoContent.ts';

const NOW = new Date('2026-03-16T02:00:00Z');

describe('generateDemoContent', () => {
  const content = generateDemoContent(NOW);

  it('should write at least 80 articles across at least 6 categories plus the 推荐 tab', () => {
    expect(content.news.length).toBeGreaterThanOrEqual(80);
    expect(new Set(content.news.map((item) => item.categoryId)).size).toBeGreaterThanOrEqual(6);
    expect(DEMO_TABS[0]).toMatchObject({ id: HOME_TAB_ID, name: '推荐' });
    expect(content.news.some((item) => item.categoryId === HOME_TAB_ID)).toBe(false);
  });

  it('should be deterministic for the same clock', () => {
    expect(generateDemoContent(NOW)).toEqual(content);
  });

  it('should fill every template slot and give every article its parts', () => {
    for (const item of content.news) {
      expect(item.title).not.toMatch(/[{}#]/);
      expect(item.content).not.toMatch(/[{}]|>#\w+ /);
      expect(item.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(4);
      expect(item.source).not.toBe('');
      expect(item.author).toMatch(/记者 /);
      expect(item.thumbnail).toBe(`/media/news/${item.id}.svg`);
    }
    expect(new Set(content.news.map((item) => item.title)).size).toBe(content.news.length);
    expect(content.news.filter((item) => item.content.includes('<img ')).length).toBeGreaterThan(20);
  });

  it('should spread publish times over recent weeks, never in the future, ids ascending with time', () => {
    const times = content.news.map((item) => item.publishedAt.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - Math.min(...times)).toBeGreaterThan(30 * 86_400_000);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('should pin four items per category and pick eight headlines', () => {
    for (const tab of DEMO_TABS.filter((t) => t.templates)) {
      expect(content.news.filter((item) => item.categoryId === tab.id && item.isTop)).toHaveLength(4);
    }
    expect(content.breaking).toHaveLength(8);
  });

  it('should link advertisements to in-app routes and self-served images only', () => {
    expect(content.ads.map((ad) => ad.position)).toEqual(expect.arrayContaining(['home-list', 'home-top', 'detail-bottom']));
    for (const ad of content.ads) {
      expect(ad.link).toMatch(/^\/[a-z-]+(\/\d+)?$/);
      expect(ad.image).toMatch(/^\/media\/ad\/\d+\.svg$/);
    }
  });

  it('should give six news items a generated voice version', () => {
    const voiced = content.news.filter((item) => item.voiceUrl !== null);
    expect(voiced.map((item) => [item.id, item.voiceUrl])).toEqual([59, 72, 82, 83, 87, 88].map((id) => [id, `audio/news-${id}.wav`]));
  });

  it('should write twelve podcast episodes over recent weeks, newest (and shortest) first', () => {
    const { audio } = content;
    expect(audio.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const times = audio.map((item) => item.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - Math.min(...times)).toBeGreaterThan(28 * 86_400_000);
    for (const item of audio) {
      expect(item.voiceUrl).toBe(`audio/ep-${String(item.id).padStart(2, '0')}.wav`);
      expect(item.durationSeconds).toBeGreaterThanOrEqual(6);
      expect(item.durationSeconds).toBeLessThanOrEqual(20);
      expect(item.cover).toBe(`/media/podcast/${item.id}.svg`);
    }
    expect(audio.slice(0, 2).map((item) => item.durationSeconds)).toEqual([6, 6]);
    expect(audio.filter((item) => item.source === '').length).toBeGreaterThanOrEqual(2);
    expect(new Set(audio.map((item) => item.title)).size).toBe(12);
  });

  it('should never date anything after now, even early in the morning', () => {
    const early = new Date('2026-03-15T20:30:00Z'); // 04:30 in Shanghai
    const { news, audio } = generateDemoContent(early);
    for (const item of [...news, ...audio]) expect(item.publishedAt.getTime()).toBeLessThan(early.getTime());
  });

  it('should never point at an outside host', () => {
    expect(JSON.stringify(content)).not.toMatch(/https?:\/\//);
  });
});
