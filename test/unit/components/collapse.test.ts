import { describe, expect, it } from 'vitest';
import { collapseDuration } from '../../../src/components/collapse.ts';

describe('collapseDuration', () => {
  it('is 1 ms with reduced motion, whatever the height', () => {
    expect(collapseDuration(0, true)).toBe(1);
    expect(collapseDuration(5000, true)).toBe(1);
  });

  it('grows with the content height, less than linearly', () => {
    const [small, medium, large] = [40, 400, 4000].map((h) => collapseDuration(h, false));
    expect(small).toBeLessThan(medium!);
    expect(medium).toBeLessThan(large!);
    expect(large! / small!).toBeLessThan(100);
    expect(small).toBeGreaterThan(100);
  });
});
