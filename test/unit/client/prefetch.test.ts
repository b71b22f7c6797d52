import { describe, expect, it } from 'vitest';
import { allowsPrefetch } from '../../../src/client/prefetch.ts';

describe('allowsPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true }, false],
  ])('connection %j → %s', (connection, expected) => {
    expect(allowsPrefetch(connection)).toBe(expected);
  });
});
