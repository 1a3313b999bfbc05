/**
 * Headers for the reader's HTML. The CSP fits a Vite React build: scripts only from this origin
 * (no inline script), inline styles allowed (index.html and React style attributes use them),
 * images also from https CDNs and data/blob URLs (posters, QR codes), API calls same-origin.
 */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};
