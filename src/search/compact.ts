// The compact index the browser loads: sections with their headings, terms with postings.
// In: one locale's records; out: CompactIndex (terms → sections) and SectionTexts (paragraphs).

import type { SearchRecord } from './records.ts';
import { tokenize } from './tokenize.ts';

/**
 * What search/index.<locale>.json holds. A section is a heading and the paragraphs up to the next
 * heading: the unit DocSearch's `distinct` on url reduces hits to, so postings name sections,
 * not paragraphs (a third of the size). Sections keep document order, so a section's
 * subsections are the sections after it with a deeper level.
 */
export interface CompactIndex {
  v: 1;
  locale: string;
  /** [url path, lvl0, lvl1] per document. */
  pages: [string, string, string][];
  /** [page number, level (1 for the title, 2–6 for headings), anchor, heading text]. */
  sections: [number, number, string, string][];
  /** Sorted terms, front-coded (see encodeTerms); postings[i] lists the sections holding term i. */
  terms: string;
  postings: string[];
  /** Frequent headings, offered when a query finds nothing. */
  suggestions: string[];
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

/** Encodes ascending ids as base-36 gaps separated by spaces ("0 5 1z" for 0, 5, 76). */
export function encodePostings(ids: readonly number[]): string {
  return ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!).toString(36)).join(' ');
}

export function decodePostings(text: string): number[] {
  const ids: number[] = [];
  let current = 0;
  for (const part of text.split(' ')) {
    current += parseInt(part, 36);
    ids.push(current);
  }
  return ids;
}

function suggestionsFrom(records: readonly SearchRecord[]): string[] {
  const counts = new Map<string, number>();
  for (const r of records) {
    if (r.type !== 'lvl2') continue;
    // Numbering ("3. Payment") is not something anyone types.
    const heading = (r.hierarchy.lvl2 ?? '').replace(/^[\d.\s)]+/, '').trim();
    if (heading.length > 2 && heading.length <= 40) counts.set(heading, (counts.get(heading) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10).map(([h]) => h);
}

/** Builds the compact index and the paragraphs of one locale from its records (in document order). */
export function compactIndex(locale: string, records: readonly SearchRecord[], origin: string): { index: CompactIndex; texts: SectionTexts } {
  const pages: CompactIndex['pages'] = [];
  const pageOf = new Map<string, number>();
  const sections: CompactIndex['sections'] = [];
  const texts: SectionTexts = [];
  const postings = new Map<string, number[]>();
  for (const record of records) {
    let page = pageOf.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(record.url_without_anchor, page);
      pages.push([record.url_without_anchor.slice(origin.length) || '/', record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '']);
    }
    let text: string;
    if (record.type === 'content') {
      text = record.content ?? '';
      texts.at(-1)!.push(text);
    } else {
      text = record.hierarchy[record.type] ?? '';
      sections.push([page, Number(record.type.slice(3)), record.anchor ?? '', text]);
      texts.push([]);
    }
    const section = sections.length - 1;
    const { words, grams } = tokenize(text, locale);
    for (const term of new Set([...words, ...grams])) {
      const list = postings.get(term);
      if (!list) postings.set(term, [section]);
      else if (list.at(-1) !== section) list.push(section);
    }
  }
  const terms = [...postings.keys()].sort();
  return {
    index: { v: 1, locale, pages, sections, terms: encodeTerms(terms), postings: terms.map((t) => encodePostings(postings.get(t)!)), suggestions: suggestionsFrom(records) },
    texts,
  };
}
