// The check step: every link of every published page must resolve — documents, anchors, .md
// files, site routes and static files. In: a Site; out: diagnostics (errors for broken targets,
// warnings for ids a translation dropped), one per problem however many locales repeat it.

import path from 'node:path';
import { BrokenAnchor, BrokenLink, MissingMarkdownFile, MissingTranslatedAnchor, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from './closest.ts';
import { decode, type DocLink } from './plugins/links.ts';
import type { DocPage, Route, Site } from './site.ts';
import { normalizeCandidates } from './urls.ts';

interface Context {
  site: Site;
  routesByPath: Map<string, Route>;
  staticPaths: Set<string>;
  /** locale → relPath → page: links name files, and there are many links per page. */
  pagesByFile: Map<string, Map<string, DocPage>>;
  /** locale → URL paths of its pages: the candidates for "Did you mean …?". */
  pathsByLocale: Map<string, string[]>;
}

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

function anchorProblem(page: DocPage, link: DocLink, target: DocPage): Diagnostic | undefined {
  if (link.anchor === undefined || link.anchor === '' || hasAnchor(target, link.anchor)) return undefined;
  const near = closest(link.anchor, target.anchors);
  const self = target === page;
  return new BrokenAnchor(
    self
      ? `link "${link.href}": this page has no heading or element with id "${link.anchor}"`
      : `link "${link.href}": "${target.file}" has no heading or element with id "${link.anchor}"`,
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
  if (!target) {
    const near = closest(link.target!, pages.keys());
    const relative = near && path.posix.relative(path.posix.dirname(page.relPath), near);
    return new MissingMarkdownFile(`link "${link.href}" points to "${link.target}", which is not a published document`, {
      ...where(page, link),
      hint: relative ? `Did you mean "${relative.startsWith('.') ? relative : `./${relative}`}"?` : 'Check the relative path from this file.',
    }).toDiagnostic();
  }
  return anchorProblem(page, link, target);
}

function checkUrl(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  const url = new URL(link.href, `http://site${page.permalink}`);
  const pathname = decode(url.pathname);
  if (ctx.staticPaths.has(pathname)) return undefined;
  const route = normalizeCandidates(pathname)
    .map((p) => ctx.routesByPath.get(p))
    .find((r) => r !== undefined);
  if (!route || route.kind === 'not-found') {
    const near = closest(pathname, ctx.pathsByLocale.get(page.locale) ?? []);
    return new BrokenLink(`link "${link.href}" leads to "${pathname}", which is not a page of this site`, {
      ...where(page, link),
      hint: near ? `Did you mean "${near}"? Prefer a relative .md link, which the build keeps correct.` : 'Use a relative .md link to the document.',
    }).toDiagnostic();
  }
  if (route.kind !== 'doc' || link.anchor === undefined) return undefined;
  return anchorProblem(page, link, ctx.site.docs[route.locale]![route.docId!]!);
}

function checkLink(ctx: Context, page: DocPage, link: DocLink): Diagnostic | undefined {
  switch (link.kind) {
    case 'external':
      return undefined;
    case 'anchor':
      return anchorProblem(page, link, page);
    case 'markdown':
      return checkMarkdown(ctx, page, link);
    case 'route':
    case 'relative':
      return checkUrl(ctx, page, link);
  }
}

/** Heading ids an original has, a link targets, and its translation lacks. */
function droppedIds(site: Site): Diagnostic[] {
  const original = site.docs[site.defaultLocale]!;
  const targeted = new Set<string>();
  for (const pages of Object.values(site.docs)) {
    for (const page of Object.values(pages)) {
      for (const link of page.links) {
        if (link.anchor === undefined) continue;
        if (link.kind === 'markdown') targeted.add(`${link.target}#${link.anchor}`);
        if (link.kind === 'anchor') targeted.add(`${page.relPath}#${link.anchor}`);
      }
    }
  }
  const out: Diagnostic[] = [];
  for (const [code, pages] of Object.entries(site.docs)) {
    if (code === site.defaultLocale) continue;
    for (const page of Object.values(pages)) {
      const source = original[page.id];
      if (page.fallback || !source) continue;
      const have = new Set(page.anchors);
      for (const heading of source.headings) {
        if (have.has(heading.id) || !targeted.has(`${page.relPath}#${heading.id}`)) continue;
        out.push(
          new MissingTranslatedAnchor(`translation lacks heading id "${heading.id}" that "${source.file}" has and links point to`, {
            file: page.file,
            hint: `Add {#${heading.id}} to the translated heading "${heading.text}".`,
          }).toDiagnostic(),
        );
      }
    }
  }
  return out;
}

/** Checks every link on every page of the site. */
export function checkSite(site: Site): Diagnostic[] {
  const base = site.config.baseUrl.replace(/\/$/, '');
  const ctx: Context = {
    site,
    routesByPath: new Map(site.routes.map((r) => [r.path, r])),
    staticPaths: new Set(site.staticFiles.map((f) => `${base}/${f}`)),
    pagesByFile: new Map(Object.entries(site.docs).map(([locale, pages]) => [locale, new Map(Object.values(pages).map((p) => [p.relPath, p]))])),
    pathsByLocale: new Map(),
  };
  for (const r of site.routes) {
    if (r.kind === 'not-found') continue;
    const paths = ctx.pathsByLocale.get(r.locale);
    if (paths) paths.push(r.path);
    else ctx.pathsByLocale.set(r.locale, [r.path]);
  }
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const locales = Object.keys(site.docs).sort((a, b) => Number(b === site.defaultLocale) - Number(a === site.defaultLocale));
  for (const locale of locales) {
    for (const page of Object.values(site.docs[locale]!)) {
      for (const link of page.links) {
        const found = checkLink(ctx, page, link);
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
  return [...out, ...droppedIds(site)];
}
