import { createHash } from 'node:crypto';
import { escapeXml as escape } from '../media/escapeXml.ts';

/**
 * The HTML frame of the demo's server pages (the WeChat simulator, the local cashier): one <style>
 * element and no script, so a CSP allows the page's style by its hash and nothing else.
 */
export function devPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The CSP source (`'sha256-…'`) that allows exactly `style`. */
export function styleHash(style: string): string {
  return `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
}
