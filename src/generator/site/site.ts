// The site step: every route of every locale, with sidebars, prev/next, alternates and links
// resolved per locale. In: config, parsed docs per locale, categories, last-update times;
// out: a Site — the whole route table. Nothing after this step reads the disk.

import path from 'node:path';
import { textIn, type SiteConfig } from '../../config/schema.ts';
import { messagesFor, type Messages } from '../../i18n/index.ts';
import { locateKey } from '../../config/load.ts';
import { DuplicateDocId, DuplicateRoute, EmptySidebar, UnknownReference, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { closest } from '../../diagnostics/closest.ts';
import GithubSlugger from 'github-slugger';
import { staticFolder, type Category, type SidebarCatalog } from '../content/read.ts';
import type { BulkImport } from '../content/git-dates.ts';
import { siteLayout } from '../content/layout.ts';
import type { Doc } from '../markdown/parse.ts';
import { fillAdmonitionTitles } from '../markdown/plugins/admonitions.ts';
import { fileLinkPrefix, markdownLinkPrefix, type DocLink } from '../markdown/plugins/links.ts';
import type { Heading, Section } from '../markdown/plugins/outline.ts';
import { docIdentity } from './doc-ids.ts';
import { configSidebars, everyDocument, type SidebarsSource } from '../content/sidebars-file.ts';
import {
  indexCategories,
  localizeSidebar,
  readingOrder,
  resolveSidebar,
  sidebarDocIds,
  type CategoryMeta,
  type Labels,
  type ResolvedLink,
  type SidebarDoc,
  type SidebarItem,
  type SidebarNode,
  type SidebarProblem,
  type Stop,
} from './sidebars.ts';
import type { PublishFile } from './published-files.ts';
import { encodePath, localizedPath, outputFile, siteLink, splitHref } from '../../shared/urls.ts';
import { comparisons, translatedDateMismatches, versionModel, type Comparison, type VersionModel } from './versions.ts';

export interface LocaleInfo {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  isDefault: boolean;
}

export interface PageRef {
  title: string;
  permalink: string;
}

/** One document as published in one locale. */
export interface DocPage {
  id: string;
  locale: string;
  relPath: string;
  /** The file whose text is shown (the default locale's file on a fallback page). */
  file: string;
  permalink: string;
  title: string;
  /** The h1 the document starts with, shown as the page heading (with its id) instead of the title. */
  heading?: { text: string; id: string };
  sidebarLabel: string;
  description?: string;
  keywords?: string[];
  /** Body HTML with links resolved for this locale. */
  html: string;
  /** What the page's relative links resolve against: its URL, or its folder's for a page Docusaurus publishes at one ('/docs/guides/'). */
  linkBase: string;
  headings: Heading[];
  sections: Section[];
  anchors: string[];
  links: DocLink[];
  /** Each file reference's href → the file it names (relative to the site root), for those that exist. */
  files: Record<string, string>;
  tocMin: number;
  tocMax: number;
  hideToc: boolean;
  /** True when no translation exists and the default locale's text is shown. */
  fallback: boolean;
  /** An earlier version read from git history: links in it that no longer resolve are shown as text. */
  fromGit?: boolean;
  /** The body as parsed, links not yet resolved (what changes pages compare; not enumerable). */
  readonly rawHtml: string;
  /** Resolves the links of HTML made from this page's text, for its locale (not enumerable). */
  readonly resolveLinks: (html: string) => string;
  unlisted: boolean;
  /** Unix seconds: the front matter's last_update, else the file's last commit, else its mtime. */
  lastUpdated?: number;
  /** The day the text took effect (YYYY-MM-DD): the original's effective_date, or its version's date. */
  effectiveDate?: string;
  /**
   * Unix seconds: a `last_update` the front matter declares after the effective date, i.e. a
   * correction that changed no terms (a change of terms is a new version with a new date).
   */
  corrected?: number;
  sidebarId?: string;
  prev?: PageRef;
  next?: PageRef;
}

export type RouteKind = 'home' | 'search' | 'docs-index' | 'doc' | 'category' | 'changes' | 'not-found';

export interface Route {
  kind: RouteKind;
  locale: string;
  /** URL path, including baseUrl and locale prefix. */
  path: string;
  /** Output file relative to the build folder. */
  file: string;
  docId?: string;
  /** A category index page's slug (below /docs), the same in every locale. */
  category?: string;
  /** On a changes page: the two versions it compares (docId is the current document). */
  compare?: Comparison;
}

/** One entry of a category index page: a document, a sub-category or a link, as a card. */
export interface CategoryCard {
  kind: 'doc' | 'category' | 'link';
  label: string;
  href: string;
  description?: string;
  /** A sub-category's number of entries. */
  count?: number;
}

/** A category's generated index page in one locale: the category's entries as cards. */
export interface CategoryPage {
  slug: string;
  locale: string;
  permalink: string;
  title: string;
  /** The category's label in the sidebar: what previous/next links call the page. */
  label: string;
  description?: string;
  sidebarId: string;
  cards: CategoryCard[];
  prev?: PageRef;
  next?: PageRef;
}

export interface DocsVersion {
  name: 'current';
  label: string;
  mainDocId: string;
  /** Each sidebar's link target (a doc id). */
  sidebars: Record<string, { link: string }>;
}

export interface Site {
  config: SiteConfig;
  defaultLocale: string;
  locales: LocaleInfo[];
  routes: Route[];
  /** docs[locale][docId] */
  docs: Record<string, Record<string, DocPage>>;
  /** sidebars[locale][sidebarId]; the label is the sidebar folder's category label. */
  sidebars: Record<string, Record<string, { label: string; items: SidebarItem[] }>>;
  /** categoryPages[locale][slug]: the generated index pages of categories. */
  categoryPages: Record<string, Record<string, CategoryPage>>;
  version: DocsVersion;
  /** Which documents are earlier versions of which (versions.ts). */
  versions: VersionModel;
  /** Files under static/ (posix, relative): links to them are valid. */
  staticFiles: string[];
  /** Files beside the documents (relative to the site root): what file references may name. */
  docFiles: string[];
  /** The files beside the documents that published pages refer to, to be written with the site. */
  files: string[];
  publishFile: PublishFile;
  /** Each locale's UI strings (built in, or supplied by the site). */
  ui: Record<string, Messages>;
  /** Bulk imports whose date published documents show as their last update, with those documents' files. */
  importDated: ImportDated[];
  diagnostics: Diagnostic[];
}

/** Documents dated by a bulk import (git.ts): each shows the import's day as its last update. */
export interface ImportDated extends BulkImport {
  files: string[];
}

/**
 * Routes grouped by what they show (a kind and a doc id), so each page finds its versions in the
 * other locales: hreflang links and sitemap alternates. The not-found pages are left out.
 */
export function localeVersions(routes: readonly Route[]): Map<string, Route[]> {
  const groups = new Map<string, Route[]>();
  for (const r of routes) {
    if (r.kind === 'not-found') continue;
    const key = versionKey(r);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

export const versionKey = (route: Route) => `${route.kind}:${route.docId ?? route.category ?? ''}${route.compare ? `:${route.compare.path}` : ''}`;

/** A parsed document in one locale, as the site step receives it. */
export interface LocalizedDoc {
  locale: string;
  doc: Doc;
  fallback: boolean;
  mtime: number;
  /** An earlier version read from git history (git-versions.ts): the relPath of its document and its date. */
  version?: { of: string; date: string };
}

export interface SiteInput {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  docs: LocalizedDoc[];
  categories: Category[];
  /** Sidebar label catalogs per locale (Docusaurus's current.json). */
  catalogs?: SidebarCatalog[];
  /** The sidebars' definitions; the config's docs.sidebars, or one sidebar of every document, when absent. */
  sidebars?: SidebarsSource;
  gitTimes: ReadonlyMap<string, number>;
  /** UI strings the site supplies per locale (built-in ones when absent). */
  ui?: Record<string, Messages>;
  /** Files whose git date is a bulk import's. */
  gitImports?: ReadonlyMap<string, BulkImport>;
  staticFiles: string[];
  /** Files beside the documents that are not documents, relative to the site root. */
  docFiles: string[];
  /** Gives a referenced file beside the documents its published name and URL (the I/O edge's). */
  publishFile: PublishFile;
  /** Drafts are left out of production builds. */
  includeDrafts?: boolean;
  /** Locales to publish (all configured ones when absent); the language menu still lists all. */
  buildLocales?: string[];
}

function toSeconds(date: string | Date | undefined): number | undefined {
  if (date === undefined) return undefined;
  const ms = (date instanceof Date ? date : new Date(date)).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** Where static files are, relative to the site root: a file reference may lead there. */
const staticPrefix = `${staticFolder}/`;
const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapePattern = (prefix: string) => prefix.replace(/[/:]/g, '\\$&');
const markdownPattern = new RegExp(` ?href="${escapePattern(markdownLinkPrefix)}([^"#]*)(#[^"]*)?"`, 'g');
// The placeholder holds the href as written, URI-component encoded: no quote, comma or space ends it early.
const filePattern = new RegExp(`${escapePattern(fileLinkPrefix)}([\\w.!~*'()%-]*)`, 'g');

/** How one page's links are resolved for its locale. */
interface LinkResolution {
  permalinkOf: (relPath: string) => string | undefined;
  /** A site-absolute href → its URL in the page's locale. */
  absolute: (href: string) => string;
  /** A file reference's href → the published file's URL (none for a file that does not exist). */
  fileUrlOf: (href: string) => string | undefined;
  /** The folder URL Docusaurus published the page at, when it did ('/docs/guides/'). */
  folder?: string | undefined;
  /**
   * A link to a document that no longer exists loses its href: an old text from git history cannot
   * be fixed, and its reader should meet no dead link. Elsewhere the check step reports it.
   */
  dropMissing?: boolean;
}

/**
 * Replaces markdown-link placeholders with the target's URL in this locale, site-absolute links
 * with their URL in this locale, and file-reference placeholders with the file's URL (or, for one
 * that names no file, the href as written). File URLs are filled in last: they are not localised.
 */
function resolveLinks(html: string, { permalinkOf, absolute, fileUrlOf, folder, dropMissing = false }: LinkResolution): string {
  const resolved = html
    .replace(markdownPattern, (whole, target: string, hash: string | undefined) => {
      const permalink = permalinkOf(decodeURIComponent(target));
      if (permalink === undefined) return dropMissing ? '' : whole;
      return `${whole.startsWith(' ') ? ' ' : ''}href="${permalink}${hash ?? ''}"`;
    })
    // Site-absolute links lead into the page's own locale (and base URL), as in Docusaurus.
    .replace(/href="(\/(?!\/)[^"]*)"/g, (_whole, href: string) => `href="${absolute(href)}"`);
  // A page Docusaurus publishes at a folder's URL ('/docs/guides/') is ours at '/docs/guides':
  // its relative links are made absolute, so they lead where they did.
  const located = folder === undefined ? resolved : resolved.replace(/href="(?![a-z][a-z0-9+.-]*:|\/|#)([^"]*)"/gi, (_whole, href: string) => `href="${relativeTo(href, folder)}"`);
  return located.replace(filePattern, (_whole, encoded: string) => {
    const href = decodeURIComponent(encoded);
    return attribute(fileUrlOf(href) ?? href);
  });
}

/**
 * Where a file reference may lead, in order (paths relative to the site root): beside the page's
 * own file, then, for a translation, beside the original (a translation may reuse the original's
 * images). Docusaurus's `@site/` prefix names the site folder itself.
 */
export function fileCandidates(target: string, ownFile: string, originalFile: string): string[] {
  if (target.startsWith('@site/')) return [path.posix.normalize(target.slice('@site/'.length))];
  return [...new Set([ownFile, originalFile].map((f) => path.posix.normalize(path.posix.join(path.posix.dirname(f), target))))];
}

// Static files by site: links are checked and crawled by the thousand.
const staticSets = new WeakMap<Site, Set<string>>();

/** Where a site-absolute link written in a page leads in the built site (siteLink in urls.ts). */
export function siteHref(site: Site, page: DocPage, href: string): string {
  let statics = staticSets.get(site);
  if (!statics) staticSets.set(site, (statics = new Set(site.staticFiles)));
  const localeBase = localizedPath(site.config.baseUrl, page.locale, site.defaultLocale, '/');
  return siteLink(href, localeBase, site.config.baseUrl, (p) => statics.has(p));
}

/** A relative URL resolved against a page's folder, as a path with its query and fragment. */
function relativeTo(href: string, folder: string): string {
  const url = new URL(href.replace(/&amp;/g, '&'), `http://site${folder}`);
  return `${url.pathname}${url.search}${url.hash}`.replace(/&/g, '&amp;');
}

function listAvailable(value: string, available: string[]): string {
  const near = closest(value, available);
  const shown = available.slice(0, 30).map((a) => `"${a}"`).join(', ');
  const more = available.length > 30 ? ` and ${available.length - 30} more` : '';
  return `${near ? `Did you mean "${near}"? ` : ''}Available: ${shown}${more}.`;
}

interface Identities {
  /** relPath → doc id, for every published document. */
  idOf: Map<string, string>;
  /** doc id → sidebar position (front matter, else the file name's number prefix). */
  positionOf: Map<string, number | undefined>;
  /** doc id → site path ('/docs/…'), before base URL and locale. */
  sitePathOf: Map<string, string>;
  /** Ids of the documents Docusaurus publishes at a folder's URL. */
  folders: Set<string>;
  /** doc id → the default locale's document. */
  byId: Map<string, Doc>;
  /** Every doc id, sorted. */
  ids: string[];
  /** `<relPath>\0<date>` → doc id of an earlier version read from git history. */
  gitVersionOf: Map<string, string>;
}

/**
 * Ids and URLs come from the default locale, so every locale shares paths and ids. When two
 * documents claim one id or URL, the one whose id and URL follow from its path keeps them: the
 * claim written in front matter is the newer mistake, and links to the other keep working.
 */
function identities(originals: readonly Doc[], diagnostics: Diagnostic[]): Identities {
  const idOf = new Map<string, string>();
  const positionOf = new Map<string, number | undefined>();
  const sitePathOf = new Map<string, string>();
  const folders = new Set<string>();
  const byId = new Map<string, Doc>();
  const bySitePath = new Map<string, Doc>();
  const claims = (doc: Doc) => Number(doc.frontMatter.id !== undefined) + Number(doc.frontMatter.slug !== undefined);
  for (const doc of [...originals].sort((a, b) => claims(a) - claims(b))) {
    const { id, sitePath, prefix, folder } = docIdentity(doc.relPath, doc.frontMatter);
    const previous = byId.get(id);
    if (previous) {
      diagnostics.push(
        new DuplicateDocId(`doc id "${id}" is claimed by both "${previous.file}" and "${doc.file}"`, {
          file: doc.file,
          line: 1,
          hint: 'Give one of them a different `id` in its front matter, or rename the file.',
        }).toDiagnostic(),
      );
      continue;
    }
    const taken = bySitePath.get(sitePath);
    if (taken) {
      diagnostics.push(
        new DuplicateRoute(`"${doc.file}" and "${taken.file}" both publish at "${sitePath}"; only the first is kept`, {
          file: doc.file,
          line: 1,
          hint: 'Change the `slug` (or the file name) of one of them.',
        }).toDiagnostic(),
      );
      continue;
    }
    byId.set(id, doc);
    bySitePath.set(sitePath, doc);
    idOf.set(doc.relPath, id);
    positionOf.set(id, doc.frontMatter.sidebar_position ?? prefix);
    sitePathOf.set(id, sitePath);
    if (folder) folders.add(id);
  }
  return { idOf, positionOf, sitePathOf, folders, byId, ids: [...byId.keys()].sort(), gitVersionOf: new Map() };
}

/**
 * Earlier versions read from git history live below their document: `<doc>/versions/<date>`. They
 * are no files, so nothing links to them by path; links inside them resolve as their document's do.
 */
function gitVersionIdentities(docs: readonly LocalizedDoc[], known: Identities, diagnostics: Diagnostic[]): void {
  const taken = new Set(known.sitePathOf.values());
  for (const { doc, version } of docs) {
    const current = version && known.idOf.get(version.of);
    if (!version || current === undefined) continue;
    const id = `${current}/versions/${version.date}`;
    const sitePath = `${known.sitePathOf.get(current)!}/versions/${version.date}`;
    if (taken.has(sitePath)) {
      diagnostics.push(
        new DuplicateRoute(`the earlier version of "${doc.file}" from git history would publish at "${sitePath}", which a document already takes; it is left out`, {
          file: known.byId.get(current)!.file,
          line: 1,
          hint: 'Rename or move the document that lives at that address.',
        }).toDiagnostic(),
      );
      continue;
    }
    known.byId.set(id, doc);
    known.sitePathOf.set(id, sitePath);
    known.gitVersionOf.set(`${version.of}\0${version.date}`, id);
    known.ids.push(id);
  }
  known.ids.sort();
}

type At = (keyPath: string[]) => { file: string; line?: number; column?: number };
type CategoryNode = Extract<SidebarNode, { type: 'category' }>;

interface Sidebars {
  trees: Map<string, SidebarNode[]>;
  /** doc id → the first sidebar listing it. */
  sidebarOf: Map<string, string>;
  version: Record<string, { link: string }>;
  /** Categories with a generated index page, by slug: their sidebar and node. */
  indexPages: Map<string, { sidebarId: string; node: CategoryNode }>;
}

/** Resolves each sidebar, reports what its items name that does not exist, and works out the doc each one links to. */
function sidebarTrees(input: SiteInput, drafts: readonly string[], known: Identities, at: At, diagnostics: Diagnostic[]): Sidebars {
  const { config } = input;
  const configAt = (keyPath: string[]) => locateKey(input.configSource, keyPath) ?? {};
  const source = input.sidebars ?? (config.docs.sidebars ? configSidebars(config.docs.sidebars, input.configFile, configAt) : everyDocument(input.configFile));
  const defaultLocale = input.config.i18n.defaultLocale;
  const folders = new Map(input.categories.filter((c) => c.locale === defaultLocale).map((c) => [c.dir, c as CategoryMeta]));
  const listed = (id: string) => known.byId.has(id) && !known.byId.get(id)!.frontMatter.unlisted;
  const docs: SidebarDoc[] = known.ids.filter(listed).map((id) => ({ id, relPath: known.byId.get(id)!.relPath, position: known.positionOf.get(id) }));
  const slugger = new GithubSlugger();
  const trees = new Map<string, SidebarNode[]>();
  const sidebarOf = new Map<string, string>();
  const version: Record<string, { link: string }> = {};
  const indexPages = new Map<string, { sidebarId: string; node: CategoryNode }>();
  for (const [sidebarId, items] of Object.entries(source.items)) {
    const problems: SidebarProblem[] = [];
    const tree = resolveSidebar(items, {
      docs,
      categories: folders,
      exists: (id) => known.byId.has(id) || drafts.includes(id),
      listed,
      labelOf: (id) => {
        const doc = known.byId.get(id);
        return doc && (doc.frontMatter.sidebar_label ?? doc.title);
      },
      slug: (label) => `/category/${slugger.slug(label)}`,
      problems,
    });
    for (const { id, what, file } of problems) {
      diagnostics.push(
        new UnknownReference(`sidebar "${sidebarId}": the ${what} names doc id "${id}", which does not exist`, {
          ...(file ? { file } : { file: source.file, ...source.locate(id, sidebarId) }),
          hint: listAvailable(id, known.ids),
        }).toDiagnostic(),
      );
    }
    const order = sidebarDocIds(tree);
    if (!order.length) {
      // A sidebars file may hold an empty or link-only sidebar, which simply has no page; a
      // folder the config names with no documents in it is a mistake.
      const def = input.config.docs.sidebars?.[sidebarId];
      if (def) {
        const layout = siteLayout(input.config);
        const docsDir = layout.docsDir;
        const dir = path.posix.normalize(def.dirName);
        const folder = `${docsDir}/${dir === '.' ? '' : `${dir}/`}`;
        const excluded = def.exclude.length && docs.length ? ` outside ${def.exclude.map((e) => `"${e}"`).join(', ')}, which it excludes` : '';
        diagnostics.push(
          new EmptySidebar(`sidebar "${sidebarId}" has no documents: there are none in ${folder}${excluded}`, {
            ...at(['docs', 'sidebars', sidebarId]),
            hint: docs.length
              ? `Put its markdown files in ${folder} (its dirName is "${def.dirName}"), point dirName at a folder that has some, or remove the sidebar.`
              : `Put the documents in ${folder} (e.g. ${folder}intro.md; translations in ${layout.translationsPattern.replace('{locale}', '<locale>')}/); content/README.md says how.`,
          }).toDiagnostic(),
        );
      }
      if (!tree.length) continue;
    }
    trees.set(sidebarId, tree);
    for (const id of order) if (!sidebarOf.has(id)) sidebarOf.set(id, sidebarId);
    for (const node of indexCategories(tree)) {
      const slug = (node.link as { slug: string }).slug;
      const taken = indexPages.get(slug);
      if (taken) {
        diagnostics.push(
          new DuplicateRoute(`categories "${taken.node.label}" and "${node.label}" both publish their index page at "/docs${slug}"; only the first is kept`, {
            file: source.file,
            ...source.locate(node.label, sidebarId),
            hint: "Give one of them another slug in its link: { type: 'generated-index', slug: '…' }.",
          }).toDiagnostic(),
        );
        continue;
      }
      indexPages.set(slug, { sidebarId, node });
    }
    const configured = source.links[sidebarId];
    if (configured !== undefined && !known.byId.has(configured)) {
      diagnostics.push(
        new UnknownReference(`sidebar "${sidebarId}" links to doc id "${configured}", which does not exist`, {
          ...at(['docs', 'sidebars', sidebarId, 'link']),
          hint: listAvailable(configured, known.ids),
        }).toDiagnostic(),
      );
    }
    const link = configured !== undefined && known.byId.has(configured) ? configured : order[0];
    if (link !== undefined) version[sidebarId] = { link };
  }
  return { trees, sidebarOf, version, indexPages };
}

/** The docs version's main document: the config's, else the document at /docs, else the first sidebar's first (as Docusaurus). */
function mainDocOf(config: SiteConfig, known: Identities, sidebars: Sidebars): string {
  if (config.docs.mainDocId !== undefined) return config.docs.mainDocId;
  const home = known.ids.find((id) => known.sitePathOf.get(id) === '/docs');
  const first = Object.values(sidebars.version)[0]?.link;
  return home ?? first ?? known.ids[0] ?? '';
}

/** The config's references to doc ids and sidebars must name existing ones. */
function checkReferences(config: SiteConfig, known: Identities, sidebars: Sidebars, at: At): Diagnostic[] {
  const out: Diagnostic[] = [];
  const mainDocId = config.docs.mainDocId;
  if (mainDocId !== undefined && !known.byId.has(mainDocId)) {
    out.push(
      new UnknownReference(`docs.mainDocId "${mainDocId}" is not a doc id`, {
        ...at(['docs', 'mainDocId']),
        hint: known.ids.length ? listAvailable(mainDocId, known.ids) : `There are no documents yet: add ${siteLayout(config).docsDir}/${mainDocId}.md, or name the document to open first.`,
      }).toDiagnostic(),
    );
  }
  config.navbar.items.forEach((item, index) => {
    // A configured sidebar with no documents is reported once, as such (sidebarTrees).
    if (item.type === 'docSidebar' && !sidebars.trees.has(item.sidebarId) && !(config.docs.sidebars && item.sidebarId in config.docs.sidebars)) {
      out.push(
        new UnknownReference(`navbar item ${index + 1} ("${item.label}") names sidebar "${item.sidebarId}", which does not exist`, {
          ...at(['navbar', 'items', 'sidebarId']),
          hint: listAvailable(item.sidebarId, [...sidebars.trees.keys()]),
        }).toDiagnostic(),
      );
    }
    if (item.type === 'doc' && !known.byId.has(item.docId)) {
      out.push(
        new UnknownReference(`navbar item ${index + 1} ("${item.label}") names doc id "${item.docId}", which does not exist`, {
          ...at(['navbar', 'items', 'docId']),
          hint: listAvailable(item.docId, known.ids),
        }).toDiagnostic(),
      );
    }
  });
  return out;
}

/** A document's text for a card: its description, else its first paragraph, shortened. */
function excerpt(page: DocPage): string | undefined {
  if (page.description) return page.description;
  const first = page.sections.flatMap((s) => s.paragraphs)[0];
  if (!first) return undefined;
  return first.length <= 160 ? first : `${first.slice(0, first.lastIndexOf(' ', 157) > 80 ? first.lastIndexOf(' ', 157) : 157)}…`;
}

/** How one locale labels a sidebar: its catalog (Docusaurus's current.json), translated _category_ files, the documents' own labels. */
function localeLabels(input: SiteInput, locale: string, sidebarId: string, pages: Record<string, DocPage>, urlOf: (sitePath: string) => string) {
  const catalog = input.catalogs?.find((c) => c.locale === locale)?.messages ?? {};
  const translated = new Map(input.categories.filter((c) => c.locale === locale && locale !== input.config.i18n.defaultLocale).map((c) => [c.dir, c]));
  const key = (node: CategoryNode) => `sidebar.${sidebarId}.category.${node.key}`;
  const category = (node: CategoryNode) =>
    catalog[key(node)] ??
    (node.dir !== undefined ? translated.get(node.dir)?.label : undefined) ??
    (node.labelFromDoc && node.link?.type === 'doc' ? pages[node.link.id]?.sidebarLabel : undefined) ??
    node.label;
  const indexText = (node: CategoryNode, field: 'title' | 'description') => {
    const link = node.link as Extract<ResolvedLink, { type: 'generated-index' }>;
    const own = node.dir !== undefined ? translated.get(node.dir)?.link : undefined;
    return catalog[`${key(node)}.link.generated-index.${field}`] ?? (own?.type === 'generated-index' ? own[field] : undefined) ?? link[field];
  };
  const labels: Labels = {
    doc: (id) => ({
      label: pages[id]?.sidebarLabel ?? id,
      href: pages[id]?.permalink ?? '',
      ...(pages[id]?.fallback ? { lang: input.config.i18n.locales[input.config.i18n.defaultLocale]!.htmlLang } : {}),
    }),
    category,
    index: (slug) => urlOf(`/docs${slug}`),
    text: (kind, itemKey, label) => catalog[`sidebar.${sidebarId}.${kind}.${itemKey}`] ?? label,
  };
  return { labels, indexTitle: (node: CategoryNode) => indexText(node, 'title') ?? category(node), indexDescription: (node: CategoryNode) => indexText(node, 'description') };
}

/** The cards of a category's index page: its entries, each with its text and URL in the locale. */
function categoryCards(node: CategoryNode, items: readonly SidebarItem[], pages: Record<string, DocPage>): CategoryCard[] {
  const firstHref = (item: SidebarItem): string | undefined => (item.type === 'link' ? item.href : (item.href ?? item.items.map(firstHref).find((h) => h !== undefined)));
  return node.items.flatMap((child, i): CategoryCard[] => {
    const item = items[i]!;
    if (child.type === 'doc' && item.type === 'link') {
      const page = pages[child.id];
      const text = page && excerpt(page);
      return [{ kind: 'doc', label: item.label, href: item.href, ...(text ? { description: text } : {}) }];
    }
    if (child.type === 'link' && item.type === 'link') return [{ kind: 'link', label: item.label, href: item.href }];
    if (child.type === 'category' && item.type === 'category') {
      const href = firstHref(item);
      if (href === undefined) return [];
      return [{ kind: 'category', label: item.label, href, count: item.items.length, ...(child.description ? { description: child.description } : {}) }];
    }
    return [];
  });
}

/** One locale's document pages, with links resolved for that locale; files dated by a bulk import are added to `imported`. */
function localePages(
  input: SiteInput,
  locale: string,
  known: Identities,
  sidebars: Sidebars,
  versions: VersionModel,
  urlOf: (locale: string, sitePath: string) => string,
  fileExists: (file: string) => boolean,
  imported: Map<string, BulkImport>,
): Record<string, DocPage> {
  const { config } = input;
  const pages: Record<string, DocPage> = {};
  const messages = input.ui?.[locale] ?? messagesFor(locale);
  const fileUrl = (file: string) =>
    file.startsWith(staticPrefix) ? config.baseUrl + encodePath(file.slice(staticPrefix.length)) : input.publishFile(file).url;
  const permalinkOfRel = (relPath: string) => {
    const id = known.idOf.get(relPath);
    return id === undefined ? undefined : urlOf(locale, known.sitePathOf.get(id)!);
  };
  const statics = new Set(input.staticFiles);
  const localeBase = urlOf(locale, '/');
  const absolute = (href: string) => siteLink(href.replace(/&amp;/g, '&'), localeBase, config.baseUrl, (p) => statics.has(p)).replace(/&/g, '&amp;');
  for (const { doc, fallback, mtime, version } of input.docs.filter((d) => d.locale === locale)) {
    const id = version ? known.gitVersionOf.get(`${version.of}\0${version.date}`) : known.idOf.get(doc.relPath);
    if (id === undefined) continue;
    const original = known.byId.get(id)!;
    const fm = doc.frontMatter;
    const base = original.frontMatter;
    const permalink = urlOf(locale, known.sitePathOf.get(id)!);
    const folder = known.folders.has(id) ? `${permalink.replace(/\/$/, '')}/` : undefined;
    const page: DocPage = {
      id,
      locale,
      // A version from git has its document's path: told apart, so links to the path find the document.
      relPath: version ? `${doc.relPath}@${version.date}` : doc.relPath,
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
      links: doc.links,
      files: {},
      tocMin: fm.toc_min_heading_level ?? base.toc_min_heading_level ?? config.docs.toc.minHeadingLevel,
      tocMax: fm.toc_max_heading_level ?? base.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel,
      hideToc: fm.hide_table_of_contents ?? base.hide_table_of_contents ?? false,
      fallback,
      unlisted: base.unlisted ?? false,
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
      fillAdmonitionTitles(resolveLinks(html, { permalinkOf: permalinkOfRel, absolute, fileUrlOf, folder, dropMissing: version !== undefined }), messages);
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
      const bulk = written === undefined && committed !== undefined ? input.gitImports?.get(doc.file) : undefined;
      if (bulk) imported.set(doc.file, bulk);
    }
    const effectiveDate = versions.dateOf.get(id);
    if (effectiveDate !== undefined) {
      page.effectiveDate = effectiveDate;
      const declared = toSeconds(fm.last_update?.date ?? base.last_update?.date);
      if (config.docs.showLastUpdateTime && declared !== undefined && declared > toSeconds(effectiveDate)!) page.corrected = declared;
    }
    // A version from git is in no sidebar: it shows its document's.
    const sidebarId = sidebars.sidebarOf.get(version ? known.idOf.get(version.of)! : id);
    if (sidebarId !== undefined) page.sidebarId = sidebarId;
    pages[id] = page;
  }
  return pages;
}

/**
 * One locale's sidebars (labelled in the locale), its category index pages, and prev/next on every
 * page, following each sidebar's reading order: a category's index page comes before its entries.
 */
function localeNavigation(input: SiteInput, locale: string, sidebars: Sidebars, pages: Record<string, DocPage>, urlOf: (sitePath: string) => string) {
  const { config } = input;
  const labelOfFolder = (dir: string) => {
    const of = (l: string) => input.categories.find((c) => c.locale === l && c.dir === dir)?.label;
    return of(locale) ?? of(config.i18n.defaultLocale);
  };
  const navbarLabel = (sidebarId: string) => config.navbar.items.find((i) => i.type === 'docSidebar' && i.sidebarId === sidebarId)?.label;
  const localized: Record<string, { label: string; items: SidebarItem[] }> = {};
  const categoryPages: Record<string, CategoryPage> = {};
  for (const [sidebarId, tree] of sidebars.trees) {
    const { labels, indexTitle, indexDescription } = localeLabels(input, locale, sidebarId, pages, urlOf);
    const folder = config.docs.sidebars?.[sidebarId]?.dirName;
    const items = localizeSidebar(tree, labels);
    // A folder's _category_ file (content/docs/_category_.json for '.') labels the sidebar of that folder.
    localized[sidebarId] = { label: (folder === undefined ? undefined : labelOfFolder(path.posix.normalize(folder))) ?? navbarLabel(sidebarId) ?? textIn(config.title, locale, config.i18n.defaultLocale), items };
    // The localized items mirror the tree, so each index category's entries are found by walking both.
    const walk = (nodes: readonly SidebarNode[], shown: readonly SidebarItem[]) => {
      nodes.forEach((node, i) => {
        const item = shown[i]!;
        if (node.type !== 'category' || item.type !== 'category') return;
        if (node.link?.type === 'generated-index' && sidebars.indexPages.get(node.link.slug)?.node === node) {
          const description = indexDescription(node);
          categoryPages[node.link.slug] = {
            slug: node.link.slug,
            locale,
            permalink: urlOf(`/docs${node.link.slug}`),
            title: indexTitle(node),
            label: item.label,
            ...(description !== undefined ? { description } : {}),
            sidebarId,
            cards: categoryCards(node, item.items, pages),
          };
        }
        walk(node.items, item.items);
      });
    };
    walk(tree, items);
    const stops = readingOrder(tree).filter((stop) => (stop.type === 'doc' ? sidebars.sidebarOf.get(stop.id) === sidebarId : categoryPages[stop.slug]?.sidebarId === sidebarId));
    const target = (stop: Stop | undefined): (DocPage | CategoryPage) | undefined => (stop === undefined ? undefined : stop.type === 'doc' ? pages[stop.id] : categoryPages[stop.slug]);
    const ref = (stop: Stop | undefined): PageRef | undefined => {
      const page = target(stop);
      if (!page) return undefined;
      return { title: 'sidebarLabel' in page ? page.sidebarLabel : page.label, permalink: page.permalink };
    };
    stops.forEach((stop, i) => {
      const page = target(stop);
      if (!page) return;
      const prev = ref(stops[i - 1]);
      const next = ref(stops[i + 1]);
      if (prev) page.prev = prev;
      if (next) page.next = next;
    });
  }
  return { sidebars: localized, categoryPages };
}

/** Builds the whole site model. Problems are returned as diagnostics, never thrown. */
export function makeSite(input: SiteInput): Site {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const defaultLocale = config.i18n.defaultLocale;
  const codes = Object.keys(config.i18n.locales);
  const at: At = (keyPath) => ({ file: input.configFile, ...locateKey(input.configSource, keyPath) });
  const urlOf = (locale: string, sitePath: string) => localizedPath(config.baseUrl, locale, defaultLocale, sitePath);

  const sources = input.docs.filter((d) => d.locale === defaultLocale && !d.version);
  const originals = sources.filter((d) => input.includeDrafts || !d.doc.frontMatter.draft).map((d) => d.doc);
  // Drafts are not published, but a sidebar may still name them (and leaves them out).
  const drafts = sources.filter((d) => !originals.includes(d.doc)).map((d) => docIdentity(d.doc.relPath, d.doc.frontMatter).id);
  const known = identities(originals, diagnostics);
  const sidebars = sidebarTrees(input, drafts, known, at, diagnostics);
  diagnostics.push(...checkReferences(config, known, sidebars, at));
  // Versions from git history join the documents after the sidebars are made: no sidebar lists them.
  gitVersionIdentities(
    input.docs.filter((d) => d.locale === defaultLocale && d.version),
    known,
    diagnostics,
  );
  const candidate = (doc: Doc) => ({ id: known.idOf.get(doc.relPath)!, file: doc.file, frontMatter: doc.frontMatter, frontMatterAt: doc.frontMatterAt });
  const fromGit = input.docs
    .filter((d) => d.locale === defaultLocale && d.version && known.gitVersionOf.has(`${d.version.of}\0${d.version.date}`))
    .map((d) => ({
      id: known.gitVersionOf.get(`${d.version!.of}\0${d.version!.date}`)!,
      file: d.doc.file,
      frontMatter: {},
      frontMatterAt: {},
      git: { of: known.idOf.get(d.version!.of)!, date: d.version!.date },
    }));
  const versions = versionModel([...originals.filter((doc) => known.idOf.has(doc.relPath)).map(candidate), ...fromGit]);
  diagnostics.push(...versions.diagnostics);
  diagnostics.push(
    ...translatedDateMismatches(
      input.docs
        .filter((d) => d.locale !== defaultLocale && !d.fallback && !d.version && known.idOf.has(d.doc.relPath))
        .map((d) => ({ original: candidate(known.byId.get(known.idOf.get(d.doc.relPath)!)!), translation: candidate(d.doc) })),
    ),
  );

  const docs: Site['docs'] = {};
  const localeSidebars: Site['sidebars'] = {};
  const categoryPages: Site['categoryPages'] = {};
  const routes: Route[] = [];
  const route = (kind: RouteKind, locale: string, sitePath: string, target: { docId?: string; category?: string; compare?: Comparison } = {}) => {
    const p = urlOf(locale, sitePath);
    routes.push({ kind, locale, path: p, file: outputFile(config.baseUrl, p), ...target });
  };
  const existing = new Set([...input.docFiles, ...input.staticFiles.map((f) => staticPrefix + f)]);
  const fileExists = (file: string) => existing.has(file);
  // A document published at /docs (slug: /) is the docs landing page, as in Docusaurus.
  const docsHome = known.ids.some((id) => known.sitePathOf.get(id) === '/docs');
  const imported = new Map<string, BulkImport>();
  // A changes page never takes a document's address (a document at `<doc>/changes/<date>.md`).
  const docPaths = new Set(known.sitePathOf.values());
  const changePages = [...versions.histories.values()].flatMap((history) =>
    comparisons(history).flatMap((compare) => {
      const sitePath = `${known.sitePathOf.get(history.id)!}/${compare.path}`;
      if (!docPaths.has(sitePath)) return [{ id: history.id, sitePath, compare }];
      const doc = known.byId.get(history.id)!;
      diagnostics.push(
        new DuplicateRoute(`the changes page "${sitePath}" of "${doc.file}" has the address of a document; the changes page is left out`, {
          file: doc.file,
          line: 1,
          hint: 'Rename or move the document that lives at that address.',
        }).toDiagnostic(),
      );
      return [];
    }),
  );
  for (const locale of input.buildLocales ?? codes) {
    const pages = localePages(input, locale, known, sidebars, versions, urlOf, fileExists, imported);
    const navigation = localeNavigation(input, locale, sidebars, pages, (sitePath) => urlOf(locale, sitePath));
    localeSidebars[locale] = navigation.sidebars;
    categoryPages[locale] = navigation.categoryPages;
    docs[locale] = pages;
    route('home', locale, '/');
    route('search', locale, '/search');
    if (!docsHome) route('docs-index', locale, '/docs');
    for (const id of known.ids) if (pages[id]) route('doc', locale, known.sitePathOf.get(id)!, { docId: id });
    for (const c of changePages) if (pages[c.id] && pages[c.compare.from] && pages[c.compare.to]) route('changes', locale, c.sitePath, { docId: c.id, compare: c.compare });
    for (const slug of Object.keys(navigation.categoryPages).sort()) route('category', locale, `/docs${slug}`, { category: slug });
    route('not-found', locale, '/404');
  }
  const clashes = routeClashes(routes, defaultLocale, known, sidebars);
  diagnostics.push(...clashes.diagnostics);

  return {
    config,
    defaultLocale,
    locales: codes.map((code) => ({ code, ...config.i18n.locales[code]!, isDefault: code === defaultLocale })),
    routes: clashes.kept,
    docs,
    sidebars: localeSidebars,
    categoryPages,
    version: { name: 'current', label: config.docs.versionLabel, mainDocId: mainDocOf(config, known, sidebars), sidebars: sidebars.version },
    versions,
    staticFiles: input.staticFiles,
    docFiles: input.docFiles,
    files: [...new Set(Object.values(docs).flatMap((pages) => Object.values(pages).flatMap((p) => Object.values(p.files))))]
      .filter((f) => !f.startsWith(staticPrefix))
      .sort(),
    publishFile: input.publishFile,
    ui: Object.fromEntries(codes.map((code) => [code, input.ui?.[code] ?? messagesFor(code)])),
    importDated: groupImports(imported),
    diagnostics,
  };
}

/**
 * Routes that would write one file: the first is kept. Only a category index page can lose (its
 * slug is the URL of a document or another page), and that is reported once, for the default locale.
 */
function routeClashes(routes: readonly Route[], defaultLocale: string, known: Identities, sidebars: Sidebars): { kept: Route[]; diagnostics: Diagnostic[] } {
  const byFile = new Map<string, Route>();
  const kept: Route[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const r of routes) {
    const taken = byFile.get(r.file);
    if (!taken) {
      byFile.set(r.file, r);
      kept.push(r);
      continue;
    }
    if (r.kind !== 'category' || r.locale !== defaultLocale) continue;
    const holder = taken.docId ? `the document "${known.byId.get(taken.docId)?.file}"` : `the ${taken.kind} page`;
    diagnostics.push(
      new DuplicateRoute(`the index page of category "${sidebars.indexPages.get(r.category!)?.node.label}" would publish at "${r.path}", where ${holder} is; only the latter is kept`, {
        hint: "Give the category's link another slug: { type: 'generated-index', slug: '…' }.",
      }).toDiagnostic(),
    );
  }
  return { kept, diagnostics };
}

/** The imported files grouped by their import, newest import first. */
function groupImports(imported: ReadonlyMap<string, BulkImport>): ImportDated[] {
  const byCommit = new Map<string, ImportDated>();
  for (const [file, bulk] of imported) {
    const group = byCommit.get(bulk.commit);
    if (group) group.files.push(file);
    else byCommit.set(bulk.commit, { ...bulk, files: [file] });
  }
  return [...byCommit.values()].sort((a, b) => b.time - a.time).map((g) => ({ ...g, files: g.files.sort() }));
}
