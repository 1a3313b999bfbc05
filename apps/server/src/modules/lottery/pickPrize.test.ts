import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../random/seededRandom.ts';
import { cryptoRandomInt, pickPrize, type RandomInt } from './pickPrize.ts';

const seeded = (seed: number): RandomInt => {
  const rng = seededRandom(seed);
  return (max) => rng.int(0, max - 1);
};

describe('pickPrize', () => {
  it('should match the configured weights within 1.5 points in 10 000 seeded draws', () => {
    const prizes = [
      { id: 1, weight: 5 },
      { id: 2, weight: 150 },
      { id: 3, weight: 60 },
      { id: 4, weight: 550 },
      { id: 5, weight: 200 },
      { id: 6, weight: 35 },
    ];
    const random = seeded(20_261_125);
    const counts = new Map<number, number>();
    for (let i = 0; i < 10_000; i++) {
      const id = pickPrize(prizes, random)?.id ?? 0;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const prize of prizes) {
      const observed = (counts.get(prize.id) ?? 0) / 10_000;
      expect(Math.abs(observed - prize.weight / 1000), `prize ${prize.id}: ${observed}`).toBeLessThan(0.015);
    }
  });

  it('should never pick a prize of weight 0 and give undefined when all weigh 0', () => {
    const random = seeded(1);
    for (let i = 0; i < 1000; i++) expect(pickPrize([{ id: 1, weight: 0 }, { id: 2, weight: 1 }], random)?.id).toBe(2);
    expect(pickPrize([{ id: 1, weight: 0 }], random)).toBeUndefined();
  });

  it('should map the random ticket onto the weights in order', () => {
    const prizes = [{ id: 1, weight: 2 }, { id: 2, weight: 3 }];
    expect([0, 1, 2, 3, 4].map((ticket) => pickPrize(prizes, () => ticket)?.id)).toEqual([1, 1, 2, 2, 2]);
  });

  it('should treat a negative weight as 0', () => {
    const prizes = [{ id: 1, weight: -5 }, { id: 2, weight: 2 }, { id: 3, weight: 3 }];
    expect([0, 1, 2, 3, 4].map((ticket) => pickPrize(prizes, () => ticket)?.id)).toEqual([2, 2, 3, 3, 3]);
  });

  it('should draw with the operating system’s random numbers, and not ask them for a number in an empty range when nothing can be won', () => {
    const seen = new Set(Array.from({ length: 300 }, () => cryptoRandomInt(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect(pickPrize([{ id: 1, weight: 0 }, { id: 2, weight: 1 }], cryptoRandomInt)?.id).toBe(2);
    expect(pickPrize([{ id: 1, weight: 0 }], cryptoRandomInt)).toBeUndefined();
  });
});
