import { describe, expect, it } from 'vitest';
import { boundedDistance } from '../../../src/shared/edit-distance.ts';

describe('boundedDistance', () => {
  it.each([
    ['cookies', 'cookies', 2, 0],
    ['cookies', 'cokies', 1, 1],
    ['privcy', 'privacy', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['', 'abc', 3, 3],
    ['abc', '', 3, 3],
    ['flaw', 'lawn', 2, 2],
    // Two swapped neighbours are one edit, as a typist makes them.
    ['cookeis', 'cookies', 1, 1],
    ['ab', 'ba', 1, 1],
    ['privcay', 'privacy', 1, 1],
    ['abcd', 'badc', 2, 2],
  ])('%s → %s within %i is %i', (a, b, max, expected) => {
    expect(boundedDistance(a, b, max)).toBe(expected);
  });

  it('is max + 1 beyond the bound, from lengths alone or from the rows', () => {
    expect(boundedDistance('cookies', 'biscuits', 2)).toBe(3);
    expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
    expect(boundedDistance('abcdef', 'uvwxyz', 0)).toBe(1);
    expect(boundedDistance('cookeis', 'cookies', 0)).toBe(1);
    // A transposition does not undo a row that was already too far off.
    expect(boundedDistance('xxab', 'yyba', 1)).toBe(2);
  });

  it('grows its rows for long strings and stays exact after them', () => {
    const long = 'x'.repeat(300);
    expect(boundedDistance(long, `${long}yz`, 5)).toBe(2);
    expect(boundedDistance('terms', 'teams', 1)).toBe(1);
  });
});
