// Costly work one task at a time, in order; a line that is not moving refuses newcomers at once;
// clients take turns, each with a few tasks in the line at most.
import { describe, expect, it } from 'vitest';
import { takingTurns } from '../../../src/server/turns.ts';

describe('takingTurns', () => {
  it('runs tasks one after another in the order asked, and refuses new ones once the first in line has waited too long', async () => {
    let clock = 0;
    const inTurn = takingTurns({ maxWaitMs: 2_000, maxWaiting: 3, now: () => clock });
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
    const inTurn = takingTurns({ maxWaitMs: 2_000, maxWaiting: 1, now: () => 0 });
    let release!: () => void;
    const first = inTurn(() => new Promise<void>((resolve) => (release = resolve)));
    const second = inTurn(async () => 'second');
    expect(await inTurn(async () => 'third')).toBe('busy');
    release();
    await first;
    expect(await second).toBe('second');
  });

  it('lets clients take turns, so one with many costly calls delays another by one, and refuses a client past its share', async () => {
    const inTurn = takingTurns({ maxWaitMs: 2_000, maxWaiting: 10, perClient: 3, now: () => 0 });
    const order: string[] = [];
    let release!: () => void;
    const first = inTurn(() => new Promise<void>((resolve) => (release = resolve)), 'attacker');
    const task = (name: string, client: string) => inTurn(async () => void order.push(name), client);
    const queued = [task('attacker 2', 'attacker'), task('attacker 3', 'attacker'), task('reader 1', 'reader'), task('reader 2', 'reader')];
    // The attacker holds three places (one running): a fourth is refused; the reader's are not.
    expect(await inTurn(async () => 'attacker 4', 'attacker')).toBe('busy');
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['attacker 2', 'reader 1', 'attacker 3', 'reader 2']);
    // Its places are free again once its tasks are done.
    expect(await inTurn(async () => 'attacker 5', 'attacker')).toBe('attacker 5');
  });
});
