import type { Clock } from '../Clock.ts';

/** A clock tests move by hand. Starts at a fixed instant so seeded content is reproducible. */
export class FakeClock implements Clock {
  #now: number;

  constructor(start: Date | string = '2026-03-16T02:00:00Z') {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  /** Moves time forward (or back, with a negative number). */
  advance(seconds: number): void {
    this.#now += seconds * 1000;
  }

  set(at: Date | string): void {
    this.#now = new Date(at).getTime();
  }
}
