// What a document page shows about its versions: the effective date, a correction date, the list
// of previous versions and the next version announced on a document's page, and on a version's own
// page its banner: archived, in force, or not in force yet.
// In: the Site, a document page and its locale's language tag; out: those DocView fields.

import type { DocView, VersionView } from '../../components/props.ts';
import { dateView, dayBefore, dayOf, type DatedLocale } from '../../shared/dates.ts';
import type { DocPage, Site } from '../site/site.ts';
import { comparisons, type History } from '../site/versions.ts';

type VersionFields = Pick<DocView, 'effective' | 'effectiveInText' | 'corrected' | 'versions' | 'changesHref' | 'archive' | 'upcoming' | 'nextVersion' | 'inForce'>;

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

/** The versions up to the one the document's page shows, each with the day it stopped being in effect. */
function timeline(history: History): { id: string; from: string; until?: string }[] {
  const dates = [...history.versions.map((v) => v.date), history.date];
  return [...history.versions.map((v) => v.id), history.id].map((id, i) => ({ id, from: dates[i]!, ...(i < history.versions.length ? { until: dayBefore(dates[i + 1]!) } : {}) }));
}

export function versionFields(site: Site, page: DocPage, locale: DatedLocale): VersionFields {
  const fields: VersionFields = {};
  // An outdated translation's text is not the version in force: what changed in that one is the notice's to say.
  const current = !(page.outdated && !page.fallback);
  if (page.effectiveDate !== undefined) fields.effective = dateView(page.effectiveDate, locale);
  if (page.effectiveInText) fields.effectiveInText = true;
  if (page.corrected !== undefined) fields.corrected = dateView(dayOf(page.corrected), locale);
  const docId = site.versions.currentOf.get(page.id) ?? page.id;
  const history = site.versions.histories.get(docId);
  if (!history) return fields;
  const href = (id: string) => hrefOf(site, page.locale, id);
  const date = (day: string) => dateView(day, locale);
  // The document's page stands for the version it shows.
  const asShown = (id: string) => (id === history.own ? history.id : id);
  /** What changed (or will) on the day version `id` takes effect. */
  const changesOn = (id: string) => {
    const compare = comparisons(history).find((c) => c.kind === 'on' && c.to === asShown(id));
    return compare && changesHref(site, page.locale, compare.from, compare.to);
  };
  const own = changesOn(page.id);
  if (own && current) fields.changesHref = own;
  const next = history.upcoming[0];
  const shown = asShown(page.id) === history.id;
  if (shown && next) {
    const nextChanges = changesOn(next.id);
    fields.nextVersion = { href: href(next.id), date: date(next.date), ...(nextChanges ? { changesHref: nextChanges } : {}) };
  }
  if (shown && !history.inForce) fields.upcoming = { from: date(history.date), ...(own ? { changesHref: own } : {}) };
  else if (page.id === history.id && history.versions.length) {
    fields.versions = timeline(history)
      .filter((v) => v.until !== undefined)
      .reverse()
      .map((v): VersionView => {
        const changes = changesOn(v.id);
        // A version this locale has no text of shows the source's: said beside it.
        const inSource = site.docs[page.locale]![v.id]!.fallback ? { lang: site.locales.find((l) => l.isDefault)!.htmlLang } : {};
        return { href: href(v.id), ...inSource, from: date(v.from), until: date(v.until!), ...(changes ? { changesHref: changes } : {}) };
      });
  } else if (shown && page.id !== history.id) fields.inForce = { from: date(history.date), current: { href: href(history.id) } };
  const upcoming = history.upcoming.find((v) => v.id === page.id);
  if (upcoming) {
    fields.upcoming = {
      from: date(upcoming.date),
      ...(history.inForce ? { inForce: { href: href(history.id), date: date(history.date) } } : {}),
      ...(own ? { changesHref: own } : {}),
    };
  }
  const all = timeline(history);
  const i = all.findIndex((v) => v.id === page.id);
  if (i !== -1 && all[i]!.until !== undefined) {
    const earlier = all[i - 1];
    const later = all[i + 1]!;
    const compareHref = changesHref(site, page.locale, page.id, history.id);
    fields.archive = {
      from: date(all[i]!.from),
      until: date(all[i]!.until!),
      current: { href: href(history.id) },
      ...(compareHref ? { compareHref } : {}),
      ...(earlier ? { earlier: { href: href(earlier.id), date: date(earlier.from) } } : {}),
      later: { href: href(later.id), date: date(later.from), current: later.id === history.id },
    };
  }
  return fields;
}
