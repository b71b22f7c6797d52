// Highlighting as data: text split into plain and marked parts, never HTML strings to inject.
// In: text and matched terms (or Algolia's highlighted value); out: parts, or escaped highlight text.

import { cjkRun, fold, segments as words, type Segment } from './tokenize.ts';
import { escapeHtml } from '../shared/escape.ts';

export interface Part {
  text: string;
  mark: boolean;
}

/**
 * For each UTF-16 position of `text`, whether it is part of a match: a matched word whole; in a run
 * of CJK text, every character of a matched bigram, wherever the segmenter cut the run (振って,
 * 非商業 would otherwise lose 振 and 非, which the segmenter leaves as words of their own).
 */
function marksOf(text: string, segs: readonly Segment[], matched: ReadonlySet<string>): Uint8Array {
  const marks = new Uint8Array(text.length);
  let at = 0;
  for (const s of segs) {
    if (s.isWordLike && matched.has(fold(s.segment))) marks.fill(1, at, at + s.segment.length);
    at += s.segment.length;
  }
  for (const run of text.matchAll(cjkRun)) {
    const chars = [...run[0]];
    let offset = run.index;
    const starts = chars.map((ch) => ((offset += ch.length), offset - ch.length));
    for (let i = 0; i + 1 < chars.length; i++) {
      if (matched.has(fold(chars[i]! + chars[i + 1]!))) marks.fill(1, starts[i]!, starts[i + 1]! + chars[i + 1]!.length);
    }
  }
  return marks;
}

/** The text from `from` to `to` as parts, marked where `marks` says. */
function partsOf(text: string, marks: Uint8Array, from: number, to: number): Part[] {
  const out: Part[] = [];
  for (let i = from; i < to; ) {
    let j = i + 1;
    while (j < to && marks[j] === marks[i]) j++;
    out.push({ text: text.slice(i, j), mark: marks[i] === 1 });
    i = j;
  }
  return out;
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

/** The whole text, with matches marked (titles and headings). */
export function highlight(text: string, matched: ReadonlySet<string>, locale: string): Part[] {
  return partsOf(text, marksOf(text, words(text, locale), matched), 0, text.length);
}

/**
 * About `size` words around the first match, as Algolia's attributesToSnippet `content:size`
 * does, with an ellipsis where text was cut.
 */
export function snippet(text: string, matched: ReadonlySet<string>, locale: string, size = 10): Part[] {
  const segs = words(text, locale);
  const marks = marksOf(text, segs, matched);
  if (segs.filter((s) => s.isWordLike).length <= size) return partsOf(text, marks, 0, text.length);
  // Each word's start and end in the text.
  const spans: [number, number][] = [];
  let at = 0;
  for (const s of segs) {
    if (s.isWordLike) spans.push([at, at + s.segment.length]);
    at += s.segment.length;
  }
  const first = Math.max(0, spans.findIndex(([a, b]) => marks.subarray(a, b).includes(1)));
  const start = Math.max(0, Math.min(first - Math.floor(size / 3), spans.length - size));
  const from = start === 0 ? 0 : spans[start]![0];
  const to = start + size >= spans.length ? text.length : spans[start + size - 1]![1];
  const parts = partsOf(text, marks, from, to);
  if (from > 0) parts.unshift({ text: '… ', mark: false });
  if (to < text.length) parts.push({ text: ' …', mark: false });
  return merge(parts);
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** Parts as Algolia writes a highlighted value: escaped text, matches between the given tags. */
export function toHighlighted(parts: readonly Part[], pre = '<mark>', post = '</mark>'): string {
  return parts.map((p) => (p.mark ? pre + escapeHtml(p.text) + post : escapeHtml(p.text))).join('');
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
