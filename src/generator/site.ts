// The site step: every route of every locale, with sidebars, prev/next, alternates and links
// resolved per locale. In: config, parsed docs per locale, categories, last-update times;
// out: a Site — the whole route table. Nothing after this step reads the disk.

import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { locateKey } from '../config/load.ts';
import { DuplicateDocId, DuplicateRoute, EmptySidebar, UnknownReference, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from './closest.ts';
import type { Category } from './content.ts';
import type { Doc } from './markdown.ts';
import { markdownLinkPrefix, type DocLink } from './plugins/links.ts';
import type { Heading, Section } from './plugins/outline.ts';
import { buildSidebarTree, localizeSidebar, sidebarDocIds, type CategoryMeta, type SidebarDoc, type SidebarItem, type SidebarNode } from './sidebars.ts';
import { localizedPath, outputFile } from './urls.ts';

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
  sidebarLabel: string;
  description?: string;
  keywords?: string[];
  /** Body HTML with links resolved for this locale. */
  html: string;
  headings: Heading[];
  sections: Section[];
  anchors: string[];
  links: DocLink[];
  tocMin: number;
  tocMax: number;
  hideToc: boolean;
  /** True when no translation exists and the default locale's text is shown. */
  fallback: boolean;
  unlisted: boolean;
  /** Unix seconds. */
  lastUpdated?: number;
  sidebarId?: string;
  prev?: PageRef;
  next?: PageRef;
}

export type RouteKind = 'home' | 'search' | 'docs-index' | 'doc' | 'not-found';

