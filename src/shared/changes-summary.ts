// The summary sentence of a changes page (and of its feed entry), shared by the page and the feed.
// In: the count clauses in the page's words and the UI strings; out: one sentence ("4 sections changed, 1 added.").

import { format, type Messages } from '../i18n/index.ts';

/** The clauses joined with the locale's separator into its sentence. */
export const countsSentence = (clauses: readonly { text: string }[], ui: Messages): string =>
  format(ui.changesCountsSentence, { counts: clauses.map((c) => c.text).join(ui.changesCountsSeparator) });
