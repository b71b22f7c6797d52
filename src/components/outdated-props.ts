// What a page says about a translation made from an older source text: made at build time
// (render/translation-views.ts), rendered by OutdatedNotice. In: nothing (types only); out: OutdatedView.

import type { DateView } from './props.ts';

/**
 * What a translation made from an older source text says about itself (translations.ts): on the
 * translation, at the top and at each changed section; or, when the source text is shown in its
 * place, why.
 */
export interface OutdatedView {
  /** The effective date of the version the translation reflects; absent when unknown, or the document has none. */
  date?: DateView;
  /** The source-language version this page stands for, when the document has effective dates: in force, or taking effect later (`upcoming`). */
  current?: DateView;
  /** `current` is not in force yet: the notice names the day it takes effect, never calls it in force. */
  upcoming?: boolean;
  /** The source language's name in the page's language ("Englisch"), and its tag. */
  language: string;
  lang: string;
  /** The source document, in the source language. */
  sourceHref: string;
  /**
   * The source's sections changed since, in reading order (titles in the page's language where the
   * translation has them); absent when not known. An added one says which of the translation's
   * headings it comes before (`before`; none when it comes last).
   */
  sections?: { id: string; title: string; lang?: string; change: 'changed' | 'added' | 'removed'; href?: string; before?: string }[];
  /** The changes page from the version translated to the one in force, in this locale. */
  changesHref?: string;
  /** The source text is shown in the translation's place (`translations.outdated: 'fallback'`). */
  replaced: boolean;
}
