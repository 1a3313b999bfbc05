import { seededRandom } from '../../random/seededRandom.ts';
import { escapeXml } from './escapeXml.ts';
import type { Palette } from './palettes.ts';

const SIZE = 300;
const FONT = "'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif";
const MAX_LINE = 6;

/**
 * A square podcast cover: gradient, sound rings around a microphone, a waveform, the programme's
 * name (from the database, escaped; two lines of six characters at most) and the paper's name.
 *
 * @example podcastCoverSvg({ seed: 3, palette: paletteFor(3), programme: '车市周报' })
 */
export function podcastCoverSvg({ seed, palette, programme }: { seed: number; palette: Palette; programme: string }): string {
  const rng = seededRandom(seed * 2246822519);
  const chars = [...programme];
  const lines = [chars.slice(0, MAX_LINE).join(''), chars.slice(MAX_LINE, MAX_LINE * 2).join('')].filter(Boolean);
  const text = lines
    .map((line, i) => `<text x="150" y="${196 + i * 36}" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const bars = Array.from({ length: 21 }, (_, i) => {
    const h = rng.int(6, 34);
    return `<rect x="${45 + i * 10}" y="${262 - h / 2}" width="5" height="${h}" rx="2.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(programme || '播客')}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="${rng.int(200, 280)}" cy="${rng.int(20, 80)}" r="${rng.int(70, 110)}" fill="${palette.accent}" opacity=".14"/>
<g fill="none" stroke="#fff" stroke-linecap="round">
<path d="M110 60A56 56 0 0 0 110 140M190 60A56 56 0 0 1 190 140" stroke-opacity=".35" stroke-width="5"/>
<path d="M124 74A36 36 0 0 0 124 126M176 74A36 36 0 0 1 176 126" stroke-opacity=".6" stroke-width="5"/>
<path d="M134 100A16 16 0 0 0 166 100M150 116V134M138 134H162" stroke-width="5"/>
</g>
<rect x="140" y="56" width="20" height="52" rx="10" fill="${palette.accent}"/>
${text}
<g fill="${palette.accent}" opacity=".75">${bars}</g>
<text x="${SIZE - 12}" y="${SIZE - 8}" text-anchor="end" font-family="${FONT}" font-size="11" fill="#fff" fill-opacity=".6">上海汽车报 · 播客</text>
</svg>`;
}
