// The site step: every route of every locale, with sidebars, prev/next, alternates and links
// resolved per locale. In: config, parsed docs per locale, categories, last-update times;
// out: a Site — the whole route table. Nothing after this step reads the disk.
// Long because it holds the Site's types, the data every later stage reads; the work is in the modules beside it.

import type { SiteConfig } from '../../config/schema.ts';
import { messagesFor, type Messages } from '../../i18n/index.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Category, SidebarCatalog } from '../content/category-files.ts';
import type { Announcement } from '../content/git-announced.ts';
import type { DatingCommit } from '../content/git-dates.ts';
import type { SidebarsSource } from '../content/sidebars-file.ts';
import type { Doc } from '../markdown/parse.ts';
import type { DocLink } from '../markdown/plugins/links.ts';
import type { Heading, Section } from '../markdown/plugins/outline.ts';
import { siteLayout } from '../content/layout.ts';
import { docIdentity, docsRoot, versionPrefixOf } from './doc-ids.ts';
import { fileExistence, referencedFiles } from './file-references.ts';
import { gitVersionIdentities, identities } from './identities.ts';
import { localeNavigation } from './navigation.ts';
import { groupDatingCommits, localePages } from './pages.ts';
import type { PublishFile } from './published-files.ts';
import { routeTable } from './routes.ts';
import { mainDocOf, sidebarTrees } from './sidebar-trees.ts';
import type { SidebarItem } from './sidebars.ts';
import type { HostFiles } from '../content/host-files.ts';
import { siteRedirects, type Redirect } from './redirects.ts';
import { translationModel, type TranslationInput, type TranslationModel, type TranslationStatus } from './translations.ts';
import { withStatedDates } from './stated-dates.ts';
import { siteVersions } from './version-pages.ts';
import type { Comparison, VersionModel } from './versions.ts';
import { localizedPath, pagePath } from '../../shared/urls.ts';

export interface LocaleInfo {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  /** The language tag its dates are written in, when not htmlLang's (src/shared/dates.ts). */
  dateLocale?: string;
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
  /** True when the default locale's text is shown: no translation exists, or (`translations.outdated: 'fallback'`) it is outdated. */
  fallback: boolean;
  /** On a translation made from an older source text (or the source shown in its place): what it translates and what changed since. */
  outdated?: TranslationStatus;
  /** An earlier version read from git history: links in it that no longer resolve are shown as text. */
  fromGit?: boolean;
  /** The body as parsed, links not yet resolved (what changes pages compare; not enumerable). */
  readonly rawHtml: string;
  /** Resolves the links of HTML made from this page's text, for its locale (not enumerable). */
  readonly resolveLinks: (html: string) => string;
  unlisted: boolean;
  /** Unix seconds: the front matter's last_update, else the file's last commit, else its mtime. */
  lastUpdated?: number;
  /** The day the text took effect (YYYY-MM-DD): the original's effective_date, or its version's date; on an outdated translation, the date of the version it translates. */
  effectiveDate?: string;
  /** True when the text states that day itself, on its date line ("Effective May 4, 2026"). */
  effectiveInText?: boolean;
  /**
   * Unix seconds: a `last_update` the front matter declares after the effective date, i.e. a
   * correction that changed no terms (a change of terms is a new version with a new date).
   */
  corrected?: number;
  sidebarId?: string;
  /** The docs version the page belongs to (its name), on a site that publishes several. */
  docsVersion?: string;
  prev?: PageRef;
  next?: PageRef;
}

/** A docs version a site publishes (a Docusaurus site's versions.json; docs-versions.ts). */
export interface DocsVersionInfo {
  /** 'current' (the docs folder) or its name in versions.json. */
  name: string;
  label: string;
  /** Its URL segment below the docs root, and the start of its documents' docs-relative paths ('' for the version at the root). */
  prefix: string;
  /** The version the docs root serves. */
  last: boolean;
  /** Its folder, relative to the site root. */
  docsDir: string;
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

/** The docs version at the docs root, with its main document and each sidebar's link. */
export interface DocsVersion {
  /** 'current' (the docs folder) or, on a site with versions.json, the released version at the root. */
  name: string;
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
  /** The docs versions published, the one at the docs root first (one, 'current', unless the site has versions.json). */
  docsVersions: DocsVersionInfo[];
  /** Which documents are earlier versions of which (versions.ts), placed on the build date (schedule.ts). */
  versions: VersionModel;
  /** Which source text each translation translates, and which are outdated or missing (translations.ts). */
  translations: TranslationModel;
  /** The build date (YYYY-MM-DD) the versions are placed on. */
  today: string;
  /** Files under static/ (posix, relative): links to them are valid. */
  staticFiles: string[];
  /** The host's own files the site keeps in static/ (`_headers`), merged with the build's. */
  hostFiles: HostFiles;
  /** Old addresses and where they lead (redirects.ts): the config's `redirects`, documents' `redirect_from`. */
  redirects: Redirect[];
  /** Files beside the documents (relative to the site root): what file references may name. */
  docFiles: string[];
  /** The documents (docs-relative paths) left out as drafts: what a link to one is told. */
  drafts: string[];
  /** A document left out because another is published at its URL (docs-relative paths): left out → published. */
  shadowed: Map<string, string>;
  /** The markdown files docs.exclude leaves out (docs-relative): what a link to one is told. */
  excluded: string[];
  /** The files beside the documents that published pages refer to, to be written with the site. */
  files: string[];
  publishFile: PublishFile;
  /** Each locale's UI strings (built in, or supplied by the site). */
  ui: Record<string, Messages>;
  /** Commits whose date many published documents show as their last update (an import, a sweeping edit), with those documents' files. */
  commitDated: CommitDated[];
  diagnostics: Diagnostic[];
}

/** Documents dated by one commit (git-dates.ts): each shows its day as its last update. */
export interface CommitDated extends DatingCommit {
  files: string[];
}

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
  /** The commit each file's git date comes from. */
  gitDatedBy?: ReadonlyMap<string, DatingCommit>;
  staticFiles: string[];
  hostFiles?: HostFiles;
  /** Files beside the documents that are not documents, relative to the site root. */
  docFiles: string[];
  /** Gives a referenced file beside the documents its published name and URL (the I/O edge's). */
  publishFile: PublishFile;
  /** What git says each translation was made from, and the translations without a source (none when absent). */
  translations?: TranslationInput;
  /** Drafts are left out of production builds. */
  includeDrafts?: boolean;
  /** The default locale's markdown files docs.exclude leaves out (docs-relative). */
  excluded?: string[];
  /** The docs versions the documents belong to (one at the docs root when absent). */
  docsVersions?: DocsVersionInfo[];
  /** Locales to publish (all configured ones when absent); the language menu still lists all. */
  buildLocales?: string[];
  /** The build date (YYYY-MM-DD): which version of each document is in force, and which are upcoming. */
  today: string;
  /** By file: when each version announced ahead was first committed (none: not committed, published now). */
  announced?: ReadonlyMap<string, Announcement>;
}

