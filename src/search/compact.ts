// The compact index the browser loads: sections with their headings, terms with postings.
// In: one locale's records; out: CompactIndex (terms → sections) and SectionTexts (paragraphs).

import type { SearchRecord } from './record.ts';
import { addStems, encodeStemLengths } from './stems.ts';
import { bigrams, fold, isCjk, tokenize, type Tokens } from './tokenize.ts';

/** What the build knows of a locale's language (generator/search/language.ts). */
export interface SearchLanguage {
  /** Words a question is made of rather than what it asks about ("how", "my"; を). */
  stopWords: readonly string[];
  /** A Snowball stemmer, for languages whose words inflect. */
  stem?: ((word: string) => string) | undefined;
}

/**
 * What search/index.<locale>.json holds. A section is a heading and the paragraphs up to the next
 * heading: the unit DocSearch's `distinct` on url reduces hits to, so postings name sections,
 * not paragraphs (a third of the size). Sections keep document order, so a section's
 * subsections are the sections after it with a deeper level.
 */
export interface CompactIndex {
  v: 2;
  locale: string;
  /** [url path, lvl0] per document, and 1 after them for an archived version (ranked after current ones). */
  pages: ([string, string] | [string, string, 1])[];
  /**
   * A line per section: its level (1 for the document's title, which starts the next document,
   * 2–6 for headings), its anchor, a tab and the heading text. See decodeSections.
   */
  sections: string;
  /** Sorted terms of the paragraphs, front-coded (see encodeTerms); loadIndex adds the headings' own. */
  terms: string;
  /**
   * Per term, space-separated (see encodePostings): the sections whose paragraphs hold it. A
   * heading's own words are left out (the query matches them through the headings it loads), and
   * so is a CJK bigram where a longer CJK word of the same paragraphs holds it (coveringWords):
   * the same sections, a third fewer bytes in Korean. EVERYWHERE marks a very frequent term.
   */
  postings: string;
  /** The locale's stop words, folded: a query leaves them out. */
  stop?: string[];
  /** Per term and heading word, how much of it its stem is (see stems.ts), where the language has a stemmer. */
  stems?: string;
}

/** A section as queries use it: [page number, level, anchor, heading text]. */
export type SectionEntry = [number, number, string, string];

export function decodeSections(index: CompactIndex): SectionEntry[] {
  if (!index.sections) return [];
  let page = -1;
  return index.sections.split('\n').map((line) => {
    const level = Number(line[0]);
    if (level === 1) page++;
    const tab = line.indexOf('\t');
    return [page, level, line.slice(1, tab), line.slice(tab + 1)];
  });
}

/** search/text.<locale>.json: the paragraphs of each section, aligned with CompactIndex.sections. */
export type SectionTexts = string[][];

/**
 * Sorted terms as lines of "length of the prefix shared with the previous term (base 36) + the
 * rest": CJK bigrams share their first character, words their stems (a quarter fewer bytes).
 */
