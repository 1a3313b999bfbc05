import type { SeededRandom } from '../random/seededRandom.ts';
import { BRANDS, CAR_TYPES, CITIES, DISTRICTS, EXPERT_TITLES, GIVEN_NAMES, PLACES, PRICES, SURNAMES } from './vocabulary.ts';

/** Slot values of one article: picked once, so title and body agree on brand, numbers, place. */
export type ArticleContext = Record<string, string>;

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** A person's name from the surname and given-name lists. */
export function personName(rng: SeededRandom): string {
  return `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`;
}

const oneDecimal = (rng: SeededRandom, min: number, max: number) => (rng.int(min * 10, max * 10) / 10).toFixed(1);

/**
 * Draws every slot a template may use. Dates come from the article's publish time in Shanghai;
 * `{month}` is the month before it, the one monthly figures report on.
 */
export function articleContext(rng: SeededRandom, publishedAt: Date): ArticleContext {
  const local = new Date(publishedAt.getTime() + SHANGHAI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const monthIndex = local.getUTCMonth();
  const reportMonth = monthIndex === 0 ? 12 : monthIndex;
  const long = rng.int(10, 30) / 10;
  return {
    brand: rng.pick(BRANDS),
    carType: rng.pick(CAR_TYPES),
    district: rng.pick(DISTRICTS),
    place: rng.pick(PLACES),
    city: rng.pick(CITIES),
    price: rng.pick(PRICES),
    expert: personName(rng),
    expertTitle: rng.pick(EXPERT_TITLES),
    citizen: `市民${rng.pick(SURNAMES)}${rng.chance(0.5) ? '先生' : '女士'}`,
    year: String(year),
    yearNext: String(year + 1),
    month: `${reportMonth}月`,
    date: `${monthIndex + 1}月${local.getUTCDate()}日`,
    km: String(rng.int(50, 75) * 10),
    pct: oneDecimal(rng, 5, 38),
    pct2: oneDecimal(rng, 3, 25),
    share: String(rng.int(45, 62)),
    stations: String(rng.int(120, 960)),
    count: String(rng.int(3, 12)),
    minutes: String(rng.int(12, 25)),
    bigWan: '160',
    roadKm: String(rng.int(10, 30) * 100),
    quota: String(rng.int(9, 16) * 1000),
    wan: oneDecimal(rng, 1.2, 9.8),
    deliveries: String(rng.int(3, 9) * 100),
    subsidy: String(rng.int(10, 20) * 1000),
    showCount: String(rng.int(90, 140)),
    showBrands: String(rng.int(30, 80)),
    visitors: oneDecimal(rng, 8, 16),
    days: String(rng.int(3, 10)),
    energy: oneDecimal(rng, 11.8, 16.9),
    longKm: `${Number.isInteger(long) ? long : long.toFixed(1)}万`,
    tripKm: String(rng.int(25, 60)),
    warrantyYears: String(rng.int(1, 3)),
    invest: String(rng.int(20, 150)),
    capacity: String(rng.int(10, 50)),
    seconds: String(rng.int(50, 90)),
  };
}

/**
 * Fills `{slot}` placeholders from the context.
 *
 * @throws {Error} for a slot the context lacks, so a template typo fails the seed test.
 */
export function fill(template: string, context: ArticleContext): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = context[key];
    if (value === undefined) throw new Error(`unknown template slot {${key}} in "${template}"`);
    return value;
  });
}
