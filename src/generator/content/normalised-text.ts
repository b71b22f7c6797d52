// A document's text as a change to it counts: the body after the front matter, in Unicode NFC,
// every run of whitespace (line endings, wrapping, trailing blank lines) one space. In: a file's
// text; out: that normalised text, and its SHA-256 (how history, translations and versions compare texts).

import { createHash } from 'node:crypto';
import { frontMatterBlock } from './front-matter-values.ts';

/**
 * The body's words and punctuation in order. Front matter is left out: its keys order the sidebar
 * and describe the page, and changing them changes no text a reader is bound by.
 */
export function normalisedBody(text: string): string {
  return text.replace(frontMatterBlock, '').normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The SHA-256 (hex) of a text's normalised body: equal for texts that differ only in whitespace. */
export function textHash(text: string): string {
  return createHash('sha256').update(normalisedBody(text)).digest('hex');
}

/** How many hex digits of a text hash are shown to people and accepted in `translation_of`. */
export const shownHashLength = 12;
