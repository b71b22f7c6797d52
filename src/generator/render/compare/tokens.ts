// Phrasing content as a list of comparable tokens: words (Intl.Segmenter, per language), single
// characters for Chinese and Japanese (which write no spaces between words), spaces, punctuation
// and atoms (images, line breaks), each remembering the inline elements it sits in.
// In: hast phrasing nodes and a language; out: tokens whose `key` says when two are the same.

import type { Element, ElementContent } from 'hast';

export interface Token {
  /** The token's text ('' for an atom). */
  text: string;
  /** An element without text of its own that counts as one token: img, br, input. */
  atom?: Element;
  /** The inline elements around the token, outermost first (the source document's own objects). */
  path: Element[];
  /** Equal keys mean the same text in the same formatting. */
  key: string;
  /** Whitespace only: spaces compare equal whatever they are (a soft line break, a space). */
  space: boolean;
}

const atoms = new Set(['img', 'br', 'input', 'wbr']);
/** Scripts written without spaces between words: Han and kana compared a character at a time … */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** … and these cut into words by the (much slower) segmenter. */
const segmented = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/**
 * One token of space-separated text, as Intl.Segmenter's words would cut it: a word (letters, marks
 * and digits, an apostrophe or a point inside it kept, so "don't", "e.g" and "7.1" stay whole), a
 * run of spaces, or any other single character (punctuation, a symbol). With Han or kana in the
 * text, each of their characters is a token of its own (`cjkToken`, slower, so only then).
 */
const token = /[\p{L}\p{M}\p{N}_]+(?:['’.·:,][\p{L}\p{M}\p{N}_]+)*|\s+|[^]/gu;
const letter = '(?:(?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])[\\p{L}\\p{M}\\p{N}_])';
const cjkToken = new RegExp(`[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]|${letter}+(?:['’.·:,]${letter}+)*|\\s+|[^]`, 'gu');

const segmenters = new Map<string, { words: Intl.Segmenter; characters: Intl.Segmenter }>();
function segmentersFor(lang: string) {
  let s = segmenters.get(lang);
  if (!s) segmenters.set(lang, (s = { words: new Intl.Segmenter(lang, { granularity: 'word' }), characters: new Intl.Segmenter(lang, { granularity: 'grapheme' }) }));
  return s;
}

/** The formatting a token carries: element names, and link targets (a changed link is a change). */
const pathKey = (path: readonly Element[]) => path.map((e) => (e.tagName === 'a' ? `a[${String(e.properties.href ?? '')}]` : e.tagName)).join('>');

/** The text of a run split into words, spaces and punctuation; Han and kana runs into characters. */
export function segments(text: string, lang: string): string[] {
  if (!segmented.test(text)) return text.match(unspaced.test(text) ? cjkToken : token) ?? [];
  const { words, characters } = segmentersFor(lang);
  const out: string[] = [];
  for (const { segment } of words.segment(text)) {
    if (unspaced.test(segment)) for (const { segment: c } of characters.segment(segment)) out.push(c);
    else out.push(segment);
  }
  return out;
}

/** Tokens of phrasing nodes, in order. */
export function tokenize(nodes: readonly ElementContent[], lang: string, path: Element[] = [], out: Token[] = []): Token[] {
  for (const node of nodes) {
    if (node.type === 'text') {
      const prefix = pathKey(path);
      for (const text of segments(node.value, lang)) {
        const space = !text.trim();
        out.push({ text, path, key: `${prefix}|${space ? ' ' : text}`, space });
      }
    } else if (node.type === 'element') {
      if (atoms.has(node.tagName)) {
        const detail = [node.properties.src, node.properties.alt, node.properties.type, node.properties.checked].map((v) => String(v ?? '')).join('|');
        out.push({ text: '', atom: node, path, key: `${pathKey(path)}|<${node.tagName} ${detail}>`, space: false });
      } else tokenize(node.children, lang, [...path, node], out);
    }
  }
  return out;
}

/**
 * How alike two texts are, 0 to 1: twice the words they share over the words of both (Dice).
 * Decides which old paragraph a new one replaced, and when a rewrite is better shown whole.
 */
export function similarity(a: readonly Token[], b: readonly Token[]): number {
  const words = (tokens: readonly Token[]) => tokens.filter((t) => !t.space).map((t) => t.key);
  const left = words(a);
  const right = words(b);
  if (!left.length && !right.length) return 1;
  const counts = new Map<string, number>();
  for (const k of left) counts.set(k, (counts.get(k) ?? 0) + 1);
  let common = 0;
  for (const k of right) {
    const n = counts.get(k) ?? 0;
    if (n > 0) {
      common++;
      counts.set(k, n - 1);
    }
  }
  return (2 * common) / (left.length + right.length);
}
