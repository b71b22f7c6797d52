// Ranking: candidate sections in order, by words found, match cost, version, phrase, heading and mentions per document.
// In: a LoadedIndex, the query and its Candidates; out: the candidates' section ids, best first.

import type { Candidates } from './candidates.ts';
import { sectionsOf, type LoadedIndex } from './loaded-index.ts';
import { lowerBound } from './match.ts';
import { holdsPhrase, queryPhrase } from './phrase.ts';
import { isCjk, tokenize } from './tokenize.ts';

/**
 * Sections holding the query's CJK words as the segmenter cut them (three characters or more;
 * shorter ones are bigrams already): a match on a word boundary, not across two words.
 */
function exactWords(loaded: LoadedIndex, query: string): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const word of tokenize(query.slice(0, 64), loaded.index.locale).words) {
    if (!isCjk(word) || [...word].length < 3) continue;
    const at = lowerBound(loaded.terms, word);
    if (loaded.terms[at] !== word) continue;
    for (const s of [...sectionsOf(loaded, at), ...(loaded.headingSections.get(at) ?? [])]) counts[s] = (counts[s] ?? 0) + 1;
  }
  return counts;
}

/** Sorts the candidates' ids in place, best first, and returns them. */
export function rank(loaded: LoadedIndex, query: string, { ids, cost, attribute, missing }: Candidates): number[] {
  const { index, sections } = loaded;
  const n = sections.length;
  const exact = exactWords(loaded, query);
  const phrase = queryPhrase(query, index.locale);
  // Sort keys per section, worked out once per candidate rather than in every comparison.
  const verbatim = new Uint8Array(n);
  if (phrase) {
    const cjk = isCjk(phrase);
    for (const s of ids) verbatim[s] = holdsPhrase(loaded.phraseTexts[s]!, phrase, cjk);
  }
  // How many sections of each page match, and hold the phrase: a document that says it four times
  // before one that says it once.
  const perPage = new Uint16Array(index.pages.length);
  const phrasesPerPage = new Uint16Array(index.pages.length);
  for (const s of ids) {
    const page = sections[s]!.page;
    perPage[page]!++;
    if (verbatim[s]) phrasesPerPage[page]!++;
  }
  const mentions = new Uint16Array(n);
  const phraseMentions = new Uint16Array(n);
  // A phrase in a heading: the higher the heading, the better (a document's title first).
  const phraseLevel = new Uint8Array(n);
  const archived = new Uint8Array(n);
  for (const s of ids) {
    const { page, level } = sections[s]!;
    mentions[s] = perPage[page]!;
    if (verbatim[s]) phraseMentions[s] = phrasesPerPage[page]!;
    if (verbatim[s] === 2) phraseLevel[s] = level;
    archived[s] = loaded.archived[page]!;
  }
  // For the same match, the text in force first: an archived version only before a current
  // document that matched with more typos, or fewer of the words.
  return ids.sort(
    (a, b) =>
      missing[a]! - missing[b]! ||
      cost[a]! - cost[b]! ||
      archived[a]! - archived[b]! ||
      verbatim[b]! - verbatim[a]! ||
      phraseLevel[a]! - phraseLevel[b]! ||
      phraseMentions[b]! - phraseMentions[a]! ||
      attribute[a]! - attribute[b]! ||
      (exact[b] ?? 0) - (exact[a] ?? 0) ||
      mentions[b]! - mentions[a]! ||
      a - b,
  );
}
