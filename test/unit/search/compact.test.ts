import { describe, expect, it } from 'vitest';
import { compactIndex, coveringWords, decodePostings, decodeSections, decodeTerms, encodePostings, encodeTerms } from '../../../src/search/compact.ts';
import { loadIndex } from '../../../src/search/loaded-index.ts';
import { search } from '../../../src/search/query.ts';
import { searchRecords } from '../../../src/generator/search/records.ts';
import { siteFrom } from '../../helpers/site.ts';

describe('index encoding', () => {
  it('front-codes the sorted terms and reads them back', () => {
    const terms = ['cookie', 'cookies', 'cooking', 'data', '個人', '個別'];
    expect(encodeTerms(terms)).toBe('0cookie\n6s\n5ng\n0data\n0個人\n1別');
    expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
  });

  it('round-trips postings as gaps of 5-bit digits', () => {
    const ids = [0, 5, 76, 1000, 1001];
    expect(encodePostings(ids)).toBe('AEiG8bA');
    expect(encodePostings([0, 1, 2])).toBe('AAA');
    expect(decodePostings(encodePostings(ids))).toEqual(ids);
  });

  it('leaves out a CJK bigram where a longer word of the same paragraphs holds it', () => {
    const records = searchRecords(siteFrom({ 'en:a.md': '# A\n\n## B\n\nクッキー\n\n## C\n\nキー\n' }), 'en');
    const { index, texts } = compactIndex('en', records, 'https://test.example.com');
    const terms = decodeTerms(index.terms);
    const postings = (term: string) => decodePostings(index.postings.split(' ')[terms.indexOf(term)]!);
    expect(postings('クッキー')).toEqual([1]);
    expect(postings('キー')).toEqual([2]);
    expect(coveringWords(terms).get(terms.indexOf('キー'))).toEqual([terms.indexOf('クッキー')]);
    // ッキ occurs only inside クッキー: not in the index at all, yet found through the word.
    expect(terms).not.toContain('ッキ');
    const loaded = loadIndex(index, texts);
    expect(search(loaded, 'ッキ').hits.map((h) => h.url)).toEqual(['/docs/a#b']);
    expect(search(loaded, 'キー').hits.map((h) => h.url)).toEqual(['/docs/a#b', '/docs/a#c']);
  });

  it('groups a heading and its paragraphs into one section', () => {
    const records = searchRecords(siteFrom({ 'en:a.md': '# A\n\n## Cookies\n\nOne.\n\nTwo.\n', 'en:b.md': '# B\n\n## Cookies\n\nThree.\n' }), 'en');
    const { index, texts } = compactIndex('en', records, 'https://test.example.com');
    expect(index.pages.map((p) => p[0])).toEqual(['/docs/a', '/docs/b']);
    expect(decodeSections(index)).toEqual([
      [0, 1, '', 'A'],
      [0, 2, 'cookies', 'Cookies'],
      [1, 1, '', 'B'],
      [1, 2, 'cookies', 'Cookies'],
    ]);
    expect(texts).toEqual([[], ['One.', 'Two.'], [], ['Three.']]);
    const postings = (term: string) => decodePostings(index.postings.split(' ')[decodeTerms(index.terms).indexOf(term)]!);
    // Heading words are matched through the headings, so only paragraph words are in the index.
    expect(decodeTerms(index.terms)).not.toContain('cookies');
    expect(postings('two')).toEqual([1]);
  });

  it('carries the locale\'s stop words and how much of each term its stem is, where the build knows them', () => {
    const records = searchRecords(siteFrom({ 'en:a.md': '# A\n\n## B\n\nAccounts and the deletion of an account.\n' }), 'en');
    const stem = (w: string) => ({ accounts: 'account', deletion: 'delet' })[w] ?? w;
    const { index } = compactIndex('en', records, 'https://test.example.com', { stopWords: ['and', 'The', 'of', 'an', 'ask me'], stem });
    // Folded and single words only: a phrase of the list is no query word.
    expect(index.stop).toEqual(['an', 'and', 'of', 'the']);
    const terms = decodeTerms(index.terms);
    const stems = Object.fromEntries(terms.map((t, i) => [t, parseInt(index.stems![i]!, 36)]));
    expect(stems).toMatchObject({ account: 7, accounts: 7, deletion: 5, the: 3, an: 0 });
    expect(compactIndex('en', records, 'https://test.example.com').index).not.toHaveProperty('stems');
  });
});
