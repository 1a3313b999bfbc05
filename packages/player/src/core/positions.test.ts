import { describe, expect, it } from 'vitest';
import { MAX_POSITIONS, positions } from './positions.ts';

describe('resume points', () => {
  it('keeps where an item was left and gives it back', () => {
    positions.save('7', 42.26);
    expect(positions.get('7')).toBe(42.3);
    expect(JSON.parse(localStorage.getItem('audioPositions') ?? '{}')['7'].t).toBe(42.3);
  });

  it('starts from the beginning near the start, near the end, or when forgotten', () => {
    positions.save('1', 0.4);
    expect(positions.get('1')).toBe(0);
    positions.save('2', 58);
    expect(positions.get('2', 60)).toBe(0);
    expect(positions.get('2', 120)).toBe(58);
    positions.save('3', 3.3);
    expect(positions.get('3', 6)).toBe(3.3);
    expect(positions.get('3', 3.5)).toBe(0);
    positions.forget('2');
    expect(positions.get('2', 120)).toBe(0);
  });

  it('keeps at most MAX_POSITIONS items, dropping the oldest', () => {
    for (let i = 0; i < MAX_POSITIONS + 5; i += 1) positions.save(String(i), 10, 1000 + i);
    expect(Object.keys(JSON.parse(localStorage.getItem('audioPositions') ?? '{}'))).toHaveLength(MAX_POSITIONS);
    expect(positions.get('0')).toBe(0);
    expect(positions.get(String(MAX_POSITIONS + 4))).toBe(10);
  });

  it('survives damaged storage', () => {
    localStorage.setItem('audioPositions', '[1,2]');
    expect(positions.get('1')).toBe(0);
    localStorage.setItem('audioPositions', '{"1":{"t":"x"}}');
    positions.save('2', 5);
    expect(positions.get('2')).toBe(5);
  });
});
