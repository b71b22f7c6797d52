// Local search: a loaded compact index answers a query with ranked, DocSearch-shaped hits.
// In: CompactIndex, SectionTexts and a query; out: hits (best first) and the total count.

import { coveringWords, decodePostings, EVERYWHERE, decodeSections, decodeTerms, type CompactIndex, type SectionTexts } from './compact.ts';
import type { Hierarchy } from './record.ts';
import { bigrams, fold, isCjk, tokenize } from './tokenize.ts';

/** One result, with the fields DocSearch reads from an Algolia hit. */
export interface Hit {
  hierarchy: Hierarchy;
  /** The best matching paragraph of the section, or null when the heading itself matched. */
  content: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  /** Site path with #anchor. */
  url: string;
  objectID: string;
  /** Folded terms of the index that matched, for highlighting. */
  matched: string[];
}

interface Section {
  page: number;
  level: number;
  anchor: string;
  heading: string;
  /** One past the last of its subsections: a match in this heading matches them all. */
  end: number;
  hierarchy: Hierarchy;
  headingTerms: Set<string>;
}

/** A loaded index, with what queries need precomputed once. */
export interface LoadedIndex {
  index: CompactIndex;
  texts: SectionTexts;
  terms: string[];
  sections: Section[];
  pageStart: number[];
  pageEnd: number[];
  /** Encoded postings per term, decoded on first use into `sectionsOf`. */
  postings: string[];
  sectionsOf: (number[] | undefined)[];
  /** CJK bigram → the longer words holding it, whose sections it shares (see CompactIndex.postings). */
  cover: Map<number, number[]>;
  /** Per term, a bit per letter it holds (by char code mod 32): rules out most typo candidates cheaply. */
  letters: Uint32Array;
  /** Term → the sections whose own heading holds it, and the pages whose lvl0 (inherited by all their sections) does. */
  headingSections: Map<number, number[]>;
  productPages: Map<number, number[]>;
  /** Paragraphs of a section, folded on first use for choosing the snippet's paragraph. */
  foldedTexts: (string[] | undefined)[];
  /**
   * A section's heading and its paragraphs, folded, as phrase texts (see phraseText). Made when the
   * index loads: a phrase query reads every matching section, and a broad one matches them all.
   */
  phraseTexts: [string, string][];
  /** 1 for the pages of archived versions. */
  archived: Uint8Array;
  /** Matches of recent query terms: while typing, every keystroke repeats the earlier words. */
  matches: Map<string, Map<number, number>>;
}

const NONE = 255;
/** Attribute rank of a match found only in a heading above: after every match in the text itself. */
const INHERITED = 8;
const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const termsOf = (text: string, locale: string) => {
  const { words, grams } = tokenize(text, locale);
  return new Set([...words, ...grams]);
};

/**
 * The vocabulary with the terms the index leaves out for having no postings: words only headings
 * hold, and CJK bigrams found only inside longer words. A query must still find them, to match the
 * headings or reach the words' postings. In sorted order.
 */
function withHeadingTerms(posted: string[], postings: string[], headings: Set<string>[]): { terms: string[]; postings: string[] } {
  const known = new Set(posted);
  const extra = new Set<string>();
  for (const words of headings) for (const w of words) if (!known.has(w)) extra.add(w);
  const all = [...posted.map((t, i) => [t, postings[i]!] as const), ...[...extra].map((t) => [t, ''] as const)];
  all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { terms: all.map((e) => e[0]), postings: all.map((e) => e[1]) };
}

/** Term index → the entries (sections or pages) whose heading words hold it. */
function invert(entries: Set<string>[], termIndex: Map<string, number>): Map<number, number[]> {
  const out = new Map<number, number[]>();
  entries.forEach((words, e) => {
    for (const w of words) {
      const i = termIndex.get(w)!;
      const list = out.get(i);
      if (list) list.push(e);
      else out.set(i, [e]);
    }
  });
  return out;
}

