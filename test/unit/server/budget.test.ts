// A client's budget: spent within a window, exhausted at its limit, whole again in the next window;
// others' budgets untouched; a bounded number of clients remembered.
import { describe, expect, it } from 'vitest';
import { clientBudget } from '../../../src/server/budget.ts';

describe('clientBudget', () => {
  it('is exhausted at its limit until the window ends, for that client alone', () => {
    let clock = 0;
    const budget = clientBudget({ windowMs: 10_000, limit: 3, now: () => clock });
    budget.spend('a', 2);
    expect(budget.exhausted('a')).toBe(false);
    clock = 5_000;
    budget.spend('a', 1);
    expect(budget.exhausted('a')).toBe(true);
    expect(budget.exhausted('b')).toBe(false);
    clock = 10_001;
    expect(budget.exhausted('a')).toBe(false);
  });

  it('forgets the oldest client past the number it remembers', () => {
    const budget = clientBudget({ windowMs: 10_000, limit: 1, clients: 2, now: () => 0 });
    budget.spend('a', 1);
    budget.spend('b', 1);
    budget.spend('c', 1);
    expect(['a', 'b', 'c'].map((c) => budget.exhausted(c))).toEqual([false, true, true]);
  });
});
