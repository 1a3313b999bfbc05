import { createHash } from 'node:crypto';

/** One year, the preload list's minimum. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The `'sha256-…'` sources of the inline `<style>` and `<script>` blocks of a page, so its CSP
 * can allow exactly those and no other inline code (index.html paints its colours with one).
 */
export function inlineHashes(html: string): { styles: string[]; scripts: string[]; styleAttributes: string[] } {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hash(m[1] ?? ''));
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => hash(m[1] ?? ''));
  // A server-rendered view (decision 0051) may carry style attributes React wrote (a list's padding,
  // a spinner's size): their exact values, decoded as the browser decodes them, and no others.
  const styleAttributes = [...new Set([...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map((m) => decodeAttribute(m[1] ?? '')))].map(hash);
  return { styles, scripts, styleAttributes };
}

/** An attribute value as the browser reads it: the entities React and our pages write, decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, name: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[name] ?? '');
}

/**
 * Headers for the reader's HTML. The CSP fits a Vite React build: scripts only from this origin
 * plus the page's own inline blocks by hash (no 'unsafe-inline' for scripts or styles: React sets
 * style properties through the CSSOM, which CSP does not govern), images also from https CDNs and
 * data/blob URLs (posters, QR codes), API calls same-origin, no `<base>`, no framing by other sites.
 */
export function htmlSecurityHeaders(html: string): Record<string, string> {
  const { styles, scripts, styleAttributes } = inlineHashes(html);
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      ["script-src 'self'", ...scripts].join(' '),
      ["style-src 'self'", ...styles, ...(styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributes] : [])].join(' '),
      "img-src 'self' data: blob: https:",
      "media-src 'self' blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; '),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}

/**
 * Headers every answer carries: in production, HSTS (browsers ignore it over plain http, so a
 * demo on this machine is unaffected anyway); everywhere, a referrer that never leaves the site.
 */
export function baseSecurityHeaders(production: boolean): Record<string, string> {
  return {
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
