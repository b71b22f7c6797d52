// Word families without a stemmer in the browser: the build stems each word of the vocabulary and
// keeps how much of it the stem is; a query word then meets the words whose stem it starts with.
// In: paragraphs and headings and a stemmer, then the sorted terms; out: the stem lengths CompactIndex.stems holds (match.ts `family` reads them).

import { SHORTEST_STEM } from './match.ts';
import { fold, spacedWords } from './tokenize.ts';

/** How much of a word its stem is: the stem is its prefix but for a changed last letter or so ("happi" of "happy" keeps "happ"). */
function stemLength(word: string, stem: string | undefined): number {
  if (!stem) return 0;
  let shared = 0;
  while (shared < 35 && shared < stem.length && stem[shared] === word[shared]) shared++;
  return shared < SHORTEST_STEM ? 0 : shared;
}

/**
 * One base-36 character per term, the length of its stem (0 where it has none: a CJK word, a
 * number); then, after a line break, the words only headings hold (which the index lists only as
 * headings), each as its stem's length and the word, space-separated.
 */
export function encodeStemLengths(terms: readonly string[], stemOf: ReadonlyMap<string, string>): string {
  const posted = new Set(terms);
  const aligned = terms.map((term) => stemLength(term, stemOf.get(term)).toString(36)).join('');
  const others: string[] = [];
  for (const [word, stem] of stemOf) {
    const length = posted.has(word) ? 0 : stemLength(word, stem);
    if (length) others.push(length.toString(36) + word);
  }
  return `${aligned}\n${others.sort().join(' ')}`;
}

/** The stem lengths of the index's terms, and those of the words only headings hold, by word. */
export function decodeStemLengths(text: string): { posted: Uint8Array; headings: Map<string, number> } {
  const [aligned = '', others = ''] = text.split('\n');
  return {
    posted: Uint8Array.from(aligned, (c) => parseInt(c, 36)),
    headings: new Map(others ? others.split(' ').map((e) => [e.slice(1), parseInt(e[0]!, 36)] as const) : []),
  };
}

/**
 * Records the stem of each word of a paragraph, by its folded form: stemmed before folding, as
 * Snowball reads accents ("eliminación" → elimin, "eliminacion" is a word it does not know).
 */
export function addStems(stems: Map<string, string>, text: string, stem: (word: string) => string): void {
  for (const w of spacedWords(text.toLowerCase())) {
    const folded = fold(w);
    if (!stems.has(folded)) stems.set(folded, fold(stem(w)));
  }
}
