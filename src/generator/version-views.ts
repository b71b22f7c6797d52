// What a document page shows about its versions: the effective date, a correction date, the list
// of previous versions on a current document and the archive banner's facts on an earlier one.
// In: the Site, a document page and its locale's language tag; out: those DocView fields.

import type { DocView, VersionView } from '../components/props.ts';
import { dateView, dayBefore, dayOf } from './dates.ts';
import type { DocPage, Site } from './site.ts';
import type { History } from './versions.ts';

type VersionFields = Pick<DocView, 'effective' | 'corrected' | 'versions' | 'archive'>;

/** The permalink of a document in the page's locale (every locale has every document's route). */
const hrefOf = (site: Site, locale: string, id: string) => site.docs[locale]![id]!.permalink;

/** Every version of a history, current last, each with the day it stopped being in effect. */
function timeline(history: History): { id: string; from: string; until?: string }[] {
  const dates = [...history.versions.map((v) => v.date), history.date];
  return [...history.versions.map((v) => v.id), history.id].map((id, i) => ({ id, from: dates[i]!, ...(i < history.versions.length ? { until: dayBefore(dates[i + 1]!) } : {}) }));
}

export function versionFields(site: Site, page: DocPage, htmlLang: string): VersionFields {
  const fields: VersionFields = {};
  if (page.effectiveDate !== undefined) fields.effective = dateView(page.effectiveDate, htmlLang);
  if (page.corrected !== undefined) fields.corrected = dateView(dayOf(page.corrected), htmlLang);
  const own = site.versions.histories.get(page.id);
  if (own) {
    fields.versions = timeline(own)
      .filter((v) => v.until !== undefined)
      .reverse()
      .map((v): VersionView => ({ href: hrefOf(site, page.locale, v.id), from: dateView(v.from, htmlLang), until: dateView(v.until!, htmlLang) }));
  }
  const currentId = site.versions.currentOf.get(page.id);
  const history = currentId === undefined ? undefined : site.versions.histories.get(currentId);
  if (history) {
    const all = timeline(history);
    const i = all.findIndex((v) => v.id === page.id);
    const earlier = all[i - 1];
    const later = all[i + 1]!;
    fields.archive = {
      from: dateView(all[i]!.from, htmlLang),
      until: dateView(all[i]!.until!, htmlLang),
      current: { href: hrefOf(site, page.locale, history.id) },
      ...(earlier ? { earlier: { href: hrefOf(site, page.locale, earlier.id), date: dateView(earlier.from, htmlLang) } } : {}),
      later: { href: hrefOf(site, page.locale, later.id), date: dateView(later.from, htmlLang), current: later.id === history.id },
    };
  }
  return fields;
}