export function encodeTerms(terms: readonly string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      let shared = 0;
      while (shared < 35 && shared < previous.length && previous[shared] === term[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}

export function decodeTerms(text: string): string[] {
  const terms: string[] = [];
  let previous = '';
  for (const line of text.split('\n')) {
    previous = previous.slice(0, parseInt(line[0]!, 36)) + line.slice(1);
    terms.push(previous);
  }
  return terms;
}

/**
 * The postings of a term in more than a third of a large site's sections ("the", "and", "you" in
 * every locale here): read as every section. Such a word cannot narrow a query much, and its exact
 * list would cost ~100 bytes of gzip each (1.3 KB per locale); on a small site the lists are exact.
 */
export const EVERYWHERE = '*';
const frequent = (count: number, sections: number) => sections >= 100 && count > sections / 3;

/** 64 characters that JSON leaves alone: a digit is 5 bits, the upper 32 mark "more digits follow". */
const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const digitValue = new Map([...digits].map((c, i) => [c, i]));

/**
 * Encodes ascending ids as gaps minus one, each a variable-length number of 5-bit digits with no
 * separator: a term in every section costs one character per section ("AAA" for 0, 1, 2).
 */
export function encodePostings(ids: readonly number[]): string {
  let out = '';
  let previous = -1;
  for (const id of ids) {
    let gap = id - previous - 1;
    previous = id;
    let chunk = digits[gap & 31]!;
    for (gap >>= 5; gap > 0; gap >>= 5) chunk = digits[32 + (gap & 31)]! + chunk;
    out += chunk;
  }
  return out;
}

export function decodePostings(text: string): number[] {
  const ids: number[] = [];
  let previous = -1;
  let gap = 0;
  for (const c of text) {
    const d = digitValue.get(c)!;
    gap = gap * 32 + (d & 31);
    if (d < 32) {
      previous += gap + 1;
      ids.push(previous);
      gap = 0;
    }
  }
  return ids;
}

/**
 * Index terms of the CJK bigrams inside each longer CJK word term: a bigram's sections are its own
 * postings plus those of the words covering it. In: sorted terms; out: bigram term → word terms.
 */
export function coveringWords(terms: readonly string[]): Map<number, number[]> {
  const at = new Map(terms.map((t, i) => [t, i]));
  const cover = new Map<number, number[]>();
  terms.forEach((term, i) => {
    if (!isCjk(term) || [...term].length < 3) return;
    for (const gram of new Set(bigrams(term))) {
      const g = at.get(gram);
      if (g === undefined) continue;
      const list = cover.get(g);
      if (list) list.push(i);
      else cover.set(g, [i]);
    }
  });
  return cover;
}

/**
 * Terms of one section's paragraphs worth a posting: bigrams inside a longer word are implied by
 * it, and a lone CJK character the segmenter cut out is found through the bigrams around it.
 */
function postedTerms(words: ReadonlySet<string>, grams: ReadonlySet<string>): Set<string> {
  const implied = new Set<string>();
  const out = new Set<string>();
  for (const w of words) {
    if (!isCjk(w)) {
      out.add(w);
      continue;
    }
    const length = [...w].length;
    if (length >= 2) out.add(w);
    if (length >= 3) for (const g of bigrams(w)) implied.add(g);
  }
  for (const g of grams) if (!implied.has(g) || words.has(g)) out.add(g);
  return out;
}

/**
 * Builds the compact index and the paragraphs of one locale from its records (in document order),
 * reading them once: they may be produced as they are read.
 */
export function compactIndex(locale: string, records: Iterable<SearchRecord>, origin: string, language?: SearchLanguage): { index: CompactIndex; texts: SectionTexts } {
  const pages: CompactIndex['pages'] = [];
  const pageOf = new Map<string, number>();
  const sections: string[] = [];
  const texts: SectionTexts = [];
  const postings = new Map<string, number[]>();
  let words = new Set<string>();
  let grams = new Set<string>();
  const stems = new Map<string, string>();
  // Archived versions and untranslated fallbacks repeat most paragraphs word for word.
  const tokenized = new Map<string, Tokens>();
  const post = () => {
    for (const term of postedTerms(words, grams)) {
      const list = postings.get(term);
      if (list) list.push(sections.length - 1);
      else postings.set(term, [sections.length - 1]);
    }
    words = new Set();
    grams = new Set();
  };
  for (const record of records) {
    let page = pageOf.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(record.url_without_anchor, page);
      const path = record.url_without_anchor.slice(origin.length) || '/';
      pages.push(record.weight?.pageRank === 0 ? [path, record.hierarchy.lvl0 ?? '', 1] : [path, record.hierarchy.lvl0 ?? '']);
    }
    const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
    if (record.type !== 'content') {
      if (sections.length) post();
      const level = record.type === 'lvl1' ? 1 : Number(record.type.slice(3));
      sections.push(`${level}${record.anchor ?? ''}\t${text.replace(/[\t\n]/g, ' ')}`);
      texts.push([]);
      if (language?.stem) addStems(stems, `${text} ${record.hierarchy.lvl0 ?? ''}`, language.stem);
      continue;
    }
    texts.at(-1)!.push(text);
    let tokens = tokenized.get(text);
    if (!tokens) {
      tokenized.set(text, (tokens = tokenize(text, locale)));
      if (language?.stem) addStems(stems, text, language.stem);
    }
    for (const w of tokens.words) words.add(w);
    for (const g of tokens.grams) grams.add(g);
  }
  if (sections.length) post();
  const terms = [...postings.keys()].sort();
  return {
    index: {
      v: 2,
      locale,
      pages,
      sections: sections.join('\n'),
      terms: encodeTerms(terms),
      postings: terms.map((t) => (frequent(postings.get(t)!.length, sections.length) ? EVERYWHERE : encodePostings(postings.get(t)!))).join(' '),
      ...(language?.stopWords.length ? { stop: [...new Set(language.stopWords.filter((w) => !/\s/.test(w)).map(fold))].sort() } : {}),
      ...(language?.stem ? { stems: encodeStemLengths(terms, stems) } : {}),
    },
    texts,
  };
}
