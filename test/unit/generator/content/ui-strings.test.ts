import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/locales/en.ts';
import { builtInMessages } from '../../../../src/i18n/index.ts';
import { parseUiStrings } from '../../../../src/generator/content/ui-strings.ts';

const file = 'content/i18n/nl/ui.json';

describe('parseUiStrings', () => {
  it('takes the keys a locale with built-in strings overrides', () => {
    const { messages, diagnostics } = parseUiStrings('{\n  "onThisPage": "En esta página legal"\n}\n', file, builtInMessages('es'));
    expect(diagnostics).toEqual([]);
    expect(messages).toEqual({ onThisPage: 'En esta página legal' });
  });

  it('needs every key for a locale without built-in strings, and says which are missing', () => {
    const { diagnostics } = parseUiStrings('{\n  "onThisPage": "Op deze pagina"\n}\n', file, undefined);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'invalid-ui-strings', file, line: 1, column: 1, message: expect.stringMatching(new RegExp(`^"${file}" lacks ${Object.keys(en).length - 1} UI strings: "skipToContent", "mainNavigation"`)) }),
    ]);
  });

  it('locates unknown keys (with the closest known one), wrong types and changed placeholders', () => {
    const text = '{\n  "onThisPag": "Op deze pagina",\n  "previous": 3,\n  "lastUpdatedOn": "Bijgewerkt op {datum}"\n}\n';
    const { diagnostics, messages } = parseUiStrings(text, file, builtInMessages('de'));
    expect(messages).toEqual({});
    expect(diagnostics.map((d) => [d.line, d.column, d.message, d.hint])).toEqual([
      [2, 3, 'unknown UI string key "onThisPag"', 'Did you mean "onThisPage"? The keys are those of legaldocs\'s English strings (src/i18n/locales/en.ts in its repository).'],
      [3, 3, 'UI string "previous" must be non-empty text', 'The English text is "Previous".'],
      [4, 3, 'UI string "lastUpdatedOn" must contain {date}, as in "Last updated on {date}"', 'Placeholders are filled in when the page is made; keep each one, and add none.'],
    ]);
  });

  it('calls keys every object inherits (__proto__, constructor, toString) unknown, and takes none of them', () => {
    const text = '{\n  "__proto__": { "search": "x" },\n  "constructor": "Op deze pagina",\n  "toString": "x",\n  "search": "Zoeken"\n}\n';
    const { diagnostics, messages } = parseUiStrings(text, file, builtInMessages('de'));
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual([
      [2, 'unknown UI string key "__proto__"'],
      [3, 'unknown UI string key "constructor"'],
      [4, 'unknown UI string key "toString"'],
    ]);
    expect(diagnostics.map((d) => d.hint).join()).not.toContain('[object Object]');
    expect(messages).toEqual({ search: 'Zoeken' });
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
  });

  it('locates invalid JSON', () => {
    const { diagnostics } = parseUiStrings('{\n  "search": "Zoeken",\n}\n', file, builtInMessages('de'));
    expect(diagnostics).toEqual([expect.objectContaining({ file, line: 3, message: expect.stringContaining('invalid JSON') })]);
  });
});

describe('builtInMessages', () => {
  it('reads a region or script variant from its language in the right script, and nothing for an unknown language', () => {
    expect(builtInMessages('pt-BR')?.onThisPage).toBe(builtInMessages('pt')!.onThisPage);
    expect(builtInMessages('zh-TW')).toBe(builtInMessages('zh-Hant'));
    expect(builtInMessages('zh-CN')).toBe(builtInMessages('zh-Hans'));
    expect(builtInMessages('nl')).toBeUndefined();
  });
});
