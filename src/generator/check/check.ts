// The check step: every link of every published page must resolve — documents, anchors, .md
// files, site routes, static files and files beside the documents (images, PDFs). In: a Site; out:
// diagnostics (errors for broken targets, warnings for ids a translation dropped), one per problem
// however many locales repeat it.
// Long because each kind of link has its own check and message, sharing one context built per site.

import { AutotitleOutsideSite, BrokenAnchor, BrokenLink, MissingFile, MissingMarkdownFile, shownUrl, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { closest } from '../../diagnostics/closest.ts';
import { siteLayout } from '../content/layout.ts';
import { relativeFrom, unpublishedTarget } from './unpublished.ts';
import { staticFolder } from '../content/read.ts';
import type { DocLink } from '../markdown/plugins/links.ts';
import { fileCandidates } from '../site/file-references.ts';
import { checkTranslationIds, translationLacks } from './translation-ids.ts';
import { siteHref } from '../site/links.ts';
import type { DocPage, Route, Site } from '../site/site.ts';
import { decode, normalizeCandidates, withoutTrailingSlash } from '../../shared/urls.ts';

interface Context {
  site: Site;
  /** Routes by their decoded path: links are compared decoded, however they were encoded. */
  routesByPath: Map<string, Route>;
  staticPaths: Set<string>;
  /** locale → relPath → page: links name files, and there are many links per page. */
  pagesByFile: Map<string, Map<string, DocPage>>;
  /** locale → URL paths of its pages: the candidates for "Did you mean …?". */
  pathsByLocale: Map<string, string[]>;
  /** Every file a reference may name, relative to the site root: the candidates for "Did you mean …?". */
  files: string[];
}

/** A document in force, rather than an earlier version of one: what "Did you mean" offers first. */
const isCurrent = (site: Site, id: string) => !site.versions.currentOf.has(id);

function where(page: DocPage, link: DocLink) {
  return { file: page.file, line: link.line, column: link.column };
}

// A page's anchors as a set: a long document links to its own headings thousands of times.
const anchorSets = new WeakMap<DocPage, Set<string>>();
function hasAnchor(page: DocPage, anchor: string): boolean {
  let set = anchorSets.get(page);
  if (!set) anchorSets.set(page, (set = new Set(page.anchors)));
  return set.has(anchor);
}

function anchorProblem(ctx: Context, page: DocPage, link: DocLink, target: DocPage): Diagnostic | undefined {
  if (link.anchor === undefined || link.anchor === '' || hasAnchor(target, link.anchor)) return undefined;
  // A translation without its source's id is the translation's mistake, reported there once.
  if (translationLacks(ctx.site, target, link.anchor)) return undefined;
  const near = closest(link.anchor, target.anchors);
  const self = target === page;
  return new BrokenAnchor(
    self
      ? `link "${shownUrl(link.href)}": this page has no heading or element with id "${link.anchor}"`
      : `link "${shownUrl(link.href)}": "${target.file}" has no heading or element with id "${link.anchor}"`,
    {
      ...where(page, link),
      hint: near
        ? `Did you mean "#${near}"?`
        : `Link to one of the page's headings, or give the heading an explicit id with {#${link.anchor}}.`,
    },
  ).toDiagnostic();
}

function checkMarkdown(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  const pages = ctx.pagesByFile.get(page.locale)!;
  const target = pages.get(link.target!);
  if (target) return anchorProblem(ctx, page, link, target);
  const unpublished = unpublishedTarget(ctx.site, page, link);
  if (unpublished) return unpublished;
  const { docsDir, documentOf } = siteLayout(ctx.site.config);
  // Written from the site folder, the path to compare starts inside the docs folder.
  // A version's own page (`<path>@<date>`) is no file to link to; a current document is offered before an archived version.
  const near = closest(
    (link.rooted && documentOf(link.target!)) || link.target!,
    [...pages.keys()].filter((relPath) => !/@\d{4}-\d{2}-\d{2}$/.test(relPath)),
    (relPath) => isCurrent(ctx.site, pages.get(relPath)!.id),
  );
  // A link from the site root was looked for from the docs folder and from the site folder.
  const looked = link.rooted ? `"${docsDir}/${link.target}" nor "${link.target}"` : `"${docsDir}/${link.target}"`;
  return new MissingMarkdownFile(`link "${shownUrl(link.href)}": there is no document ${looked}`, {
    ...where(page, link),
    hint: near
      ? `Did you mean "${link.rooted ? `/${near}` : relativeFrom(page.relPath, near)}"?`
      : link.rooted
        ? `A link from the site root names a document from the docs folder ("/guide/a.md") or from the site folder ("/${docsDir}/guide/a.md").`
        : 'Check the relative path from this file.',
  }).toDiagnostic();
}

/** How a reference is named in messages. */
const what = (link: DocLink) => (link.embed ? 'image' : 'link');

/**
 * A reference to a file beside the document that names none. A link (not an image) whose name
 * only looks like a file's (`./v2.1`) may still lead to a page.
 */
function checkFile(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  if (link.href in page.files) return undefined;
  if (!link.embed && !checkUrl(ctx, page, link)) return undefined;
  const candidates = fileCandidates(link.target!, page.file, ctx.site.docs[ctx.site.defaultLocale]?.[page.id]?.file ?? page.file);
  const looked = candidates.map((file) => `"${file}"`).join(' or ');
  const orPage = link.embed ? '' : ` (nor a page at "${decode(new URL(link.href, `http://site${page.linkBase}`).pathname)}")`;
  // Compared as written in the document, so the distance allowed suits the path the author typed.
  const near = closest(relativeFrom(page.file, candidates[0]!), ctx.files.map((f) => relativeFrom(page.file, f)));
  return new MissingFile(`${what(link)} "${link.href}": there is no file ${looked}${orPage}`, {
    ...where(page, link),
    hint: near
      ? `Did you mean "${near}"?`
      : 'Put the file beside the document (the path is relative to the document), or in static/ and refer to it from the site root ("/img/x.png").',
  }).toDiagnostic();
}

/** Where a route or relative link leads: its decoded path, and the route there if any. */
function routeOf(ctx: Context, page: DocPage, link: DocLink): { pathname: string; route: Route | undefined } {
  const url = new URL(link.kind === 'route' ? siteHref(ctx.site, page, link.href) : link.href, `http://site${page.linkBase}`);
  const pathname = decode(url.pathname);
  const route = normalizeCandidates(pathname)
    .map((p) => ctx.routesByPath.get(p))
    .find((r) => r !== undefined);
  return { pathname, route };
}

function checkUrl(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  const { pathname, route } = routeOf(ctx, page, link);
  if (ctx.staticPaths.has(pathname)) return undefined;
  if (link.embed) {
    const base = withoutTrailingSlash(ctx.site.config.baseUrl);
    const near = closest(pathname, [...ctx.staticPaths]);
    return new MissingFile(`image "${link.href}": there is no file "${staticFolder}${pathname.slice(base.length)}"`, {
      ...where(page, link),
      hint: near ? `Did you mean "${near}"?` : `A path from the site root names a file in ${staticFolder}/; a relative path names a file beside the document.`,
    }).toDiagnostic();
  }
  if (!route || route.kind === 'not-found') {
    const near = closest(pathname, ctx.pathsByLocale.get(page.locale) ?? [], (path) => {
      const candidate = ctx.routesByPath.get(path)!;
      return candidate.kind !== 'changes' && (candidate.docId === undefined || isCurrent(ctx.site, candidate.docId));
    });
    return new BrokenLink(`link "${shownUrl(link.href)}" leads to "${pathname}", which is not a page of this site`, {
      ...where(page, link),
      hint: near ? `Did you mean "${near}"? Prefer a relative .md link, which the build keeps correct.` : 'Use a relative .md link to the document.',
    }).toDiagnostic();
  }
  if (route.kind !== 'doc' || link.anchor === undefined) return undefined;
  return anchorProblem(ctx, page, link, ctx.site.docs[route.locale]![route.docId!]!);
}

/** Whether an `[AUTOTITLE](…)` link (that is not broken) leads to something with a title: a document, or a heading of this page. */
function hasTitle(ctx: Context, page: DocPage, link: DocLink): boolean {
  switch (link.kind) {
    case 'markdown':
      return true;
    case 'anchor':
      return page.headings.some((h) => h.id === link.anchor);
    case 'route':
    case 'relative':
      return routeOf(ctx, page, link).route?.kind === 'doc';
    default:
      return false;
  }
}

/** An `[AUTOTITLE](…)` link to no document of the site shows its address, since there is no title to show. */
function autotitleProblem(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  if (!link.autotitle || hasTitle(ctx, page, link)) return undefined;
  return new AutotitleOutsideSite(`[AUTOTITLE](${shownUrl(link.href)}) does not lead to a document of this site, so it shows its address instead of a title`, {
    ...where(page, link),
    hint: 'Write the link text yourself, [Title](…); AUTOTITLE takes the title of a document of the site (a .md link, or its URL).',
  }).toDiagnostic();
}

function checkLink(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  switch (link.kind) {
    case 'external':
      return undefined;
    case 'anchor':
      return anchorProblem(ctx, page, link, page);
    case 'markdown':
      return checkMarkdown(ctx, page, link);
    case 'route':
    case 'relative':
      return checkUrl(ctx, page, link);
    case 'file':
      return checkFile(ctx, page, link);
  }
}

/** Checks every link on every page of the site. */
export function checkSite(site: Site): Diagnostic[] {
  const base = withoutTrailingSlash(site.config.baseUrl);
  const ctx: Context = {
    site,
    routesByPath: new Map(site.routes.map((r) => [decode(r.path), r])),
    staticPaths: new Set(site.staticFiles.map((f) => `${base}/${f}`)),
    pagesByFile: new Map(Object.entries(site.docs).map(([locale, pages]) => [locale, new Map(Object.values(pages).map((p) => [p.relPath, p]))])),
    pathsByLocale: new Map(),
    files: [...site.docFiles, ...site.staticFiles.map((f) => `${staticFolder}/${f}`)],
  };
  for (const r of site.routes) {
    if (r.kind === 'not-found') continue;
    const paths = ctx.pathsByLocale.get(r.locale);
    if (paths) paths.push(decode(r.path));
    else ctx.pathsByLocale.set(r.locale, [decode(r.path)]);
  }
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const locales = Object.keys(site.docs).sort((a, b) => Number(b === site.defaultLocale) - Number(a === site.defaultLocale));
  for (const locale of locales) {
    for (const page of Object.values(site.docs[locale]!)) {
      for (const link of page.links) {
        const found = checkLink(ctx, page, link) ?? autotitleProblem(ctx, page, link);
        if (!found) continue;
        // History cannot be edited: a problem in an old text from git is reported, not fatal.
        const d: Diagnostic = page.fromGit
          ? { ...found, severity: 'warning', hint: 'This earlier version comes from git history, which cannot be edited (a link to a document that no longer exists is shown as plain text).' }
          : found;
        // A broken link in an untranslated page repeats in every locale (naming each locale's
        // target); report it once, as found first, in the default locale.
        const key = `${d.code}:${d.file}:${d.line}:${d.column}:${link.href}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(d);
      }
    }
  }
  return [...out, ...checkTranslationIds(site)];
}
