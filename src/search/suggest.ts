// Queries to offer when one finds nothing: headings of sections that hold a word of it (by prefix,
// typo or stem), never headings unrelated to what was typed. In: a LoadedIndex and the query; out: up to `limit` headings.

import { sectionsOf, type LoadedIndex } from './loaded-index.ts';
import { matchTerms, queryWords } from './match.ts';

/** The cost of a word found in a section's text rather than its heading. */
const TEXT = 8;

/** Numbering ("3. Payment") is not something anyone types. */
const unnumbered = (heading: string) => heading.replace(/^[\d.\s)]+/, '').trim();

/**
 * Headings (below a document's title) holding the most of the query's words, then the closest
 * matches, current documents before archived versions, higher headings first; each text once.
 */
export function suggest(loaded: LoadedIndex, query: string, limit = 3): string[] {
  const words = queryWords(`${query} `, loaded.index.locale, loaded.stop);
  // Per heading section: how many words it holds, and at what cost.
  const held = new Map<number, { words: number; cost: number }>();
  for (const word of words) {
    // A word's sections: where its heading holds every term of the word (a CJK word's bigrams).
    let sections: Map<number, number> | undefined;
    for (const term of word) {
      const here = new Map<number, number>();
      for (const [i, c] of matchTerms(loaded.terms, { ...term, prefix: term.text.length >= 3 }, loaded.letters, loaded.stemLengths)) {
        for (const s of loaded.headingSections.get(i) ?? []) if (!(here.get(s)! <= c)) here.set(s, c);
        // Held by the section's text rather than its heading: related, after any heading that holds it.
        for (const s of sectionsOf(loaded, i)) if (!(here.get(s)! <= c + TEXT)) here.set(s, c + TEXT);
      }
      sections = sections ? new Map([...here].filter(([s]) => sections!.has(s)).map(([s, c]) => [s, c + sections!.get(s)!])) : here;
    }
    for (const [s, c] of sections ?? []) {
      const entry = held.get(s) ?? { words: 0, cost: 0 };
      held.set(s, { words: entry.words + 1, cost: entry.cost + c });
    }
  }
  const ranked = [...held]
    .filter(([s]) => loaded.sections[s]!.level > 1)
    .sort(
      ([a, x], [b, y]) =>
        y.words - x.words ||
        x.cost - y.cost ||
        loaded.archived[loaded.sections[a]!.page]! - loaded.archived[loaded.sections[b]!.page]! ||
        loaded.sections[a]!.level - loaded.sections[b]!.level ||
        a - b,
    );
  const out = new Map<string, string>();
  for (const [s] of ranked) {
    const heading = unnumbered(loaded.sections[s]!.heading);
    if (heading.length > 2 && heading.length <= 60 && !out.has(heading.toLowerCase())) out.set(heading.toLowerCase(), heading);
    if (out.size === limit) break;
  }
  return [...out.values()];
}
