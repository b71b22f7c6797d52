import { describe, expect, it } from 'vitest';
import { keyLocator, locateKey } from '../../../src/config/locate.ts';

describe('locateKey', () => {
  it('finds nested keys in order', () => {
    const source = "a: 1,\nnav: {\n  items: [\n    { position: 'x' }\n  ]\n}";
    expect(locateKey(source, ['nav', 'items', 0, 'position'])).toEqual({ line: 4, column: 7 });
  });

  it('finds an array element by counting the elements written, strings, templates and comments stepped over', () => {
    const source = [
      'export default {',
      '  footer: {',
      '    links: [',
      "      { label: 'a, [b]', href: 'https://a.example' }, // one, [two]",
      '      /* {, */ { label: `c ${[1, 2].join(",")}`, href: "https://c.example" },',
      "      { label: 'd',",
      "        href: 'javascript:alert(1)' },",
      '    ],',
      '  },',
      '};',
    ].join('\n');
    expect(locateKey(source, ['footer', 'links', 2, 'href'])).toEqual({ line: 7, column: 9 });
    expect(locateKey(source, ['footer', 'links', 1, 'href'])).toEqual({ line: 5, column: 50 });
    expect(locateKey(source, ['footer', 'links', 1])).toEqual({ line: 5, column: 16 });
    // An index past what is written (elements spread in from elsewhere): the key after it is searched for from the array.
    expect(locateKey(source, ['footer', 'links', 7, 'href'])).toEqual({ line: 4, column: 26 });
  });

  it('locates each of 10,000 elements of one array (one locator keeps what it found)', () => {
    const source = `export default {\n  footer: {\n    links: [\n${"      { label: 'x', href: 'javascript:x' },\n".repeat(10_000)}    ],\n  },\n};\n`;
    const locate = keyLocator(source);
    const lines = Array.from({ length: 10_000 }, (_, i) => locate(['footer', 'links', i, 'href'])?.line);
    expect(lines[0]).toBe(4);
    expect(lines[9_999]).toBe(10_003);
    expect(lines.every((line, i) => line === i + 4)).toBe(true);
  });

  it('finds nothing for a key that is not written', () => {
    expect(locateKey('title: 1', ['docs'])).toBeUndefined();
  });
});
