import { escapeXml } from './escapeXml.ts';
import type { Palette } from './palettes.ts';

/** Width (and height) of a goods cover's drawing, in px (its raster variants scale from it). */
export const GOODS_IMAGE_WIDTH = 320;
const S = GOODS_IMAGE_WIDTH;
const FONT = "'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif";

/**
 * A square picture of a mall good or a lucky-draw prize: gradient, a gift box and the name in up to
 * two lines of six characters. The name comes from the database and is escaped.
 */
export function goodsImageSvg(name: string, palette: Palette): string {
  const chars = [...name];
  const lines = [chars.slice(0, 6).join(''), chars.slice(6, 12).join('')].filter(Boolean);
  const text = lines
    .map((line, i) => `<text x="${S / 2}" y="${236 + i * 38}" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${S} ${S}" width="${S}" height="${S}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${S}" height="${S}" fill="url(#bg)"/>
<rect x="110" y="78" width="100" height="90" rx="8" fill="${palette.accent}"/>
<rect x="100" y="62" width="120" height="30" rx="6" fill="${palette.accent}" stroke="${palette.skyline}" stroke-opacity=".25"/>
<rect x="152" y="62" width="16" height="106" fill="${palette.skyline}" opacity=".55"/>
<path d="M160 62 C140 30 112 40 128 62 Z M160 62 C180 30 208 40 192 62 Z" fill="${palette.skyline}" opacity=".55"/>
${text}
</svg>`;
}
