import { describe, expect, it } from 'vitest';
import { holdsPhrase, queryPhrase } from '../../../src/search/phrase.ts';

describe('queryPhrase', () => {
  it('is the folded query, spaces collapsed, from two words on', () => {
    expect(queryPhrase('Personal  Data', 'en')).toBe('personal data');
    expect(queryPhrase('data', 'en')).toBeUndefined();
  });
});

describe('holdsPhrase', () => {
  it('is 2 in the heading, 1 in the paragraphs, 0 nowhere or inside a word', () => {
    expect(holdsPhrase(['personal data we hold', 'nothing here'], 'personal data', false)).toBe(2);
    expect(holdsPhrase(['cookies', 'we keep personal data safe'], 'personal data', false)).toBe(1);
    expect(holdsPhrase(['cookies', 'impersonal data'], 'personal data', false)).toBe(0);
  });

  it('finds a CJK phrase anywhere, as CJK text has no spaces between words', () => {
    expect(holdsPhrase(['概要', '当社は個人情報を管理します'], '個人情報', true)).toBe(1);
  });
});
