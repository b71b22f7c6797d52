// Query words and the index terms they match: exactly, as the prefix being typed, or with typos.
// In: a query (or one of its words) and the sorted vocabulary; out: query terms, matched term indexes with a cost.

import { boundedDistance } from '../shared/edit-distance.ts';
import { isCjk, tokenize } from './tokenize.ts';

/** A query word and how it is matched: exactly, as a prefix (the word being typed), with typos. */
export interface QueryTerm {
  text: string;
  prefix: boolean;
}

/** Typos allowed for a word of this length, as Algolia does by default (1 from 4 letters, 2 from 8). */
export const typosFor = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** A bit per letter the term holds (by char code mod 32): rules out most typo candidates cheaply. */
export function letterMask(term: string): number {
  let mask = 0;
  for (let i = 0; i < term.length; i++) mask |= 1 << (term.charCodeAt(i) & 31);
  return mask >>> 0;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Where `key` is, or would be inserted, in the sorted `terms` (strings, or numbers). */
export function lowerBound<T extends string | number>(terms: readonly T[], key: T): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Splits a query the way the index was split; the last word is a prefix while it is being typed. */
export function queryTerms(query: string, locale: string): QueryTerm[] {
  const { words, grams } = tokenize(query.slice(0, 64), locale);
  const typing = !/\s$/.test(query);
  const latin = words.filter((w) => !isCjk(w)).map((text) => ({ text, prefix: false }));
  const cjk = grams.map((text) => ({ text, prefix: false }));
  const all = [...latin, ...cjk];
  const last = all.at(-1);
  if (last && typing && !isCjk(last.text)) last.prefix = true;
  // A lone CJK character cannot form a bigram: it matches the bigrams it starts.
  if (last && isCjk(last.text) && [...last.text].length === 1) last.prefix = true;
  // Keep a long pasted query from costing more than a keystroke's worth of work.
  return all.slice(0, 12);
}

/**
 * Index terms matching one query term, with a cost: 0 exact, 1 prefix, 2 per typo. `letters`
 * (letterMask of each term) skips candidates missing more of the query's letters than typos allow.
 */
export function matchTerms(terms: readonly string[], term: QueryTerm, letters?: Uint32Array): Map<number, number> {
  const found = new Map<number, number>();
  const at = lowerBound(terms, term.text);
  if (terms[at] === term.text) found.set(at, 0);
  if (term.prefix) {
    for (let i = at; i < terms.length && terms[i]!.startsWith(term.text); i++) if (!found.has(i)) found.set(i, 1);
    // A lone CJK character: the index posts it only through the bigrams around it.
    if (isCjk(term.text)) {
      for (let i = 0; i < terms.length; i++) {
        const t = terms[i]!;
        if (!found.has(i) && t.endsWith(term.text) && [...t].length === 2 && isCjk(t)) found.set(i, 1);
      }
    }
  }
  const typos = isCjk(term.text) ? 0 : typosFor(term.text.length);
  if (typos > 0) {
    const want = letterMask(term.text);
    for (let i = 0; i < terms.length; i++) {
      // Each edit supplies at most one letter the candidate lacks.
      if (letters && popcount(want & ~letters[i]!) > typos) continue;
      if (found.has(i)) continue;
      const candidate = terms[i]!;
      // While typing, "privcy" should still reach "privacy policy": compare with the candidate's start too.
      const d = boundedDistance(term.text, candidate, typos);
      const dp = term.prefix && candidate.length > term.text.length ? boundedDistance(term.text, candidate.slice(0, term.text.length), typos) : typos + 1;
      if (d <= typos) found.set(i, 2 * d);
      else if (dp <= typos) found.set(i, 2 * dp + 1);
    }
  }
  return found;
}
