// Phrase checks: whether a section holds the query word for word, in its heading or its paragraphs.
// In: a query, or a section's phrase texts and a phrase; out: the phrase to look for, where it was found.

import { fold, tokenize } from './tokenize.ts';

/** Folded text with its white space (line breaks of the source included) as single spaces. */
export const phraseText = (folded: string) => folded.replace(/\s+/g, ' ');

/**
 * The query as a phrase worth looking for verbatim: two words or more, or a CJK run longer than
 * one bigram (shorter queries match as a phrase wherever they match at all).
 */
export function queryPhrase(query: string, locale: string): string | undefined {
  const { words, grams } = tokenize(query.slice(0, 64), locale);
  if (words.length < 2 && grams.length < 2) return undefined;
  return phraseText(fold(query.slice(0, 64))).trim() || undefined;
}

const wordChar = /[\p{L}\p{M}\p{N}]/u;

/** Whether `text` holds `phrase` starting on a word (CJK text is not spaced: anywhere there). */
function holdsAt(text: string, phrase: string, cjk: boolean): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    if (cjk || at === 0 || !wordChar.test(text[at - 1]!)) return true;
  }
  return false;
}

/**
 * Where a section holds the phrase word for word, given its [heading, paragraphs] phrase texts:
 * 2 in its own heading (a document titled so, a clause headed so), 1 in its paragraphs, 0 nowhere.
 */
export function holdsPhrase([heading, text]: readonly [string, string], phrase: string, cjk: boolean): number {
  return holdsAt(heading, phrase, cjk) ? 2 : holdsAt(text, phrase, cjk) ? 1 : 0;
}
