// Highlighting as data: text split into plain and marked parts, never HTML strings to inject.
// In: text and matched terms (or Algolia's highlighted value); out: parts, or escaped highlight text.

import { bigrams, fold, isCjk, segments as words } from './tokenize.ts';

export interface Part {
  text: string;
  mark: boolean;
}


function isMatch(segment: string, matched: ReadonlySet<string>): boolean {
  const folded = fold(segment);
  if (matched.has(folded)) return true;
  return isCjk(folded) && bigrams(folded).some((g) => matched.has(g));
}

function merge(parts: Part[]): Part[] {
  const out: Part[] = [];
  for (const p of parts) {
    const last = out.at(-1);
    if (last && last.mark === p.mark) last.text += p.text;
    else if (p.text) out.push({ ...p });
  }
  return out;
}

/** The whole text, with the words holding a matched term marked (titles and headings). */
export function highlight(text: string, matched: ReadonlySet<string>, locale: string): Part[] {
  return merge(words(text, locale).map((s) => ({ text: s.segment, mark: s.isWordLike && isMatch(s.segment, matched) })));
}

/**
 * About `size` words around the first match, as Algolia's attributesToSnippet `content:size`
 * does, with an ellipsis where text was cut.
 */
export function snippet(text: string, matched: ReadonlySet<string>, locale: string, size = 10): Part[] {
  const segments = words(text, locale);
  const wordAt: number[] = [];
  segments.forEach((s, i) => s.isWordLike && wordAt.push(i));
  if (wordAt.length <= size) return highlight(text, matched, locale);
  const first = Math.max(0, wordAt.findIndex((i) => isMatch(segments[i]!.segment, matched)));
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), wordAt.length - size));
  const from = start === 0 ? 0 : wordAt[start]!;
  const to = start + size >= wordAt.length ? segments.length : wordAt[start + size - 1]! + 1;
  const parts = segments.slice(from, to).map((s) => ({ text: s.segment, mark: s.isWordLike && isMatch(s.segment, matched) }));
  if (from > 0) parts.unshift({ text: '… ', mark: false });
  if (to < segments.length) parts.push({ text: ' …', mark: false });
  return merge(parts);
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Parts as Algolia writes a highlighted value: escaped text, matches between the given tags. */
export function toHighlighted(parts: readonly Part[], pre = '<mark>', post = '</mark>'): string {
  return parts.map((p) => (p.mark ? pre + escape(p.text) + post : escape(p.text))).join('');
}

/** Reads an Algolia highlighted value back into parts; its markup is never given to the DOM. */
export function fromHighlighted(value: string, pre = '<mark>', post = '</mark>'): Part[] {
  const parts: Part[] = [];
  const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e]!);
  for (const [i, chunk] of value.split(pre).entries()) {
    if (i === 0) {
      parts.push({ text: unescape(chunk), mark: false });
      continue;
    }
    const end = chunk.indexOf(post);
    if (end < 0) parts.push({ text: unescape(chunk), mark: false });
    else parts.push({ text: unescape(chunk.slice(0, end)), mark: true }, { text: unescape(chunk.slice(end + post.length)), mark: false });
  }
  return merge(parts);
}
