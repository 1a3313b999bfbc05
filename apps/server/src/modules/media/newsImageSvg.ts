import { seededRandom } from '../../random/seededRandom.ts';
import { carShape } from './carShape.ts';
import { escapeXml } from './escapeXml.ts';
import { CAR_COLOURS, type Palette } from './palettes.ts';
import { skylineShape } from './skylineShape.ts';

export interface NewsImageOptions {
  /** Varies sun, skyline and car; the same seed draws the same picture. */
  seed: number;
  palette: Palette;
  /** Category label in a pill at the top left; omitted when empty. */
  label: string;
}

/** The drawing's width in its own units (4:3): the raster variants scale from it. */
export const NEWS_IMAGE_WIDTH = 400;
const W = NEWS_IMAGE_WIDTH;
const H = 300;
const HORIZON = 215;
const FONT = "'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif";

/**
 * A 4:3 news picture: gradient sky, sun, Shanghai skyline, a road with a car and a category label.
 *
 * @example newsImageSvg({ seed: 12, palette: paletteFor(308), label: '新能源' })
 */
export function newsImageSvg({ seed, palette, label }: NewsImageOptions): string {
  const rng = seededRandom(seed * 2654435761);
  const sunX = rng.int(60, W - 60);
  const sunY = rng.int(48, 110);
  const sunR = rng.int(22, 36);
  const carX = rng.int(30, W - 230);
  const car = carShape(carX, 196, rng.pick(CAR_COLOURS), palette.accent);
  const streaks = [0, 1, 2]
    .map((i) => `<path d="M${carX - 70 + i * 12} ${222 + i * 12}H${carX - 8}" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`)
    .join('');
  const pill = label
    ? `<rect x="16" y="16" width="${30 + 16 * [...label].length}" height="30" rx="15" fill="#000" fill-opacity=".35"/>
<text x="31" y="37" font-family="${FONT}" font-size="16" font-weight="600" fill="#fff">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(label || '新闻配图')}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f4b"/><stop offset="1" stop-color="#1f2229"/></linearGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2}" fill="${palette.accent}" opacity=".14"/>
<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${palette.accent}" opacity=".85"/>
${skylineShape(rng, W, HORIZON, palette.skyline)}
<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#road)"/>
<path d="M0 ${HORIZON + 1}H${W}" stroke="${palette.accent}" stroke-opacity=".5" stroke-width="2"/>
<path d="M0 281H${W}" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-dasharray="26 18"/>
${streaks}
${car}
${pill}
<text x="${W - 14}" y="${H - 8}" text-anchor="end" font-family="${FONT}" font-size="11" fill="#fff" fill-opacity=".55">上海汽车报</text>
</svg>`;
}
