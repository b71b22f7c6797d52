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
  ])('%s → %s within %i is %i', (a, b, max, expected) => {
    expect(boundedDistance(a, b, max)).toBe(expected);
  });

  it('is max + 1 beyond the bound, from lengths alone or from the rows', () => {
    expect(boundedDistance('cookies', 'biscuits', 2)).toBe(3);
    expect(boundedDistance('a', 'abcdef', 2)).toBe(3);
    expect(boundedDistance('abcdef', 'uvwxyz', 0)).toBe(1);
  });

  it('grows its rows for long strings and stays exact after them', () => {
    const long = 'x'.repeat(300);
    expect(boundedDistance(long, `${long}yz`, 5)).toBe(2);
    expect(boundedDistance('terms', 'teams', 1)).toBe(1);
  });
});
