// Query words and the index terms they match: exactly, as the prefix being typed, with typos, or by stem.
// In: a query (or one of its words) and the sorted vocabulary; out: query words, matched term indexes with a cost.

import { boundedDistance } from '../shared/edit-distance.ts';
import { bigrams, fold, isCjk, segments } from './tokenize.ts';

/** A query term and how it is matched: exactly, as a prefix (the word being typed), with typos. */
export interface QueryTerm {
  text: string;
  prefix: boolean;
}

/** A word of the query: one term in a spaced script, its bigrams (in order) in a CJK one. */
export type QueryWord = QueryTerm[];

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

/** Letters a query word may carry after a stem it shares ("konto" → kont-en, "lösche" → lösch-en). */
const SUFFIX = 5;
/** The shortest stem that makes a family: shorter ones join unrelated words. */
export const SHORTEST_STEM = 3;

/**
 * Terms of the family of a query word (see stems.ts): those whose stem is the word, or the word's
 * start but for a short ending (the query's own inflection), a stem's range of sorted terms at a time.
 */
export function family(terms: readonly string[], stemLengths: Uint8Array, word: string): number[] {
  const out: number[] = [];
  for (let length = Math.max(SHORTEST_STEM, word.length - SUFFIX); length <= word.length; length++) {
    const stem = word.slice(0, length);
    for (let i = lowerBound(terms, stem); i < terms.length && terms[i]!.startsWith(stem); i++) if (stemLengths[i] === length) out.push(i);
  }
  return out;
}

/**
 * The query's words, stop words left out: space-separated words one by one, unless all are stop
 * words. CJK text stays in runs as typed while it is short, since the segmenter cuts a short query
 * anywhere (振って is 振っ + て, 非商業 is 非 + 商業); a run is split at its stop words where two
 * other words remain, and into its words where three do (a question: 如何|删除|我的|账户).
 */
function meaningfulWords(query: string, locale: string, stop: ReadonlySet<string>): string[] {
  const parts = segments(fold(query.slice(0, 64)), locale);
  const spaced = parts.filter((s) => s.isWordLike && !isCjk(s.segment)).map((s) => s.segment);
  const cjkWords = parts.filter((s) => s.isWordLike && isCjk(s.segment)).map((s) => s.segment);
  const others = cjkWords.filter((w) => !stop.has(w)).length;
  const out: string[] = [];
  let run = '';
  const end = () => {
    if (run) out.push(run);
    run = '';
  };
  for (const { segment, isWordLike } of parts) {
    if (isWordLike && isCjk(segment)) {
      if (others >= 2 && stop.has(segment)) end();
      else {
        if (others >= 3) end();
        run += segment;
      }
    } else {
      end();
      if (isWordLike) out.push(segment);
    }
  }
  end();
  const meaningful = out.filter((w) => isCjk(w) || !stop.has(w));
  return meaningful.length ? meaningful : [...spaced, ...cjkWords];
}

/**
 * Splits a query the way the index was split, a word at a time: the last word is a prefix while it
 * is being typed, and the locale's stop words ("how", "do", "my"; を, には) are left out unless the
 * query is nothing else, so a question asked in plain words looks for what it is about.
 */
export function queryWords(query: string, locale: string, stop: ReadonlySet<string> = new Set()): QueryWord[] {
  const words = meaningfulWords(query, locale, stop).map((w): QueryWord => {
    if (!isCjk(w)) return [{ text: w, prefix: false }];
    // A lone CJK character cannot form a bigram: it matches the bigrams it starts.
    return bigrams(w).map((text) => ({ text, prefix: [...text].length === 1 }));
  });
  const last = words.at(-1);
  if (last?.length === 1 && !isCjk(last[0]!.text) && !/\s$/.test(query)) last[0]!.prefix = true;
  // Keep a long pasted query from costing more than a keystroke's worth of work.
  const out: QueryWord[] = [];
  let terms = 0;
  for (const word of words) if ((terms += word.length) <= 12) out.push(word);
  return out;
}

/**
 * Index terms matching one query term, with a cost: 0 exact, 1 prefix or same stem, 2 per typo.
 * `letters` (letterMask of each term) skips candidates missing more of the query's letters than
 * typos allow; `stemLengths` (see stems.ts) gives the word's family.
 */
export function matchTerms(terms: readonly string[], term: QueryTerm, letters?: Uint32Array, stemLengths?: Uint8Array): Map<number, number> {
  const found = new Map<number, number>();
  const at = lowerBound(terms, term.text);
  if (terms[at] === term.text) found.set(at, 0);
  if (stemLengths && !isCjk(term.text)) for (const i of family(terms, stemLengths, term.text)) if (!found.has(i)) found.set(i, 1);
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
