import { describe, expect, it } from 'vitest';
import { HOME_TAB_ID } from '@shqcb/api/contract';
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

  it('should never point at an outside host', () => {
    expect(JSON.stringify(content)).not.toMatch(/https?:\/\//);
  });
});
