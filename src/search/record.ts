// The shape of one search record, shared by the step that writes records and the engine that reads them.
// In: nothing (types only); out: Level, Hierarchy and SearchRecord, as DocSearch's crawler writes them.

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<Level, string | null>;

/** One record as DocSearch's crawler writes it (the fields its UI and filters read). */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  /** Paragraph text on `content` records, null on heading records. */
  content: string | null;
  type: Exclude<Level, 'lvl0'> | 'content';
  /** Absolute URL, with the nearest heading's #anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  /**
   * DocSearch's custom ranking weight: pageRank 0 for an earlier version, 1 for a current
   * document, so the current one ranks first for the same match (here and in a hosted index).
   */
  weight: { pageRank: number };
  /** Set on an untranslated document's records: its text is the source locale's, not this one's. */
  fallback?: true;
}
