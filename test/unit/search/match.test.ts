import { describe, expect, it } from 'vitest';
import { family, letterMask, matchTerms, queryWords, typosFor } from '../../../src/search/match.ts';

const vocabulary = ['cookie', 'cookies', 'payment', 'payments', 'privacy', 'private', 'terms'];
const found = (terms: string[], text: string, prefix: boolean) =>
  Object.fromEntries([...matchTerms(terms, { text, prefix }, Uint32Array.from(terms, letterMask))].map(([i, cost]) => [terms[i], cost]));

describe('queryWords', () => {
  it('makes the last word a prefix while it is being typed, not after a space', () => {
    expect(queryWords('privacy pol', 'en')).toEqual([[{ text: 'privacy', prefix: false }], [{ text: 'pol', prefix: true }]]);
    expect(queryWords('privacy pol ', 'en').at(-1)).toEqual([{ text: 'pol', prefix: false }]);
  });

  it('keeps at most 12 terms of a long pasted query', () => {
    expect(queryWords('a b c d e f g h i j k l m n o', 'en')).toHaveLength(12);
    expect(queryWords('個人情報保護方針と個人情報の取扱いについて', 'ja').flat().length).toBeLessThanOrEqual(12);
  });

  it('leaves out stop words, unless the query is nothing else', () => {
    const stop = new Set(['how', 'do', 'i', 'my', 'を', 'する', 'に', 'は']);
    expect(queryWords('How do I delete my account?', 'en', stop).map((w) => w[0]!.text)).toEqual(['delete', 'account']);
    expect(queryWords('how do I', 'en', stop)).toHaveLength(3);
    // A CJK word is its bigrams, a word at a time: no bigram across two words.
    expect(queryWords('アカウントを削除するには？', 'ja', stop).map((w) => w.map((t) => t.text))).toEqual([['アカ', 'カウ', 'ウン', 'ント'], ['削除']]);
  });

  it('keeps a short CJK query whole, however the segmenter cuts it', () => {
    const stop = new Set(['て', 'を']);
    // 振って is 振っ + て to the segmenter: one word of the query still, with its bigram across the cut.
    expect(queryWords('振って', 'ja', stop).map((w) => w.map((t) => t.text))).toEqual([['振っ', 'って']]);
    expect(queryWords('非商業', 'ja', stop).map((w) => w.map((t) => t.text))).toEqual([['非商', '商業']]);
  });
});

describe('matchTerms', () => {
  it('costs 0 for the word itself, 1 for a longer word it starts', () => {
    expect(found(vocabulary, 'cookie', true)).toEqual({ cookie: 0, cookies: 1 });
    expect(found(vocabulary, 'pay', true)).toEqual({ payment: 1, payments: 1 });
  });

  it('allows typos by length: 2 per typo, 1 more for a typo in the start of a longer word', () => {
    expect(typosFor(3)).toBe(0);
    expect(typosFor(4)).toBe(1);
    expect(typosFor(8)).toBe(2);
    expect(found(vocabulary, 'privcy', false)).toEqual({ privacy: 2 });
    expect(found(vocabulary, 'paymnt', true)).toEqual({ payment: 2 });
    expect(found(vocabulary, 'paymwn', true)).toEqual({ payment: 3, payments: 3 });
  });

  it('counts two swapped letters as one typo, as a typist makes them', () => {
    expect(found(vocabulary, 'cookeis', false)).toEqual({ cookies: 2 });
    expect(found(vocabulary, 'privcay', false)).toEqual({ privacy: 2 });
    // While typing: the swapped start of a longer word.
    expect(found(vocabulary, 'paymnet', true)).toEqual({ payment: 2, payments: 3 });
  });
});

describe('family', () => {
  // Sorted terms and how much of each its stem is, as the build encodes them (stems.ts).
  const terms = ['account', 'accounts', 'delegate', 'deleted', 'deletion', 'konten', 'konto'];
  const stems = Uint8Array.from([7, 7, 8, 5, 5, 4, 5]);
  const named = (word: string) => family(terms, stems, word).map((i) => terms[i]);

  it('finds the words whose stem the query word is, or starts with but for a short ending', () => {
    expect(named('account').sort()).toEqual(['account', 'accounts']);
    expect(named('delete').sort()).toEqual(['deleted', 'deletion']);
    expect(named('konto').sort()).toEqual(['konten', 'konto']);
    // "delegate" shares "dele" with "delete", but its stem is the whole word.
    expect(named('delete')).not.toContain('delegate');
  });

  it('matches a word of the family at the cost of a prefix', () => {
    const letters = Uint32Array.from(terms, letterMask);
    expect(Object.fromEntries([...matchTerms(terms, { text: 'delete', prefix: false }, letters, stems)].map(([i, c]) => [terms[i], c]))).toEqual({ deleted: 1, deletion: 1 });
  });
});
