// The versions on the build date: which version each document's address shows (the one in force),
// which are archived and which are announced ahead, and the own page of each.
// In: the version model (every version as if in force by now) and the build date; out: the model on that date.

import type { History, Version, VersionModel } from './versions.ts';

/** The own page of a document file's text when the document has several versions: beside the git versions. */
export const livePageId = (docId: string, date: string) => `${docId}/versions/${date}`;

/**
 * Places every version on the build date (YYYY-MM-DD): a version takes effect at the start of its
 * day, so the latest one dated on or before the build date is in force and the ones after it are
 * upcoming. A document whose versions all come later shows the first of them, in force nowhere.
 * `hasLivePage` says whether a document's live text could have its own page (a document may hold
 * its address): without one, the document is left as it was, its file's text shown.
 */
export function onBuildDate(model: VersionModel, today: string, hasLivePage: (docId: string) => boolean): VersionModel {
  const histories = new Map<string, History>();
  const dateOf = new Map(model.dateOf);
  for (const history of model.histories.values()) {
    if (!hasLivePage(history.id)) {
      histories.set(history.id, history);
      continue;
    }
    const live = livePageId(history.id, history.date);
    dateOf.set(live, history.date);
    const all: Version[] = [...history.versions, { id: live, date: history.date }];
    const inForce = all.findLastIndex((v) => v.date <= today);
    const shown = Math.max(inForce, 0);
    histories.set(history.id, {
      id: history.id,
      date: all[shown]!.date,
      inForce: inForce !== -1,
      own: all[shown]!.id,
      live,
      versions: all.slice(0, shown),
      upcoming: all.slice(shown + 1),
    });
    dateOf.set(history.id, all[shown]!.date);
  }
  // A document of one version, not in force yet: no other page, the banner says it.
  for (const [id, date] of model.dateOf) {
    if (date > today && !histories.has(id) && !model.currentOf.has(id)) histories.set(id, { id, date, inForce: false, own: id, live: id, versions: [], upcoming: [] });
  }
  const currentOf = new Map<string, string>();
  for (const h of histories.values()) for (const v of [...h.versions, { id: h.own }, { id: h.live }, ...h.upcoming]) if (v.id !== h.id) currentOf.set(v.id, h.id);
  return { histories, currentOf, dateOf, diagnostics: model.diagnostics };
}

/**
 * The document whose page shows the same text as this version's own page (the version it shows),
 * if any: that page is the one to index and link to.
 */
export function shownBy(model: VersionModel, id: string): string | undefined {
  const docId = model.currentOf.get(id);
  return docId !== undefined && model.histories.get(docId)?.own === id ? docId : undefined;
}

/** The day a page's text takes effect when that is after the build date: it is not in force yet. */
export function takesEffect(model: VersionModel, id: string): string | undefined {
  const history = model.histories.get(model.currentOf.get(id) ?? id);
  if (!history) return undefined;
  if ((id === history.id || id === history.own) && !history.inForce) return history.date;
  return history.upcoming.find((v) => v.id === id)?.date;
}
