import { randomInt } from 'node:crypto';

/** An integer in [0, max): the draw's only source of chance. */
export type RandomInt = (max: number) => number;

/** The production source: the operating system's CSPRNG, so no reader can predict or replay a draw. */
export const cryptoRandomInt: RandomInt = (max) => randomInt(0, max);

/**
 * Picks one of `prizes` with probability weight / total weight. A prize of weight 0 is never picked.
 *
 * @example
 * pickPrize([{ id: 1, weight: 1 }, { id: 2, weight: 3 }], cryptoRandomInt); // id 2 three times as often
 */
export function pickPrize<T extends { weight: number }>(prizes: readonly T[], random: RandomInt): T | undefined {
  const total = prizes.reduce((sum, prize) => sum + Math.max(0, prize.weight), 0);
  if (total <= 0) return undefined;
  let ticket = random(total);
  for (const prize of prizes) {
    if (prize.weight <= 0) continue;
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  return undefined;
}
