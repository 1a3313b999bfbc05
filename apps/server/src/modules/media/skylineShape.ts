import type { SeededRandom } from '../../random/seededRandom.ts';

/**
 * A Shanghai skyline standing on `baseY`: random blocks plus, often, the Oriental Pearl Tower
 * and the twisting Shanghai Tower, so the pictures read as "this city" at a glance.
 */
export function skylineShape(rng: SeededRandom, width: number, baseY: number, colour: string): string {
  const far: string[] = [];
  for (let x = -10; x < width + 10; ) {
    const w = rng.int(16, 38);
    const h = rng.int(36, 110);
    far.push(`<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}"/>`);
    x += w + rng.int(0, 6);
  }
  const near: string[] = [];
  for (let x = -10; x < width + 10; ) {
    const w = rng.int(20, 44);
    const h = rng.int(16, 58);
    near.push(`<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" rx="1"/>`);
    x += w + rng.int(2, 12);
  }
  const landmarks: string[] = [];
  if (rng.chance(0.75)) landmarks.push(pearlTower(rng.int(40, width - 60), baseY));
  if (rng.chance(0.6)) landmarks.push(shanghaiTower(rng.int(60, width - 40), baseY));
  return `<g fill="${colour}" opacity=".42">${far.join('')}</g>
<g fill="${colour}" opacity=".7">${landmarks.join('')}</g>
<g fill="${colour}" opacity=".85">${near.join('')}</g>`;
}

function pearlTower(x: number, baseY: number): string {
  return `<path d="M${x - 14} ${baseY}L${x - 2} ${baseY - 70}H${x + 2}L${x + 14} ${baseY}Z"/>
<rect x="${x - 2}" y="${baseY - 150}" width="4" height="150"/>
<circle cx="${x}" cy="${baseY - 58}" r="17"/><circle cx="${x}" cy="${baseY - 112}" r="12"/><circle cx="${x}" cy="${baseY - 140}" r="5"/>`;
}

function shanghaiTower(x: number, baseY: number): string {
  return `<path d="M${x - 16} ${baseY}C${x - 14} ${baseY - 60} ${x - 12} ${baseY - 120} ${x - 4} ${baseY - 168}L${x + 7} ${baseY - 160}C${x + 10} ${baseY - 110} ${x + 14} ${baseY - 60} ${x + 16} ${baseY}Z"/>`;
}
