import { describe, expect, it } from 'vitest';
import { XSS_HOST, XSS_SENTINEL, XSS_VECTORS } from './xssVectors.ts';

describe('XSS_VECTORS', () => {
  it('should number at least 50 vectors uniquely, in order', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(XSS_VECTORS.map((vector) => vector.id)).toEqual(XSS_VECTORS.map((_, index) => index + 1));
    expect(new Set(XSS_VECTORS.map((vector) => vector.name)).size).toBe(XSS_VECTORS.length);
  });

  it('should give each vector a way to be seen: its sentinel call, its evil address or a clobbered name', () => {
    for (const { id, name, html } of XSS_VECTORS) {
      const base64 = atob(/base64,([^"]+)/.exec(html)?.[1] ?? '');
      const calls = [html, base64].some((text) => text.includes(`${XSS_SENTINEL}(${id})`));
      const seen = calls || html.includes(`${XSS_HOST}/xss/${id}`) || /\b(?:name|id)="/.test(html);
      expect(seen, name).toBe(true);
    }
  });
});