/** Prepares a downloaded index for querying (hierarchies, subsection ranges, heading terms). */
export function loadIndex(index: CompactIndex, texts: SectionTexts): LoadedIndex {
  const sections: Section[] = [];
  const stack: (string | null)[] = [];
  const pageStart: number[] = [];
  const pageEnd: number[] = [];
  let lvl1 = '';
  decodeSections(index).forEach(([page, level, anchor, heading], i) => {
    const [, lvl0] = index.pages[page]!;
    if (pageStart[page] === undefined) pageStart[page] = i;
    pageEnd[page] = i + 1;
    if (level === 1) {
      stack.length = 0;
      lvl1 = heading;
    }
    stack[level] = heading;
    stack.length = level + 1;
    const hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as Hierarchy;
    for (let l = 2; l <= level; l++) hierarchy[levels[l]!] = stack[l] ?? null;
    sections.push({ page, level, anchor, heading, end: i + 1, hierarchy, headingTerms: termsOf(heading, index.locale) });
  });
  for (let i = sections.length - 1; i >= 0; i--) {
    const s = sections[i]!;
    let end = i + 1;
    while (end < sections.length && sections[end]!.page === s.page && sections[end]!.level > s.level) end = sections[end]!.end;
    s.end = end;
  }
  const productTerms = index.pages.map(([, lvl0]) => termsOf(lvl0, index.locale));
  const posted = decodeTerms(index.terms);
  // Bigrams whose every occurrence lies inside a longer word have no postings of their own.
  const implied = new Set(posted.filter((t) => isCjk(t) && [...t].length >= 3).flatMap(bigrams));
  const { terms, postings } = withHeadingTerms(posted, index.postings.split(' '), [...productTerms, ...sections.map((s) => s.headingTerms), implied]);
  const termIndex = new Map(terms.map((t, i) => [t, i]));
  return {
    index,
    texts,
    terms,
    sections,
    pageStart,
    pageEnd,
    postings,
    sectionsOf: new Array(terms.length),
    cover: coveringWords(terms),
    letters: Uint32Array.from(terms, letterMask),
    headingSections: invert(sections.map((s) => s.headingTerms), termIndex),
    productPages: invert(productTerms, termIndex),
    foldedTexts: new Array(sections.length),
    phraseTexts: sections.map((s, i) => [phraseText(fold(s.heading)), phraseText((texts[i] ?? []).map(fold).join(' '))]),
    archived: Uint8Array.from(index.pages, (p) => (p[2] === 1 ? 1 : 0)),
    matches: new Map(),
  };
}

function letterMask(term: string): number {
  let mask = 0;
  for (let i = 0; i < term.length; i++) mask |= 1 << (term.charCodeAt(i) & 31);
  return mask >>> 0;
}

/** Sections holding term i in their paragraphs: its own postings and those of the words covering it. */
function sectionsOf(loaded: LoadedIndex, i: number): number[] {
  let list = loaded.sectionsOf[i];
  if (list) return list;
  const encoded = loaded.postings[i]!;
  list = encoded === EVERYWHERE ? loaded.sections.map((_, s) => s) : decodePostings(encoded);
  const words = loaded.cover.get(i);
  if (words) list = [...new Set([...list, ...words.flatMap((w) => sectionsOf(loaded, w))])].sort((a, b) => a - b);
  loaded.sectionsOf[i] = list;
  return list;
}

/** Typos allowed for a word of this length, as Algolia does by default (1 from 4 letters, 2 from 8). */
export const typosFor = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

// Two rows reused by every call: the typo scan runs over the whole vocabulary per keystroke.
let rowA = new Uint16Array(64);
let rowB = new Uint16Array(64);

