// What a document page shows about its versions: the effective date, a correction date, the list
// of previous versions on a current document and the archive banner's facts on an earlier one.
// In: the Site, a document page and its locale's language tag; out: those DocView fields.

import type { DocView, VersionView } from '../../components/props.ts';
import { dateView, dayBefore, dayOf } from './dates.ts';
import type { DocPage, Site } from '../site/site.ts';
import { comparisons, type History } from '../site/versions.ts';

type VersionFields = Pick<DocView, 'effective' | 'corrected' | 'versions' | 'changesHref' | 'archive'>;

/** The permalink of a document in the page's locale (every locale has every document's route). */
const hrefOf = (site: Site, locale: string, id: string) => site.docs[locale]![id]!.permalink;

// The changes pages of each locale, by the comparison they show: looked up for many pages.
const changesPages = new WeakMap<Site, Map<string, string>>();
/** The address of the changes page comparing `from` with `to`, in a locale, when there is one. */
export function changesHref(site: Site, locale: string, from: string, to: string): string | undefined {
  let map = changesPages.get(site);
  if (!map) {
    changesPages.set(site, (map = new Map()));
    for (const r of site.routes) if (r.compare) map.set(`${r.locale}\0${r.compare.from}\0${r.compare.to}`, r.path);
  }
  return map.get(`${locale}\0${from}\0${to}`);
}

/** Every version of a history, current last, each with the day it stopped being in effect. */
function timeline(history: History): { id: string; from: string; until?: string }[] {
  const dates = [...history.versions.map((v) => v.date), history.date];
  return [...history.versions.map((v) => v.id), history.id].map((id, i) => ({ id, from: dates[i]!, ...(i < history.versions.length ? { until: dayBefore(dates[i + 1]!) } : {}) }));
}

export function versionFields(site: Site, page: DocPage, htmlLang: string): VersionFields {
  const fields: VersionFields = {};
  // An outdated translation's text is not the version in force: what changed in that one is the notice's to say.
  const current = !(page.outdated && !page.fallback);
  if (page.effectiveDate !== undefined) fields.effective = dateView(page.effectiveDate, htmlLang);
  if (page.corrected !== undefined) fields.corrected = dateView(dayOf(page.corrected), htmlLang);
  const own = site.versions.histories.get(page.id);
  const changesOf = (history: History, id: string) => {
    const compare = comparisons(history).find((c) => c.kind === 'on' && c.to === id);
    const href = compare && changesHref(site, page.locale, compare.from, compare.to);
    return href ? { changesHref: href } : {};
  };
  if (own) {
    if (current) Object.assign(fields, changesOf(own, own.id));
    fields.versions = timeline(own)
      .filter((v) => v.until !== undefined)
      .reverse()
      .map((v): VersionView => ({
        href: hrefOf(site, page.locale, v.id),
        ...(site.docs[page.locale]![v.id]!.fallback ? { lang: site.locales.find((l) => l.isDefault)!.htmlLang } : {}),
        from: dateView(v.from, htmlLang),
        until: dateView(v.until!, htmlLang),
        ...changesOf(own, v.id),
      }));
  }
  const currentId = site.versions.currentOf.get(page.id);
  const history = currentId === undefined ? undefined : site.versions.histories.get(currentId);
  if (history) {
    const all = timeline(history);
    const i = all.findIndex((v) => v.id === page.id);
    const earlier = all[i - 1];
    const later = all[i + 1]!;
    Object.assign(fields, changesOf(history, page.id));
    const compareHref = changesHref(site, page.locale, page.id, history.id);
    fields.archive = {
      from: dateView(all[i]!.from, htmlLang),
      until: dateView(all[i]!.until!, htmlLang),
      current: { href: hrefOf(site, page.locale, history.id) },
      ...(compareHref ? { compareHref } : {}),
      ...(earlier ? { earlier: { href: hrefOf(site, page.locale, earlier.id), date: dateView(earlier.from, htmlLang) } } : {}),
      later: { href: hrefOf(site, page.locale, later.id), date: dateView(later.from, htmlLang), current: later.id === history.id },
    };
  }
  return fields;
}