/** Builds the whole site model. Problems are returned as diagnostics, never thrown. */
export function makeSite(given: SiteInput): Site {
  const { config } = given;
  const defaultLocale = config.i18n.defaultLocale;
  const stated = withStatedDates(given.docs, defaultLocale);
  const input: SiteInput = { ...given, docs: stated.docs };
  const diagnostics: Diagnostic[] = stated.diagnostics;
  const codes = Object.keys(config.i18n.locales);
  const locales = input.buildLocales ?? codes;
  const urlOf = (locale: string, sitePath: string) => pagePath(localizedPath(config.baseUrl, locale, defaultLocale, sitePath), config.trailingSlash);

  const sources = input.docs.filter((d) => d.locale === defaultLocale && !d.version);
  const originals = sources.filter((d) => input.includeDrafts || !d.doc.frontMatter.draft).map((d) => d.doc);
  // Drafts are not published, but a sidebar may still name them (and leaves them out).
  const draftDocs = sources.filter((d) => !originals.includes(d.doc)).map((d) => d.doc);
  const docsVersions = input.docsVersions?.length ? input.docsVersions : [{ name: 'current', label: config.docs.versionLabel, prefix: '', last: true, docsDir: siteLayout(config).docsDir }];
  const prefixes = docsVersions.map((v) => v.prefix);
  const drafts = draftDocs.map((doc) => docIdentity(doc.relPath, doc.frontMatter, docsRoot(config), versionPrefixOf(doc.relPath, prefixes)).id);
  const known = identities(originals, diagnostics, docsRoot(config), prefixes);
  const sidebars = sidebarTrees(input, drafts, known, diagnostics);
  // Versions from git history join the documents after the sidebars are made: no sidebar lists them.
  gitVersionIdentities(
    input.docs.filter((d) => d.locale === defaultLocale && d.version),
    known,
    diagnostics,
  );
  const { versions, changePages } = siteVersions(input, originals, known, input.today, diagnostics);
  const translations = translationModel(
    input.docs.filter((d) => locales.includes(d.locale) && (d.locale !== defaultLocale || originals.includes(d.doc))),
    known,
    versions,
    input.translations ?? { bases: new Map(), basisDocs: new Map(), basisFile: (file) => file, orphans: [] },
    defaultLocale,
    config.translations.outdated,
    diagnostics,
  );

  const docs: Site['docs'] = {};
  const localeSidebars: Site['sidebars'] = {};
  const categoryPages: Site['categoryPages'] = {};
  const fileExists = fileExistence(input.docFiles, input.staticFiles);
  const dated = new Map<string, { relPath: string; by: DatingCommit }>();
  for (const locale of locales) {
    const pages = localePages(input, locale, known, sidebars, versions, translations, urlOf, fileExists, dated);
    const navigation = localeNavigation(input, locale, sidebars, pages, (sitePath) => urlOf(locale, sitePath));
    localeSidebars[locale] = navigation.sidebars;
    categoryPages[locale] = navigation.categoryPages;
    docs[locale] = pages;
  }
  const routes = routeTable({ config, locales, known, sidebars, changePages, docs, categoryPages, urlOf });
  diagnostics.push(...routes.diagnostics);

  return {
    config,
    defaultLocale,
    locales: codes.map((code) => ({ code, ...config.i18n.locales[code]!, isDefault: code === defaultLocale })),
    routes: routes.kept,
    docs,
    sidebars: localeSidebars,
    categoryPages,
    version: { name: docsVersions[0]!.name, label: docsVersions[0]!.label, mainDocId: mainDocOf(config, known, sidebars), sidebars: sidebars.version },
    docsVersions,
    versions,
    translations,
    today: input.today,
    staticFiles: input.staticFiles,
    hostFiles: input.hostFiles ?? {},
    redirects: siteRedirects({ config, locales, defaultLocale, originals, docs, staticFiles: input.staticFiles }),
    docFiles: input.docFiles,
    drafts: draftDocs.map((doc) => doc.relPath),
    shadowed: known.shadowed,
    excluded: input.excluded ?? [],
    files: referencedFiles(docs),
    publishFile: input.publishFile,
    ui: Object.fromEntries(codes.map((code) => [code, input.ui?.[code] ?? messagesFor(code)])),
    commitDated: groupDatingCommits(dated),
    diagnostics,
  };
}