/** Edit distance when at most `max`, else max + 1; bails out as soon as a row exceeds it. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Uint16Array(b.length + 1);
    rowB = new Uint16Array(b.length + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

function lowerBound(terms: readonly string[], key: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A query word and how it is matched: exactly, as a prefix (the word being typed), with typos. */
export interface QueryTerm {
  text: string;
  prefix: boolean;
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

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export interface SearchResult {
  hits: Hit[];
  nbHits: number;
}

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

/** Folded text with its white space (line breaks of the source included) as single spaces. */
const phraseText = (folded: string) => folded.replace(/\s+/g, ' ');

/**
 * The query as a phrase worth looking for verbatim: two words or more, or a CJK run longer than
 * one bigram (shorter queries match as a phrase wherever they match at all).
 */
function queryPhrase(query: string, locale: string): string | undefined {
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
 * Where a section holds the phrase word for word: 2 in its own heading (a document titled so, a
 * clause headed so), 1 in its paragraphs, 0 nowhere.
 */
function holdsPhrase(loaded: LoadedIndex, s: number, phrase: string, cjk: boolean): number {
  const [heading, text] = loaded.phraseTexts[s]!;
  return holdsAt(heading, phrase, cjk) ? 2 : holdsAt(text, phrase, cjk) ? 1 : 0;
}

/** Runs a query: every query term must match the section's text or one of its headings above. */
export function search(loaded: LoadedIndex, query: string, limit = 20): SearchResult {
  const { index, sections } = loaded;
  const terms = queryTerms(query, index.locale);
  if (!terms.length) return { hits: [], nbHits: 0 };
  const n = sections.length;
  const cost = new Uint16Array(n);
  const attribute = new Uint16Array(n);
  const matched = new Set<string>();
  for (const term of terms) {
    const key = `${term.prefix ? '>' : '='}${term.text}`;
    let found = loaded.matches.get(key);
    if (!found) {
      found = matchTerms(loaded.terms, term, loaded.letters);
      if (loaded.matches.size > 200) loaded.matches.clear();
      loaded.matches.set(key, found);
    }
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
  const exact = exactWords(loaded, query);
  const phrase = queryPhrase(query, index.locale);
  // Sort keys per section, worked out once per candidate rather than in every comparison.
  const verbatim = new Uint8Array(n);
  if (phrase) {
    const cjk = isCjk(phrase);
    for (const s of ids) verbatim[s] = holdsPhrase(loaded, s, phrase, cjk);
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
  ids.sort(
    (a, b) =>
      cost[a]! - cost[b]! ||
      verbatim[b]! - verbatim[a]! ||
      archived[a]! - archived[b]! ||
      phraseLevel[a]! - phraseLevel[b]! ||
      phraseMentions[b]! - phraseMentions[a]! ||
      attribute[a]! - attribute[b]! ||
      (exact[b] ?? 0) - (exact[a] ?? 0) ||
      mentions[b]! - mentions[a]! ||
      a - b,
  );
  const words = [...matched];
  return { hits: ids.slice(0, limit).map((s) => toHit(loaded, s, words)), nbHits: ids.length };
}

/**
 * The paragraph of a section holding the most matched terms, for the snippet. Substring tests on
 * folded text: segmenting every paragraph of every hit would cost more than the search itself.
 */
function bestParagraph(paragraphs: readonly string[], folded: readonly string[], words: readonly string[]): string | null {
  let best: string | null = null;
  let bestScore = 0;
  paragraphs.forEach((p, i) => {
    let score = 0;
    for (const w of words) if (folded[i]!.includes(w)) score++;
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  });
  return best;
}

function toHit(loaded: LoadedIndex, id: number, words: string[]): Hit {
  const section = loaded.sections[id]!;
  const [path] = loaded.index.pages[section.page]!;
  const paragraphs = loaded.texts[id] ?? [];
  const content = bestParagraph(paragraphs, (loaded.foldedTexts[id] ??= paragraphs.map(fold)), words);
  const type = content === null ? (levels[section.level] as Hit['type']) : 'content';
  return {
    hierarchy: section.hierarchy,
    content,
    type,
    url: section.anchor && section.level > 1 ? `${path}#${section.anchor}` : path,
    objectID: `${loaded.index.locale}:${id}`,
    matched: words,
  };
}
