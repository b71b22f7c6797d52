// Costly work one task at a time, in order; a line that is not moving refuses newcomers at once.
import { describe, expect, it } from 'vitest';
import { takingTurns } from '../../../src/server/turns.ts';

describe('takingTurns', () => {
  it('runs tasks one after another in the order asked, and refuses new ones once the first in line has waited too long', async () => {
    let clock = 0;
    const inTurn = takingTurns(2_000, 3, () => clock);
    const order: string[] = [];
    let release!: () => void;
    const first = inTurn(() => new Promise<string>((resolve) => (release = () => resolve('first'))));
    const task = (name: string) => inTurn(async () => (order.push(name), name));
    const second = task('second');
    clock = 1_000;
    const third = task('third');
    // The first in line has waited 2.5 s: the line is not moving.
    clock = 2_500;
    expect(await task('refused')).toBe('busy');
    release();
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    expect(order).toEqual(['second', 'third']);
    // Moving again: accepted, and run at once.
    expect(await task('later')).toBe('later');
  });

  it('refuses past the longest line, however recent', async () => {
    const inTurn = takingTurns(2_000, 1, () => 0);
    let release!: () => void;
    const first = inTurn(() => new Promise<void>((resolve) => (release = resolve)));
    const second = inTurn(async () => 'second');
    expect(await inTurn(async () => 'third')).toBe('busy');
    release();
    await first;
    expect(await second).toBe('second');
  });
});
