// Candidate sections: those where every query term matches, in their text or a heading above them.
// In: a LoadedIndex and the query's terms; out: the matching sections, each with a cost and an attribute rank.

import { sectionsOf, type LoadedIndex } from './loaded-index.ts';
import { matchTerms, type QueryTerm } from './match.ts';

/** Sections matching every term; `cost` and `attribute` summed over the terms, indexed by section. */
export interface Candidates {
  ids: number[];
  cost: Uint16Array;
  attribute: Uint16Array;
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
    found = matchTerms(loaded.terms, term, loaded.letters);
    if (loaded.matches.size > 200) loaded.matches.clear();
    loaded.matches.set(key, found);
  }
  return found;
}

/** The sections every term matches: the cheapest match of each term, and where it was found. */
export function candidates(loaded: LoadedIndex, terms: readonly QueryTerm[]): Candidates {
  const { sections } = loaded;
  const n = sections.length;
  const cost = new Uint16Array(n);
  const attribute = new Uint16Array(n);
  const matched = new Set<string>();
  for (const term of terms) {
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
    for (let s = 0; s < n; s++) {
      if (best[s] === NONE || cost[s] === 0xffff) cost[s] = 0xffff;
      else {
        cost[s] = cost[s]! + best[s]!;
        attribute[s] = attribute[s]! + attr[s]!;
      }
    }
  }
  const ids: number[] = [];
  for (let s = 0; s < n; s++) if (cost[s] !== 0xffff) ids.push(s);
  return { ids, cost, attribute, matched: [...matched] };
}