export interface Route {
  kind: RouteKind;
  locale: string;
  /** URL path, including baseUrl and locale prefix. */
  path: string;
  /** Output file relative to the build folder. */
  file: string;
  docId?: string;
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
  version: DocsVersion;
  /** Files under static/ (posix, relative): links to them are valid. */
  staticFiles: string[];
  diagnostics: Diagnostic[];
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

export const versionKey = (route: Route) => `${route.kind}:${route.docId ?? ''}`;

/** A parsed document in one locale, as the site step receives it. */
export interface LocalizedDoc {
  locale: string;
  doc: Doc;
  fallback: boolean;
  mtime: number;
}

export interface SiteInput {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  docs: LocalizedDoc[];
  categories: Category[];
  gitTimes: ReadonlyMap<string, number>;
  staticFiles: string[];
  /** Drafts are left out of production builds. */
  includeDrafts?: boolean;
  /** Locales to publish (all configured ones when absent); the language menu still lists all. */
  buildLocales?: string[];
}

function docIdOf(doc: Doc): string {
  const dir = path.posix.dirname(doc.relPath);
  const name = doc.frontMatter.id ?? path.posix.basename(doc.relPath).replace(/\.mdx?$/i, '');
  return dir === '.' ? name : `${dir}/${name}`;
}

function docSitePath(doc: Doc, id: string): string {
  const slug = doc.frontMatter.slug;
  if (slug === undefined) return `/docs/${id}`;
  if (slug.startsWith('/')) return `/docs${slug === '/' ? '' : slug}`;
  const dir = path.posix.dirname(doc.relPath);
  return `/docs/${path.posix.normalize(dir === '.' ? slug : `${dir}/${slug}`)}`;
}

function toSeconds(date: string | Date | undefined): number | undefined {
  if (date === undefined) return undefined;
  const ms = (date instanceof Date ? date : new Date(date)).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** Replaces markdown-link placeholders with the target's URL in this locale. */
function resolveLinks(html: string, permalinkOf: (relPath: string) => string | undefined): string {
  const pattern = new RegExp(`href="${markdownLinkPrefix.replace(/[/:]/g, '\\$&')}([^"#]*)(#[^"]*)?"`, 'g');
  return html.replace(pattern, (whole, target: string, hash: string | undefined) => {
    const permalink = permalinkOf(target);
    return permalink === undefined ? whole : `href="${permalink}${hash ?? ''}"`;
  });
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
  /** doc id → site path ('/docs/…'), before base URL and locale. */
  sitePathOf: Map<string, string>;
  /** doc id → the default locale's document. */
  byId: Map<string, Doc>;
  /** Every doc id, sorted. */
  ids: string[];
}

/**
 * Ids and URLs come from the default locale, so every locale shares paths and ids. When two
 * documents claim one id or URL, the one whose id and URL follow from its path keeps them: the
 * claim written in front matter is the newer mistake, and links to the other keep working.
 */
function identities(originals: readonly Doc[], diagnostics: Diagnostic[]): Identities {
  const idOf = new Map<string, string>();
  const sitePathOf = new Map<string, string>();
  const byId = new Map<string, Doc>();
  const bySitePath = new Map<string, Doc>();
  const claims = (doc: Doc) => Number(doc.frontMatter.id !== undefined) + Number(doc.frontMatter.slug !== undefined);
  for (const doc of [...originals].sort((a, b) => claims(a) - claims(b))) {
    const id = docIdOf(doc);
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
    const sitePath = docSitePath(doc, id);
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
    sitePathOf.set(id, sitePath);
  }
  return { idOf, sitePathOf, byId, ids: [...byId.keys()].sort() };
}

/** Category labels and order for one locale: the default locale's, with translated labels. */
function categoryMeta(categories: readonly Category[], locale: string, defaultLocale: string): Map<string, CategoryMeta> {
  const map = new Map<string, CategoryMeta>();
  for (const c of categories) if (c.locale === defaultLocale) map.set(c.dir, { ...c });
  if (locale === defaultLocale) return map;
  for (const c of categories) {
    if (c.locale === locale && c.label !== undefined) map.set(c.dir, { ...map.get(c.dir), label: c.label });
  }
  return map;
}

type At = (keyPath: string[]) => { file: string; line?: number; column?: number };

interface Sidebars {
  trees: Map<string, SidebarNode[]>;
  /** doc id → the first sidebar listing it. */
  sidebarOf: Map<string, string>;
  version: Record<string, { link: string }>;
}

/** Generates each configured sidebar and works out the doc each one links to. */
function sidebarTrees(config: SiteConfig, docs: SidebarDoc[], categories: Map<string, CategoryMeta>, known: Identities, at: At, diagnostics: Diagnostic[]): Sidebars {
  const trees = new Map<string, SidebarNode[]>();
  const sidebarOf = new Map<string, string>();
  const version: Record<string, { link: string }> = {};
  for (const [sidebarId, def] of Object.entries(config.docs.sidebars)) {
    const tree = buildSidebarTree(def, docs, categories);
    const order = sidebarDocIds(tree);
    if (!order.length) {
      const dir = path.posix.normalize(def.dirName);
      const folder = `content/docs/${dir === '.' ? '' : `${dir}/`}`;
      const excluded = def.exclude.length && docs.length ? ` outside ${def.exclude.map((e) => `"${e}"`).join(', ')}, which it excludes` : '';
      diagnostics.push(
        new EmptySidebar(`sidebar "${sidebarId}" has no documents: there are none in ${folder}${excluded}`, {
          ...at(['docs', 'sidebars', sidebarId]),
          hint: docs.length
            ? `Put its markdown files in ${folder} (its dirName is "${def.dirName}"), point dirName at a folder that has some, or remove the sidebar.`
            : `Put the documents in ${folder} (e.g. ${folder}intro.md; translations in content/i18n/<locale>/docs/); content/README.md says how.`,
        }).toDiagnostic(),
      );
      continue;
    }
    trees.set(sidebarId, tree);
    for (const id of order) if (!sidebarOf.has(id)) sidebarOf.set(id, sidebarId);
    let link = order[0]!;
    if (def.link !== undefined) {
      if (known.byId.has(def.link)) link = def.link;
      else
        diagnostics.push(
          new UnknownReference(`sidebar "${sidebarId}" links to doc id "${def.link}", which does not exist`, {
            ...at(['docs', 'sidebars', sidebarId, 'link']),
            hint: listAvailable(def.link, known.ids),
          }).toDiagnostic(),
        );
    }
    version[sidebarId] = { link };
  }
  return { trees, sidebarOf, version };
}

/** The config's references to doc ids and sidebars must name existing ones. */
function checkReferences(config: SiteConfig, known: Identities, sidebars: Sidebars, at: At): Diagnostic[] {
  const out: Diagnostic[] = [];
  const mainDocId = config.docs.mainDocId;
  if (!known.byId.has(mainDocId)) {
    out.push(
      new UnknownReference(`docs.mainDocId "${mainDocId}" is not a doc id`, {
        ...at(['docs', 'mainDocId']),
        hint: known.ids.length ? listAvailable(mainDocId, known.ids) : `There are no documents yet: add content/docs/${mainDocId}.md, or name the document to open first.`,
      }).toDiagnostic(),
    );
  }
  config.navbar.items.forEach((item, index) => {
    // A configured sidebar with no documents is reported once, as such (sidebarTrees).
    if (item.type === 'docSidebar' && !sidebars.trees.has(item.sidebarId) && !(item.sidebarId in config.docs.sidebars)) {
      out.push(
        new UnknownReference(`navbar item ${index + 1} ("${item.label}") names sidebar "${item.sidebarId}", which does not exist`, {
          ...at(['navbar', 'items', 'sidebarId']),
          hint: listAvailable(item.sidebarId, Object.keys(config.docs.sidebars)),
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

/** One locale's document pages, with links resolved for that locale. */
function localePages(input: SiteInput, locale: string, known: Identities, sidebars: Sidebars, urlOf: (locale: string, sitePath: string) => string): Record<string, DocPage> {
  const { config } = input;
  const pages: Record<string, DocPage> = {};
  const permalinkOfRel = (relPath: string) => {
    const id = known.idOf.get(relPath);
    return id === undefined ? undefined : urlOf(locale, known.sitePathOf.get(id)!);
  };
  for (const { doc, fallback, mtime } of input.docs.filter((d) => d.locale === locale)) {
    const id = known.idOf.get(doc.relPath);
    if (id === undefined) continue;
    const original = known.byId.get(id)!;
    const fm = doc.frontMatter;
    const base = original.frontMatter;
    const page: DocPage = {
      id,
      locale,
      relPath: doc.relPath,
      file: doc.file,
      permalink: urlOf(locale, known.sitePathOf.get(id)!),
      title: doc.title,
      sidebarLabel: fm.sidebar_label ?? doc.title,
      html: '',
      headings: doc.headings,
      sections: doc.sections,
      anchors: doc.anchors,
      links: doc.links,
      tocMin: fm.toc_min_heading_level ?? base.toc_min_heading_level ?? config.docs.toc.minHeadingLevel,
      tocMax: fm.toc_max_heading_level ?? base.toc_max_heading_level ?? config.docs.toc.maxHeadingLevel,
      hideToc: fm.hide_table_of_contents ?? base.hide_table_of_contents ?? false,
      fallback,
      unlisted: base.unlisted ?? false,
    };
    // Each locale's HTML (links resolved for it) is made when the page is rendered, not kept for the
    // whole build: with untranslated documents shown in every locale, a 10x site held 80 MB of them.
    Object.defineProperty(page, 'html', { get: () => resolveLinks(doc.html, permalinkOfRel), enumerable: true });
    const description = fm.description ?? base.description;
    if (description !== undefined) page.description = description;
    if (fm.keywords) page.keywords = fm.keywords;
    if (config.docs.showLastUpdateTime) page.lastUpdated = toSeconds(fm.last_update?.date) ?? input.gitTimes.get(doc.file) ?? mtime;
    const sidebarId = sidebars.sidebarOf.get(id);
    if (sidebarId !== undefined) page.sidebarId = sidebarId;
    pages[id] = page;
  }
  // Prev/next follow each sidebar's reading order.
  for (const [sidebarId, tree] of sidebars.trees) {
    const order = sidebarDocIds(tree).filter((id) => sidebars.sidebarOf.get(id) === sidebarId);
    const ref = (id: string | undefined): PageRef | undefined => {
      const p = id === undefined ? undefined : pages[id];
      return p && { title: p.sidebarLabel, permalink: p.permalink };
    };
    order.forEach((id, i) => {
      const page = pages[id];
      if (!page) return;
      const prev = ref(order[i - 1]);
      const next = ref(order[i + 1]);
      if (prev) page.prev = prev;
      if (next) page.next = next;
    });
  }
  return pages;
}

/** Builds the whole site model. Problems are returned as diagnostics, never thrown. */
export function buildSite(input: SiteInput): Site {
  const { config } = input;
  const diagnostics: Diagnostic[] = [];
  const defaultLocale = config.i18n.defaultLocale;
  const codes = Object.keys(config.i18n.locales);
  const at: At = (keyPath) => ({ file: input.configFile, ...locateKey(input.configSource, keyPath) });
  const urlOf = (locale: string, sitePath: string) => localizedPath(config.baseUrl, locale, defaultLocale, sitePath);

  const originals = input.docs.filter((d) => d.locale === defaultLocale && (input.includeDrafts || !d.doc.frontMatter.draft)).map((d) => d.doc);
  const known = identities(originals, diagnostics);
  const sidebarDocs = originals
    .filter((doc) => known.idOf.has(doc.relPath) && !doc.frontMatter.unlisted)
    .map((doc) => ({ id: known.idOf.get(doc.relPath)!, relPath: doc.relPath, position: doc.frontMatter.sidebar_position }));
  const sidebars = sidebarTrees(config, sidebarDocs, categoryMeta(input.categories, defaultLocale, defaultLocale), known, at, diagnostics);
  diagnostics.push(...checkReferences(config, known, sidebars, at));

  const docs: Site['docs'] = {};
  const localeSidebars: Site['sidebars'] = {};
  const routes: Route[] = [];
  const route = (kind: RouteKind, locale: string, sitePath: string, docId?: string) => {
    const p = urlOf(locale, sitePath);
    routes.push({ kind, locale, path: p, file: outputFile(config.baseUrl, p), ...(docId ? { docId } : {}) });
  };
  for (const locale of input.buildLocales ?? codes) {
    const pages = localePages(input, locale, known, sidebars, urlOf);
    const categories = categoryMeta(input.categories, locale, defaultLocale);
    localeSidebars[locale] = Object.fromEntries(
      [...sidebars.trees].map(([sidebarId, tree]) => [
        sidebarId,
        {
          // content/docs/_category_.json (dir '.') labels a sidebar that spans the whole tree.
          label: categories.get(path.posix.normalize(config.docs.sidebars[sidebarId]!.dirName))?.label ?? sidebarId,
          items: localizeSidebar(
            tree,
            (id) => ({ label: pages[id]?.sidebarLabel ?? id, href: pages[id]?.permalink ?? '' }),
            (dir) => categories.get(dir)?.label ?? path.posix.basename(dir),
          ),
        },
      ]),
    );
    docs[locale] = pages;
    route('home', locale, '/');
    route('search', locale, '/search');
    route('docs-index', locale, '/docs');
    for (const id of known.ids) if (pages[id]) route('doc', locale, known.sitePathOf.get(id)!, id);
    route('not-found', locale, '/404');
  }

  return {
    config,
    defaultLocale,
    locales: codes.map((code) => ({ code, ...config.i18n.locales[code]!, isDefault: code === defaultLocale })),
    routes,
    docs,
    sidebars: localeSidebars,
    version: { name: 'current', label: config.docs.versionLabel, mainDocId: config.docs.mainDocId, sidebars: sidebars.version },
    staticFiles: input.staticFiles,
    diagnostics,
  };
}
