// One result as DocSearch reads an Algolia hit: a ranked section with its hierarchy and best paragraph.
// In: a LoadedIndex, a section id and the matched terms; out: a Hit.

import { levels, type LoadedIndex } from './loaded-index.ts';
import type { Hierarchy } from './record.ts';
import { fold } from './tokenize.ts';

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

/** Section `id` as a hit: its hierarchy, URL with anchor, and the paragraph the matched words fill most. */
export function toHit(loaded: LoadedIndex, id: number, words: string[]): Hit {
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
