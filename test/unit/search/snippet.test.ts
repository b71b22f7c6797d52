import { describe, expect, it } from 'vitest';
import { fromHighlighted, highlight, snippet, toHighlighted } from '../../../src/search/snippet.ts';

const text = (parts: { text: string; mark: boolean }[]) => parts.map((p) => (p.mark ? `[${p.text}]` : p.text)).join('');

describe('snippets', () => {
  it('marks matched words, whatever their accents and case', () => {
    expect(text(highlight('Su Privacídad importa', new Set(['privacidad']), 'es'))).toBe('Su [Privacídad] importa');
  });

  it('cuts about ten words around the first match, with ellipses', () => {
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen cookies seventeen eighteen nineteen twenty';
    const parts = snippet(long, new Set(['cookies']), 'en', 10);
    expect(text(parts)).toBe('… twelve thirteen fourteen fifteen sixteen [cookies] seventeen eighteen nineteen twenty');
    expect(text(snippet(long, new Set(['three']), 'en', 5))).toBe('… two [three] four five six …');
  });

  it('marks every character of a matched CJK bigram, wherever the segmenter cut the run', () => {
    expect(text(highlight('当社は個人情報を収集します', new Set(['情報']), 'ja'))).toBe('当社は個人[情報]を収集します');
    // The segmenter leaves 振 and 非 as words of their own; the query's bigrams still cover them.
    expect(text(highlight('端末を振って要約を表示', new Set(['振っ', 'って']), 'ja'))).toBe('端末を[振って]要約を表示');
    expect(text(highlight('僅供個人非商業使用', new Set(['非商', '商業']), 'zh-Hant'))).toBe('僅供個人[非商業]使用');
    expect(text(snippet('僅供個人非商業使用，不得轉售。', new Set(['非商', '商業']), 'zh-Hant', 3))).toMatch(/\[非商業\]/);
  });

  it('escapes text when writing Algolia highlights, and reads them back as plain parts', () => {
    const parts = [
      { text: '<img src=x onerror=alert(1)> & ', mark: false },
      { text: '"cookies"', mark: true },
    ];
    const value = toHighlighted(parts, '<mark>', '</mark>');
    expect(value).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; <mark>&quot;cookies&quot;</mark>');
    expect(fromHighlighted(value)).toEqual(parts);
  });

  it('never turns markup other than the highlight tags into marks', () => {
    expect(fromHighlighted('<b>bold</b> <mark>hit</mark>')).toEqual([
      { text: '<b>bold</b> ', mark: false },
      { text: 'hit', mark: true },
    ]);
  });
});
