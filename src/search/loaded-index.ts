// A downloaded index made ready for queries: hierarchies, subsection ranges, heading terms, phrase texts.
// In: CompactIndex and SectionTexts; out: LoadedIndex, and the sections holding a term (postings decoded on first use).

import { coveringWords, decodePostings, EVERYWHERE, decodeSections, decodeTerms, type CompactIndex, type SectionTexts } from './compact.ts';
import { letterMask } from './match.ts';
import { decodeStemLengths } from './stems.ts';
import { phraseText } from './phrase.ts';
import type { Hierarchy } from './record.ts';
import { bigrams, fold, isCjk, tokenize } from './tokenize.ts';

/** A section of the index: a heading and the paragraphs up to the next one. */
export interface Section {
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
  /** Per term, how much of it its stem is (0: none), where the language has a stemmer. */
  stemLengths: Uint8Array | undefined;
  /** The locale's stop words, which queries leave out. */
  stop: Set<string>;
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

/** Hierarchy fields by level: a section of level n fills `levels[n]`. */
export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const termsOf = (text: string, locale: string) => {
  const { words, grams } = tokenize(text, locale);
  return new Set([...words, ...grams]);
};

/**
 * The vocabulary with the terms the index leaves out for having no postings: words only headings
 * hold, and CJK bigrams found only inside longer words. A query must still find them, to match the
 * headings or reach the words' postings. In sorted order.
 */
function withHeadingTerms(posted: string[], postings: string[], stems: ReturnType<typeof decodeStemLengths> | undefined, headings: Set<string>[]) {
  const known = new Set(posted);
  const extra = new Set<string>();
  for (const words of headings) for (const w of words) if (!known.has(w)) extra.add(w);
  const all = [...posted.map((t, i) => [t, postings[i]!, stems?.posted[i] ?? 0] as const), ...[...extra].map((t) => [t, '', stems?.headings.get(t) ?? 0] as const)];
  all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { terms: all.map((e) => e[0]), postings: all.map((e) => e[1]), stemLengths: stems && Uint8Array.from(all, (e) => e[2]) };
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
  const stems = index.stems === undefined ? undefined : decodeStemLengths(index.stems);
  const { terms, postings, stemLengths } = withHeadingTerms(posted, index.postings.split(' '), stems, [...productTerms, ...sections.map((s) => s.headingTerms), implied]);
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
    stemLengths,
    stop: new Set(index.stop),
    headingSections: invert(sections.map((s) => s.headingTerms), termIndex),
    productPages: invert(productTerms, termIndex),
    foldedTexts: new Array(sections.length),
    phraseTexts: sections.map((s, i) => [phraseText(fold(s.heading)), phraseText((texts[i] ?? []).map(fold).join(' '))]),
    archived: Uint8Array.from(index.pages, (p) => (p[2] === 1 ? 1 : 0)),
    matches: new Map(),
  };
}

/** Sections holding term i in their paragraphs: its own postings and those of the words covering it. */
export function sectionsOf(loaded: LoadedIndex, i: number): number[] {
  let list = loaded.sectionsOf[i];
  if (list) return list;
  const encoded = loaded.postings[i]!;
  list = encoded === EVERYWHERE ? loaded.sections.map((_, s) => s) : decodePostings(encoded);
  const words = loaded.cover.get(i);
  if (words) list = [...new Set([...list, ...words.flatMap((w) => sectionsOf(loaded, w))])].sort((a, b) => a - b);
  loaded.sectionsOf[i] = list;
  return list;
}
