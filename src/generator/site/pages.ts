// Document pages in one locale: each published document (or its fallback) with its labels, dates,
// files and links resolved for the locale. In: the site's input and identities; out: DocPages by id.

import { messagesFor } from '../../i18n/index.ts';
import { siteLayout } from '../content/layout.ts';
import { bulkImportMinimum, type DatingCommit } from '../content/git-dates.ts';
import { fillAdmonitionTitles } from '../markdown/plugins/admonitions.ts';
import { encodePath, siteLink, splitHref, withoutTrailingSlash } from '../../shared/urls.ts';
import { fileCandidates, staticPrefix } from './file-references.ts';
import { versionPrefixOf } from './doc-ids.ts';
import type { Identities } from './identities.ts';
import { fillAutotitles } from './autotitle.ts';
import { dateVersionTitles } from './dated-titles.ts';
import { linkedDocument, resolveLinks } from './links.ts';
import type { Sidebars } from './sidebar-trees.ts';
import type { CommitDated, DocPage, LocalizedDoc, SiteInput } from './site.ts';
import type { TranslationModel } from './translations.ts';
import type { VersionModel } from './versions.ts';

function toSeconds(date: string | Date | undefined): number | undefined {
  if (date === undefined) return undefined;
  const ms = (date instanceof Date ? date : new Date(date)).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** One locale's document pages, with links resolved for that locale; the pages that show a date from git are added to `dated`. */
export function localePages(
  input: SiteInput,
  locale: string,
  known: Identities,
  sidebars: Sidebars,
  versions: VersionModel,
  translations: TranslationModel,
  urlOf: (locale: string, sitePath: string) => string,
  fileExists: (file: string) => boolean,
  dated: Map<string, { relPath: string; by: DatingCommit }>,
): Record<string, DocPage> {
  const { config } = input;
  const pages: Record<string, DocPage> = {};
  const messages = input.ui?.[locale] ?? messagesFor(locale);
  const fileUrl = (file: string) =>
    file.startsWith(staticPrefix) ? config.baseUrl + encodePath(file.slice(staticPrefix.length)) : input.publishFile(file).url;
  const { documentOf } = siteLayout(config);
  const docsVersions = input.docsVersions ?? [];
  const prefixes = docsVersions.map((v) => v.prefix);
  // Drafts included: a link to one is reported as a link to a draft, not to a missing file.
  const sources = new Set(input.docs.filter((d) => d.locale === config.i18n.defaultLocale && !d.version).map((d) => d.doc.relPath));
  const isDocument = (relPath: string) => sources.has(relPath);
  const targetOf = (target: string, rooted: boolean | undefined) => linkedDocument(target, rooted, isDocument, documentOf);
  // A placeholder's target starts with "/" when the link was written from the site root.
  const permalinkOfRel = (target: string) => {
    const id = known.idOf.get(target.startsWith('/') ? targetOf(target.slice(1), true) : target);
    return id === undefined ? undefined : urlOf(locale, known.sitePathOf.get(id)!);
  };
  const statics = new Set(input.staticFiles);
  const localeBase = urlOf(locale, '/');
  const absolute = (href: string) => siteLink(href.replace(/&amp;/g, '&'), localeBase, config.baseUrl, (p) => statics.has(p), config.trailingSlash).replace(/&/g, '&amp;');
  // The version each document's address shows, when it is not the document file's own text.
  const shownAt = new Map([...versions.histories.values()].filter((h) => h.own !== h.id).map((h) => [h.own, h.id]));
  const showSource = config.translations.outdated === 'fallback';
  /** The page `id` showing the text of the version whose own page is `textId`. */
  const pageOf = (id: string, textId: string, { doc: given, fallback: missing, mtime, version }: LocalizedDoc): DocPage => {
    // The page's document (its address, sidebar and listing) and the default locale's text shown.
    const identity = known.byId.get(id)!;
    const original = known.byId.get(textId)!;
    const docId = version ? undefined : known.idOf.get(given.relPath);
    const status = docId === undefined ? undefined : translations.statuses[locale]?.[docId];
    const outdated = status?.state === 'outdated' ? status : undefined;
    // An outdated translation is published, saying so, or (fallback) the source text in its place.
    const doc = outdated && showSource ? original : given;
    const fallback = missing || doc !== given;
    const fm = doc.frontMatter;
    const base = original.frontMatter;
    const permalink = urlOf(locale, known.sitePathOf.get(id)!);
    // The text's relative links were written for the address of the file it comes from; on another
    // address (a version's own page, the document showing a version) they are made absolute.
    const home = known.idOf.get(original.relPath)!;
    const homeUrl = urlOf(locale, known.sitePathOf.get(home)!);
    const writtenFor = known.folders.has(home) ? `${withoutTrailingSlash(homeUrl)}/` : homeUrl;
    const folder = writtenFor !== permalink ? writtenFor : undefined;
    const page: DocPage = {
      id,
      locale,
      // A version with its document's path (from git, or the document's own text) is told apart, so links to the path find the document.
      relPath: known.idOf.get(identity.relPath) === id ? identity.relPath : `${identity.relPath}@${versions.dateOf.get(id)}`,
      file: doc.file,
      permalink,
      linkBase: folder ?? permalink,
      title: doc.title,
      sidebarLabel: fm.sidebar_label ?? doc.title,
      html: '',
      rawHtml: '',
      resolveLinks: (html) => html,
      headings: doc.headings,
      sections: doc.sections,
      anchors: doc.anchors,
      links: doc.links.map((link) => (link.rooted ? { ...link, target: targetOf(link.target!, true) } : link)),
      files: {},
      tocMin: fm.toc_min_heading_level ?? base.toc_min_heading_level ?? config.docs.toc.minHeadingLevel,
      tocMax: fm.toc_max_heading_level ?? base.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel,
      hideToc: fm.hide_table_of_contents ?? base.hide_table_of_contents ?? false,
      fallback,
      unlisted: identity.frontMatter.unlisted ?? false,
    };
    // Each locale's HTML (links resolved for it) is made when the page is rendered, not kept for the
    // whole build: with untranslated documents shown in every locale, a 10x site held 80 MB of them.
    for (const link of doc.links) {
      if (link.kind !== 'file' || link.href in page.files) continue;
      const file = fileCandidates(link.target!, doc.file, original.file).find(fileExists);
      if (file !== undefined) page.files[link.href] = file;
    }
    // The ?query and #fragment of the href stay on the published URL (`./dpa.pdf#page=2`).
    const fileUrlOf = (href: string) => (href in page.files ? fileUrl(page.files[href]!) + splitHref(href)[1] : undefined);
    const resolve = (html: string) =>
      fillAutotitles(fillAdmonitionTitles(resolveLinks(html, { permalinkOf: permalinkOfRel, absolute, fileUrlOf, folder, dropMissing: version !== undefined }), messages), page, pages);
    Object.defineProperty(page, 'html', { get: () => resolve(doc.html), enumerable: true });
    Object.defineProperty(page, 'rawHtml', { get: () => doc.html, enumerable: false });
    Object.defineProperty(page, 'resolveLinks', { value: resolve, enumerable: false });
    if (version) page.fromGit = true;
    if (doc.heading) page.heading = doc.heading;
    const description = fm.description ?? base.description;
    if (description !== undefined) page.description = description;
    if (fm.keywords) page.keywords = fm.keywords;
    if (config.docs.showLastUpdateTime) {
      const written = toSeconds(fm.last_update?.date);
      const committed = input.gitTimes.get(doc.file);
      page.lastUpdated = written ?? committed ?? mtime;
      const by = written === undefined && committed !== undefined && versions.dateOf.get(id) === undefined ? input.gitDatedBy?.get(doc.file) : undefined;
      if (by) dated.set(doc.file, { relPath: doc.relPath, by });
    }
    // An outdated translation carries the date of the version it translates, and no correction of a later one.
    const effectiveDate = outdated && !fallback ? outdated.translates?.date : versions.dateOf.get(id);
    if (outdated) page.outdated = outdated;
    if (effectiveDate !== undefined) {
      page.effectiveDate = effectiveDate;
      if (doc.datedLine?.date === effectiveDate) page.effectiveInText = true;
      const declared = toSeconds(fm.last_update?.date ?? base.last_update?.date);
      if (config.docs.showLastUpdateTime && !outdated && declared !== undefined && declared > toSeconds(effectiveDate)!) page.corrected = declared;
    }
    // A version in no sidebar (from git, the document's own text) shows its document's.
    const sidebarId = sidebars.sidebarOf.get(id) ?? sidebars.sidebarOf.get(versions.currentOf.get(id) ?? '');
    if (sidebarId !== undefined) page.sidebarId = sidebarId;
    const docsVersion = docsVersions.length > 1 ? docsVersions.find((v) => v.prefix === versionPrefixOf(doc.relPath, prefixes)) : undefined;
    if (docsVersion) page.docsVersion = docsVersion.name;
    return page;
  };
  for (const localized of input.docs.filter((d) => d.locale === locale)) {
    const { doc, version } = localized;
    const found = version ? known.gitVersionOf.get(`${version.of}\0${version.date}`) : known.idOf.get(doc.relPath);
    if (found === undefined) continue;
    // A document of several versions: its file's text has a page of its own.
    const own = versions.histories.get(found)?.live ?? found;
    pages[own] = pageOf(own, own, localized);
    const shownBy = shownAt.get(own);
    if (shownBy !== undefined) pages[shownBy] = pageOf(shownBy, own, localized);
  }
  // A document showing an earlier text keeps its own name: in sidebars, previous/next links, the
  // feed, changes pages and search (the text's own heading stays on the page).
  for (const history of versions.histories.values()) {
    const live = pages[history.live];
    const shown = pages[history.id];
    if (history.own === history.live || !live || !shown) continue;
    shown.title = live.title;
    shown.sidebarLabel = live.sidebarLabel;
  }
  const defaultLocale = config.i18n.defaultLocale;
  dateVersionTitles(
    pages,
    versions,
    { dates: config.i18n.locales[locale]!, messages, titleOf: (id) => pages[id]?.title },
    { dates: config.i18n.locales[defaultLocale]!, messages: input.ui?.[defaultLocale] ?? messagesFor(defaultLocale), titleOf: (id) => known.byId.get(id)?.title },
  );
  return pages;
}

/**
 * The commits that date many documents, newest first, with the files they date: an import, or one
 * commit that was the last to change the text of `bulkImportMinimum` documents or more (a
 * document's translations count once). Either may stand for a day no terms changed.
 */
export function groupDatingCommits(dated: ReadonlyMap<string, { relPath: string; by: DatingCommit }>): CommitDated[] {
  const byCommit = new Map<string, { group: CommitDated; documents: Set<string> }>();
  for (const [file, { relPath, by }] of dated) {
    const known = byCommit.get(by.commit);
    if (known) {
      known.group.files.push(file);
      known.documents.add(relPath);
    } else byCommit.set(by.commit, { group: { ...by, files: [file] }, documents: new Set([relPath]) });
  }
  return [...byCommit.values()]
    .filter(({ group, documents }) => group.imported !== undefined || documents.size >= bulkImportMinimum)
    .map(({ group }) => ({ ...group, files: group.files.sort() }))
    .sort((a, b) => b.time - a.time);
}
