import { describe, expect, it } from 'vitest';
import { letterMask, matchTerms, queryTerms, typosFor } from '../../../src/search/match.ts';

const vocabulary = ['cookie', 'cookies', 'payment', 'payments', 'privacy', 'private', 'terms'];
const found = (terms: string[], text: string, prefix: boolean) =>
  Object.fromEntries([...matchTerms(terms, { text, prefix }, Uint32Array.from(terms, letterMask))].map(([i, cost]) => [terms[i], cost]));

describe('queryTerms', () => {
  it('makes the last word a prefix while it is being typed, not after a space', () => {
    expect(queryTerms('privacy pol', 'en')).toEqual([
      { text: 'privacy', prefix: false },
      { text: 'pol', prefix: true },
    ]);
    expect(queryTerms('privacy pol ', 'en').at(-1)).toEqual({ text: 'pol', prefix: false });
  });

  it('keeps at most 12 terms of a long pasted query', () => {
    expect(queryTerms('a b c d e f g h i j k l m n o', 'en')).toHaveLength(12);
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
