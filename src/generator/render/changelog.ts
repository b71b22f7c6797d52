// The site's change log in one locale: every version of every document that has versions, those
// announced ahead included, newest first, with the page that shows what it changed (its changes
// page; the first version's own page) and how many sections it changed. In: the Site and a locale;
// out: entries, for the feed and the announcement bar.

import { comparisonCounts } from './changes-view.ts';
import type { ChangeCounts } from './compare/render.ts';
import type { Site } from '../site/site.ts';
import { comparisons } from '../site/versions.ts';

export interface ChangelogEntry {
  /** The current document, and the version this entry is about (the current document itself, or an earlier one). */
  docId: string;
  versionId: string;
  /** The version's effective date, YYYY-MM-DD. */
  date: string;
  /** The current document's title in the locale. */
  title: string;
  /** Where to read about it: the changes page, or for a first version the version itself. */
  href: string;
  /** Sections changed, added, removed and moved; none for a first version. */
  counts?: ChangeCounts;
  /** Not in force yet: it takes effect on `date`, and was first published on `announced` (YYYY-MM-DD). */
  upcoming: boolean;
  announced?: string;
}

const announcement = (upcoming: boolean, announced: string | undefined) => ({ upcoming, ...(upcoming && announced ? { announced } : {}) });

const logs = new WeakMap<Site, Map<string, ChangelogEntry[]>>();

export function changelog(site: Site, locale: string): ChangelogEntry[] {
  let perLocale = logs.get(site);
  if (!perLocale) logs.set(site, (perLocale = new Map()));
  const known = perLocale.get(locale);
  if (known) return known;
  const pages = site.docs[locale] ?? {};
  const changesPaths = new Map(site.routes.filter((r) => r.locale === locale && r.compare).map((r) => [`${r.compare!.from}\0${r.compare!.to}`, r.path]));
  const entries: ChangelogEntry[] = [];
  for (const history of site.versions.histories.values()) {
    const current = pages[history.id];
    if (!current) continue;
    const steps = comparisons(history).filter((c) => c.kind === 'on');
    for (const version of [...history.versions, { id: history.id, date: history.date }, ...history.upcoming]) {
      const step = steps.find((c) => c.to === version.id);
      const changes = step && changesPaths.get(`${step.from}\0${step.to}`);
      const own = pages[version.id];
      if (!own || (step && !changes)) continue;
      entries.push({
        docId: history.id,
        versionId: version.id,
        date: version.date,
        title: current.title,
        href: changes ?? own.permalink,
        ...(step ? { counts: comparisonCounts(site, locale, step) } : {}),
        ...announcement(version.id === history.id ? !history.inForce : history.upcoming.includes(version), site.versions.announcedOn?.get(version.id === history.id ? history.own : version.id)),
      });
    }
  }
  // Newest first; on one day, in document order.
  entries.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.docId < b.docId ? -1 : a.docId > b.docId ? 1 : 0));
  perLocale.set(locale, entries);
  return entries;
}
