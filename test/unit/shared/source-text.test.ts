// Pointing into a source text: lines and columns count from 1, the column in UTF-16 units of its
// line; a name escaped for a regular expression matches itself and nothing else.
import { describe, expect, it } from 'vitest';
import { escapeRegExp, lineStarts, positionAt, positionIn } from '../../../src/shared/source-text.ts';

describe('positionAt', () => {
  it('gives the line and column of an offset', () => {
    const text = '{\n  "title": "x",\n  "nav.home": 1\n}';
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, text.indexOf('"title"'))).toEqual({ line: 2, column: 3 });
    expect(positionAt(text, text.indexOf('"nav.home"'))).toEqual({ line: 3, column: 3 });
    expect(positionAt(text, text.length)).toEqual({ line: 4, column: 2 });
  });
});

describe('positionIn', () => {
  it('finds every offset where positionAt does, from the line starts found once', () => {
    const text = 'a\n\nbc\r\nd\n';
    const starts = lineStarts(text);
    expect(starts).toEqual([0, 2, 3, 7, 9]);
    for (let i = 0; i <= text.length; i++) expect(positionIn(starts, i)).toEqual(positionAt(text, i));
  });
});

describe('escapeRegExp', () => {
  it('matches the name literally, special characters included', () => {
    for (const name of ['nav.home', 'a+b', '(x)', '[1]', 'c:\\docs', '$^*?{}|']) {
      expect(new RegExp(`^${escapeRegExp(name)}$`).test(name)).toBe(true);
    }
    expect(new RegExp(escapeRegExp('nav.home')).test('navXhome')).toBe(false);
  });
});
