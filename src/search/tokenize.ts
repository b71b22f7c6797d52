// Text → search terms, the same way when indexing and when querying, in every locale.
// In: text and a locale; out: folded words (Intl.Segmenter where words are not spaced) and CJK bigrams.

/** Han, kana and Hangul: scripts written without spaces, or with particles glued to words. */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
export const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]+/gu;
/** Scripts written without spaces between words: only these need the (10× slower) segmenter. */
const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const latinWithMarks = /[\u00C0-\u024F\u1E00-\u1EFF]/g;
const special: Record<string, string> = { ß: 'ss', ł: 'l', Ł: 'l', ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', đ: 'd', Đ: 'd' };

/**
 * Lower case without accents, so "privacídad" and "privacidad" meet. Only Latin letters are
 * decomposed: NFD on kana or Hangul would split が into か + a mark and syllables into jamo.
 */
export function fold(text: string): string {
  return text.replace(latinWithMarks, (ch) => special[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '')).toLowerCase();
}

export const isCjk = (term: string): boolean => cjk.test(term);

/**
 * Overlapping character pairs of a CJK run. Segmenters split short queries differently from
 * the sentences they were indexed in; bigrams of the raw run do not depend on the segmenter.
 */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * A word of a space-separated script: letters, marks and digits, with "2.1" kept whole. An
 * apostrophe ends a word, so "l'utilisation" and "dell'utente" find "utilisation" and "utente".
 */
const word = /[\p{L}\p{M}\p{N}]+(?:\.\p{N}+)*/gu;

/** The words of text in a spaced script (CJK runs come out whole: only stems use it). */
export const spacedWords = (text: string): string[] => text.match(word) ?? [];

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string): Intl.Segmenter {
  let s = segmenters.get(locale);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, s);
  }
  return s;
}

export interface Segment {
  segment: string;
  isWordLike: boolean;
}

/**
 * Text cut into words and the gaps between them: by Intl.Segmenter when it holds CJK (or Thai…)
 * text, by a Unicode word pattern otherwise (same words for space-separated text, 10× faster).
 */
export function segments(text: string, locale: string): Segment[] {
  if (unspaced.test(text)) return [...segmenter(locale).segment(text)].map((s) => ({ segment: s.segment, isWordLike: Boolean(s.isWordLike) }));
  const out: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(word)) {
    if (match.index > last) out.push({ segment: text.slice(last, match.index), isWordLike: false });
    out.push({ segment: match[0], isWordLike: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ segment: text.slice(last), isWordLike: false });
  return out;
}

export interface Tokens {
  /** Words: space-separated languages' words, and the segmenter's CJK words (extra ranking signal). */
  words: string[];
  /** Bigrams of every CJK run; a CJK query matches when all of its bigrams do. */
  grams: string[];
}

/**
 * Splits text into folded words and CJK bigrams, in order of appearance (with repeats). The words
 * are those `segments` marks word-like, found without making the gaps between them (indexing a
 * site tokenizes every paragraph).
 */
export function tokenize(text: string, locale: string): Tokens {
  const folded = fold(text);
  let words: string[];
  if (unspaced.test(folded)) {
    words = [];
    for (const part of segmenter(locale).segment(folded)) if (part.isWordLike) words.push(part.segment);
  } else words = folded.match(word) ?? [];
  const grams: string[] = [];
  for (const match of folded.matchAll(cjkRun)) grams.push(...bigrams(match[0]));
  return { words, grams };
}
