// The titles of a document's other versions: a version titled as its document is shown with the day
// it takes effect, in the style of its text's language ("Cookies Policy (2 June 2025)", "Cookie-
// Richtlinie (2. Juni 2025)"). In: one locale's pages, the version model, locales; out: pages retitled.

import { format, type Messages } from '../../i18n/index.ts';
import { dateView, type DatedLocale } from '../../shared/dates.ts';
import type { DocPage } from './site.ts';
import type { VersionModel } from './versions.ts';

/** What a page's text is written in: its locale's, or the default locale's when it shows that text instead. */
export interface TextLanguage {
  dates: DatedLocale;
  messages: Messages;
  /** A document's title in this language. */
  titleOf: (docId: string) => string | undefined;
}

/**
 * Gives each version page in force or archived (not its document's address) whose title is its
 * document's the version's date: the date is never written into a title, so every page of a locale
 * shows dates one way and a change of `dateLocale` changes them all. A title the author wrote
 * otherwise is theirs, kept. A version not in force yet is titled "… (takes effect on …)" where it
 * is listed (search), so its own title stays as it is.
 */
export function dateVersionTitles(pages: Record<string, DocPage>, versions: VersionModel, own: TextLanguage, source: TextLanguage): void {
  for (const history of versions.histories.values()) {
    if (!pages[history.id]) continue;
    const ids = new Set(history.versions.map((v) => v.id).concat(history.live, history.own));
    ids.delete(history.id);
    for (const v of history.upcoming) ids.delete(v.id);
    for (const id of ids) {
      const page = pages[id];
      const date = versions.dateOf.get(id);
      if (!page || date === undefined) continue;
      const { dates, messages, titleOf } = page.fallback ? source : own;
      if (page.title !== titleOf(history.id)) continue;
      const title = format(messages.versionCopyTitle, { title: page.title, date: dateView(date, dates).text });
      if (page.sidebarLabel === page.title) page.sidebarLabel = title;
      page.title = title;
    }
  }
}
