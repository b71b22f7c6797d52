import { describe, expect, it } from 'vitest';
import { closest } from '../../../src/generator/closest.ts';

describe('closest', () => {
  it('suggests a near candidate and nothing for an unrelated value', () => {
    expect(closest('paymnet', ['payment', 'refunds'])).toBe('payment');
    expect(closest('completely-different', ['payment', 'refunds'])).toBeUndefined();
  });
});
