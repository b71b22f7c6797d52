// Candidate sections: those where every query word matches, in their text or a heading above them
// (or, for a longer question that finds nothing so, most of its words).
// In: a LoadedIndex and the query's words; out: the matching sections, each with a cost and an attribute rank.

import { sectionsOf, type LoadedIndex } from './loaded-index.ts';
import { matchTerms, type QueryTerm, type QueryWord } from './match.ts';

/** Sections matching the words; `cost` and `attribute` summed over the terms, `missing` words counted, indexed by section. */
export interface Candidates {
  ids: number[];
  cost: Uint16Array;
  attribute: Uint16Array;
  missing: Uint8Array;
  /** Index terms that matched, for choosing snippets and highlighting. */
  matched: string[];
}

const NONE = 255;
/** Attribute rank of a match found only in a heading above: after every match in the text itself. */
const INHERITED = 8;

/** Index terms matching a query term, remembered: while typing, every keystroke repeats the earlier words. */
function matchesOf(loaded: LoadedIndex, term: QueryTerm): Map<number, number> {
  const key = `${term.prefix ? '>' : '='}${term.text}`;
  let found = loaded.matches.get(key);
  if (!found) {
    found = matchTerms(loaded.terms, term, loaded.letters, loaded.stemLengths);
    if (loaded.matches.size > 200) loaded.matches.clear();
    loaded.matches.set(key, found);
  }
  return found;
}

/** Per section, the cheapest match of one term and where it was found (NONE: not there). */
function termMatches(loaded: LoadedIndex, term: QueryTerm, matched: Set<string>): { best: Uint8Array; attr: Uint8Array } {
  const { sections } = loaded;
  const n = sections.length;
  const found = matchesOf(loaded, term);
  const best = new Uint8Array(n).fill(NONE);
  const attr = new Uint8Array(n).fill(7);
  // The cheapest match in each section's own heading and each page's lvl0.
  const headingCost = new Map<number, number>();
  const productCost = new Map<number, number>();
  const cheaper = (costs: Map<number, number>, at: number, c: number) => {
    if (!(costs.get(at)! <= c)) costs.set(at, c);
  };
  for (const [i, c] of found) {
    matched.add(loaded.terms[i]!);
    for (const s of sectionsOf(loaded, i)) if (c < best[s]!) best[s] = c;
    for (const s of loaded.headingSections.get(i) ?? []) cheaper(headingCost, s, c);
    for (const p of loaded.productPages.get(i) ?? []) cheaper(productCost, p, c);
  }
  const fill = (from: number, to: number, c: number, level: number) => {
    for (let s = from; s < to; s++) {
      if (c < best[s]! || (c === best[s]! && level < attr[s]!)) {
        best[s] = c;
        attr[s] = level;
      }
    }
  };
  // A word in a heading matches everything under it, but text that holds the word itself
  // ranks first: otherwise one document's title would fill a whole group.
  for (const [page, c] of productCost) fill(loaded.pageStart[page]!, loaded.pageEnd[page]!, c, INHERITED);
  for (const [i, c] of headingCost) {
    const s = sections[i]!;
    fill(i, i + 1, c, s.level);
    fill(i + 1, s.end, c, INHERITED + s.level);
  }
  return { best, attr };
}

/** Korean: words are spaced, but particles and endings are glued to them (계정을, 삭제하려면). */
const hangul = /^\p{Script=Hangul}/u;

/**
 * The sections matching the words: each word by its cheapest match. A CJK word matches by all its
 * bigrams; a Korean one also by its start, at a cost per bigram left (삭제하려면 finds 삭제를), as
 * a stem would. Every word is needed, unless a question of three words or more finds nothing so:
 * then sections missing a third of them at most are candidates too.
 */
export function candidates(loaded: LoadedIndex, words: readonly QueryWord[]): Candidates {
  const n = loaded.sections.length;
  const cost = new Uint16Array(n);
  const attribute = new Uint16Array(n);
  const missing = new Uint8Array(n);
  const matched = new Set<string>();
  for (const word of words) {
    const terms = word.map((term) => termMatches(loaded, term, matched));
    const needed = hangul.test(word[0]!.text) ? 1 : terms.length;
    for (let s = 0; s < n; s++) {
      let c = 0;
      let a = 0;
      let k = 0;
      while (k < terms.length && terms[k]!.best[s] !== NONE) {
        c += terms[k]!.best[s]!;
        a += terms[k]!.attr[s]!;
        k++;
      }
      if (k < needed) missing[s]!++;
      else {
        cost[s] = Math.min(0xfffe, cost[s]! + c + (terms.length - k));
        attribute[s] = attribute[s]! + a;
      }
    }
  }
  const ids: number[] = [];
  for (let s = 0; s < n; s++) if (!missing[s]) ids.push(s);
  if (!ids.length && words.length >= 3) {
    const allowed = Math.floor(words.length / 3);
    for (let s = 0; s < n; s++) if (missing[s]! <= allowed) ids.push(s);
  }
  return { ids, cost, attribute, missing, matched: [...matched] };
}
