// The machine-readable record of the documents' versions: `versions.json` at the site's root, for
// archives, apps and auditors. Every document with an effective date, each of its versions with its
// dates, status on the build date, in-force interval, addresses, changes pages, the SHA-256 of its
// text as its page shows it and, per locale, its address and translation status. Made from the
// pages themselves, so it cannot say what they do not. In: the Site; out: the JSON text.

import { createHash } from 'node:crypto';
import { parseFragment } from 'parse5';
import type { DocPage, Site } from '../site/site.ts';
import { comparisons, type History } from '../site/versions.ts';
import { toolVersion } from '../runtime/tool.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';
import { dayBefore } from '../../shared/dates.ts';
import type { Output } from './outputs.ts';

/** The record's name and format version: a reader checks it before reading on. */
export const versionsFormat = 'legaldocs-versions/1';

/**
 * How a locale's page of a version stands to the default locale's text. Where a translation of the
 * version exists and the translations model (site/translations.ts) knows what it translates:
 * whether that is the text it stands for and, when not, which version it reflects and which
 * sections changed since — on the translation's page, or on the fallback page shown in its place.
 */
export interface TranslationStatus {
  status: 'source' | 'translated' | 'fallback';
  upToDate?: boolean;
  /** The default locale's version the translation was made from (its address; null when it has no page of its own). */
  reflects?: { effectiveDate: string | null; url: string | null };
  /** The sections of the default locale's text changed since, with their address there (null for one removed); null when not known. */
  changedSections?: { id: string; title: string; change: 'changed' | 'added' | 'removed'; url: string | null }[] | null;
}

/** What versions.json says of the translation on a locale's page of a version (of document `docId`: the version in force's is the document's). */
function translationStatus(site: Site, locale: string, page: DocPage | undefined, docId: string, at: (date: string | undefined) => string | null, source: string | null): TranslationStatus {
  if (locale === site.defaultLocale) return { status: 'source' };
  const status: TranslationStatus = { status: page?.fallback ? 'fallback' : 'translated' };
  const known = page && site.translations.statuses[locale]?.[docId];
  if (!known || known.state === 'missing') return status;
  if (known.state === 'up-to-date') return { ...status, upToDate: true };
  const date = known.translates?.date;
  const sections = known.sections?.map(({ id, title, change }) => ({ id, title, change, url: change === 'removed' || !source ? null : `${source}#${id}` }));
  return { ...status, upToDate: false, reflects: { effectiveDate: date ?? null, url: at(date) }, changedSections: sections ?? null };
}

interface Node {
  nodeName: string;
  value?: string;
  childNodes?: Node[];
}

/** The text content of HTML, as a browser's `textContent` gives it. */
function textContent(html: string): string {
  let text = '';
  const walk = (node: Node) => {
    if (node.nodeName === '#text') text += node.value;
    else if (node.nodeName !== '#comment') node.childNodes?.forEach(walk);
  };
  walk(parseFragment(html) as unknown as Node);
  return text;
}

/**
 * The SHA-256 (hex) of a page's text as it shows it: the text content of its body (the
 * `[data-doc-html]` element), Unicode NFC, every run of white space one space, trimmed.
 */
export function pageTextHash(html: string): string {
  return createHash('sha256').update(textContent(html).normalize('NFC').replace(/\s+/g, ' ').trim()).digest('hex');
}

/** Every version of a history in date order, with the status the build date gives it. */
function versionsOf(history: History): { id: string; date: string; status: 'archived' | 'in-force' | 'upcoming' }[] {
  return [
    ...history.versions.map((v) => ({ ...v, status: 'archived' as const })),
    { id: history.own, date: history.date, status: history.inForce ? ('in-force' as const) : ('upcoming' as const) },
    ...history.upcoming.map((v) => ({ ...v, status: 'upcoming' as const })),
  ];
}

/** The site's version record, as JSON text. */
export function versionsIndex(site: Site): string {
  const origin = withoutTrailingSlash(site.config.url);
  const url = (page: DocPage | undefined) => (page ? origin + page.permalink : null);
  const { defaultLocale } = site;
  const locales = Object.keys(site.docs).sort((a, b) => Number(b === defaultLocale) - Number(a === defaultLocale));
  const changesOf = new Map(site.routes.filter((r) => r.compare && r.locale === defaultLocale).map((r) => [`${r.compare!.from}\0${r.compare!.to}`, origin + r.path]));
  const hashes = new Map<DocPage, string>();
  const hashOf = (page: DocPage) => {
    let hash = hashes.get(page);
    if (hash === undefined) hashes.set(page, (hash = pageTextHash(page.html)));
    return hash;
  };
  const pages = site.docs[defaultLocale]!;
  const documents = Object.values(pages)
    .filter((page) => page.effectiveDate !== undefined && !site.versions.currentOf.has(page.id) && !page.unlisted)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((doc) => {
      // A document of one version in force has no history: it is its own version.
      const history: History = site.versions.histories.get(doc.id) ?? { id: doc.id, date: doc.effectiveDate!, inForce: true, own: doc.id, live: doc.id, versions: [], upcoming: [] };
      const steps = comparisons(history);
      const all = versionsOf(history);
      // The document's page stands for the version it shows.
      const shown = (id: string) => (id === history.own ? history.id : id);
      return {
        id: doc.id,
        title: doc.title,
        url: url(doc),
        inForce: history.inForce ? history.date : null,
        locales: Object.fromEntries(locales.map((l) => [l, { url: url(site.docs[l]![doc.id]), title: site.docs[l]![doc.id]?.title ?? null }])),
        versions: all.map((v, i) => {
          const on = steps.find((c) => c.kind === 'on' && c.to === shown(v.id));
          const since = steps.find((c) => c.kind === 'since' && c.from === v.id);
          const next = all[i + 1];
          return {
            effectiveDate: v.date,
            status: v.status,
            inForce: { from: v.date, until: next ? dayBefore(next.date) : null },
            url: url(pages[v.id]),
            changes: (on && changesOf.get(`${on.from}\0${on.to}`)) ?? null,
            changesSince: (since && changesOf.get(`${since.from}\0${since.to}`)) ?? null,
            sha256: hashOf(pages[v.id]!),
            locales: Object.fromEntries(
              locales.map((l) => {
                const page = site.docs[l]![v.id];
                const translation = translationStatus(site, l, page, shown(v.id), (date) => url(pages[all.find((x) => x.date === date)?.id ?? '']), url(pages[v.id]));
                // A fallback page shows the default locale's text: its hash is the version's.
                return [l, { url: url(page), ...(page && !page.fallback && l !== defaultLocale ? { sha256: hashOf(page) } : {}), translation }];
              }),
            ),
          };
        }),
      };
    });
  const record = {
    format: versionsFormat,
    generator: `legaldocs ${toolVersion}`,
    site: origin + site.config.baseUrl,
    buildDate: site.today,
    timeZone: site.config.versions.timeZone,
    defaultLocale,
    sha256: "SHA-256 (hex) of a version's text as its page shows it: the text content of the page's [data-doc-html] element, Unicode NFC, each run of white space one space, trimmed",
    documents,
  };
  return `${JSON.stringify(record, null, 2)}\n`;
}

/** Adds `versions.json` to the outputs plan. */
export function addVersionsIndex(outputs: Map<string, Output>, site: Site): void {
  outputs.set('versions.json', { type: 'file', content: () => versionsIndex(site) });
}
