import { describe, expect, it } from 'vitest';
import { locateKey } from '../../../src/config/locate.ts';

describe('locateKey', () => {
  it('finds nested keys in order', () => {
    const source = "a: 1,\nnav: {\n  items: [\n    { position: 'x' }\n  ]\n}";
    expect(locateKey(source, ['nav', 'items', 0, 'position'])).toEqual({ line: 4, column: 7 });
  });

  it('finds nothing for a key that is not written', () => {
    expect(locateKey('title: 1', ['docs'])).toBeUndefined();
  });
});
