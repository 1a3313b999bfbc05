import { carShape } from './carShape.ts';
import { escapeXml } from './escapeXml.ts';
import type { Palette } from './palettes.ts';

/** Width of an ad banner's drawing, in px (its raster variants scale from it). */
export const AD_IMAGE_WIDTH = 640;
const W = AD_IMAGE_WIDTH;
const H = 200;
const FONT = "'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif";
const MAX_LINE = 12;

/**
 * A 16:5 advertisement banner: gradient, the ad's title in up to two lines, a "立即查看" button
 * and a car. The title comes from the database and is escaped.
 */
export function adImageSvg(title: string, palette: Palette): string {
  const chars = [...title];
  const lines = [chars.slice(0, MAX_LINE).join(''), chars.slice(MAX_LINE, MAX_LINE * 2).join('')].filter(Boolean);
  const text = lines
    .map((line, i) => `<text x="36" y="${70 + i * 40}" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="560" cy="20" r="120" fill="${palette.accent}" opacity=".16"/>
<circle cx="600" cy="180" r="80" fill="#fff" opacity=".08"/>
${text}
<rect x="36" y="${lines.length > 1 ? 132 : 100}" width="116" height="36" rx="18" fill="${palette.accent}"/>
<text x="94" y="${lines.length > 1 ? 156 : 124}" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="600" fill="${palette.skyline}">立即查看</text>
${carShape(410, 104, '#f5f5f5', palette.accent, 1.08)}
<text x="${W - 12}" y="${H - 10}" text-anchor="end" font-family="${FONT}" font-size="11" fill="#fff" fill-opacity=".6">广告</text>
</svg>`;
}
