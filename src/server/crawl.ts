// `check --crawl`: builds the site into a temporary folder, serves it as `serve` would and crawls
// it with linkinator, to catch what the source checks cannot see (links in the chrome, assets,
// fragments as the browser resolves them). In: the site root and options; out: diagnostics.
// Long because building, serving, crawling and cleaning up after an interrupt share one run's temporaries.

import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { LegaldocsError, OutputNotWritable, Problem, shownUrl, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildSite } from '../generator/build/build-site.ts';
import type { PipelineOptions } from '../generator/build/options.ts';
import { failureCode, failureReason } from '../generator/output/errors.ts';
import type { DocLink } from '../generator/markdown/plugins/links.ts';
import { onInterrupt, running } from '../generator/runtime/processes.ts';
import { siteHref } from '../generator/site/links.ts';
import type { DocPage, Site } from '../generator/site/site.ts';
import { decode, normalizeCandidates, withoutTrailingSlash } from '../shared/urls.ts';
import { toolRoot } from '../generator/runtime/tool.ts';
import { defaultConfigPath } from '../config/schema.ts';

/** A link that fails in the built site although the source checks passed. */
class CrawlBrokenLink extends Problem {
  readonly severity = 'error' as const;
}

export interface CrawlOptions extends PipelineOptions {
  /** Also request links to other hosts. */
  external?: boolean;
}

/** A URL as a key: the decoded path with `.html`, `/index.html` and a trailing slash normalised away, and the decoded fragment. */
function urlKey(url: URL): string {
  // The form without '.html' and without a trailing slash, the same for every form of one address.
  const pathname = withoutTrailingSlash(normalizeCandidates(decode(url.pathname)).find((p) => !p.endsWith('.html'))!) || '/';
  return url.hash ? `${pathname}#${decode(url.hash.slice(1))}` : pathname;
}

interface LinkSource {
  page: DocPage;
  link: DocLink;
}

/**
 * The pages of the site by URL key (a document's page, or null for other routes), and the links
 * written in documents by the URL each leads to in the built site, resolved as a browser resolves
 * it against the page's clean URL: a broken URL found by the crawl maps back to the file, line and
 * column that wrote it.
 */
function linkIndex(site: Site, origin: string): { pages: Map<string, DocPage | null>; links: Map<string, LinkSource[]> } {
  const pages = new Map<string, DocPage | null>();
  const links = new Map<string, LinkSource[]>();
  const byRel = new Map(Object.entries(site.docs).map(([locale, docs]) => [locale, new Map(Object.values(docs).map((p) => [p.relPath, p]))]));
  for (const route of site.routes) {
    const page = route.docId ? site.docs[route.locale]?.[route.docId] : undefined;
    pages.set(urlKey(new URL(route.path, origin)), page ?? null);
    if (!page) continue;
    for (const link of page.links) {
      if (link.kind === 'external') continue;
      const target = link.kind === 'markdown' ? byRel.get(route.locale)?.get(link.target!)?.permalink : link.kind === 'route' ? siteHref(site, page, link.href) : link.href;
      if (target === undefined) continue;
      const resolved = new URL(target, new URL(page.linkBase, origin));
      if (link.kind === 'markdown' && link.anchor) resolved.hash = link.anchor;
      const key = urlKey(resolved);
      const list = links.get(key);
      if (list) list.push({ page, link });
      else links.set(key, [{ page, link }]);
    }
  }
  return { pages, links };
}

/** True when the page's body HTML refers to `key` in an href or src (an image, say, which is not a link). */
function bodyRefersTo(page: DocPage, key: string, origin: string): boolean {
  const base = new URL(page.permalink, origin);
  for (const m of page.html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    try {
      if (urlKey(new URL(m[1]!.replace(/&amp;/g, '&'), base)) === key) return true;
    } catch {
      // Not a URL: nothing a browser would load.
    }
  }
  return false;
}

/**
 * Turns linkinator's broken results into diagnostics. A link written in a document is reported at
 * its file, line and column, naming the page; another reference in a document's body (an image) at
 * the document; one in the site chrome (navbar, footer, head) once per URL, at the config, and one
 * in a static HTML file at that file, naming a page that shows it. Pages that are themselves broken
 * are not searched for links, and each URL and source is reported once.
 */
export function crawlDiagnostics(results: readonly LinkResult[], origin: string, site: Site, configFile: string): Diagnostic[] {
  const { pages, links } = linkIndex(site, origin);
  const broken = results.filter((r) => r.state === LinkState.BROKEN);
  const brokenPages = new Set(broken.filter((r) => !new URL(r.url).hash).map((r) => urlKey(new URL(r.url))));
  // By broken URL: the result, and the pages showing it (by key, with the path as requested).
  const groups = new Map<string, { result: LinkResult; url: URL; parents: Map<string, string> }>();
  for (const r of broken) {
    const parent = r.parent ? new URL(r.parent) : undefined;
    if (parent && brokenPages.has(urlKey(parent))) continue;
    const url = new URL(r.url);
    const key = urlKey(url);
    const group = groups.get(key) ?? { result: r, url, parents: new Map<string, string>() };
    if (parent) group.parents.set(urlKey(parent), decode(parent.pathname));
    groups.set(key, group);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [key, { result, url, parents }] of groups) {
    const failure = result.failureDetails?.find((f): f is Error => f instanceof Error);
    const cause = (failure?.cause as { code?: string } | undefined)?.code ?? failure?.message;
    const shown = shownUrl(url.origin === origin ? url.pathname + url.hash : url.href);
    const status = url.hash && result.status === 200 ? 'has no element with that id' : result.status ? `answers ${result.status}` : `cannot be loaded${cause ? ` (${cause})` : ''}`;
    // Each place a document wrote it (an untranslated page repeats a link in every locale, from one file).
    const writing = links.get(key) ?? [];
    const written = new Map<string, LinkSource>();
    for (const w of writing) if (!written.has(`${w.page.file}:${w.link.line}:${w.link.column}`)) written.set(`${w.page.file}:${w.link.line}:${w.link.column}`, w);
    for (const { page, link } of written.values()) {
      diagnostics.push(
        new CrawlBrokenLink(`${link.embed ? 'image' : 'link'} "${shownUrl(link.href)}" on page ${shownUrl(page.permalink)} leads to "${shown}", which ${status} in the built site`, {
          file: page.file,
          line: link.line,
          column: link.column,
          hint: 'Fix or remove the link in this document.',
        }).toDiagnostic(),
      );
    }
    // A missing fragment is reported with the parent of the page it was looked for on, not of the
    // link: when documents wrote the link, that is all there is to say.
    if (url.hash && written.size) continue;
    const writers = new Set(writing.map((w) => urlKey(new URL(w.page.permalink, origin))));
    const others = [...parents].filter(([p]) => !writers.has(p));
    const inBody = new Map<string, DocPage>();
    for (const [p] of others) {
      const page = pages.get(p);
      if (page && bodyRefersTo(page, key, origin)) inBody.set(p, page);
    }
    for (const page of new Map([...inBody.values()].map((p) => [p.file, p])).values()) {
      diagnostics.push(
        new CrawlBrokenLink(`"${shown}" on page ${shownUrl(page.permalink)} ${status} in the built site`, { file: page.file, hint: 'Fix or remove the reference in this document.' }).toDiagnostic(),
      );
    }
    // In path order, not the order the concurrent fetches found them: every run names the same example page.
    const chrome = others.filter(([p]) => !inBody.has(p)).sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (!chrome.length && (written.size || inBody.size)) continue;
    const [firstKey, firstPath] = chrome[0] ?? [];
    const where = chrome.length > 1 ? ` on ${chrome.length} pages, e.g. ${firstPath}` : firstPath ? ` on page ${firstPath}` : '';
    // A page no route makes is a static file (an HTML page under static/).
    const staticFile = firstKey !== undefined && !pages.has(firstKey) ? `static/${firstPath!.slice(site.config.baseUrl.length)}` : undefined;
    diagnostics.push(
      new CrawlBrokenLink(`link to "${shown}"${where} ${status} in the built site`, {
        file: staticFile ?? configFile,
        hint: staticFile ? 'The link is in this static file; fix it there.' : 'The link is in the site chrome (navbar, footer or head in the config); fix it there.',
      }).toDiagnostic(),
    );
  }
  return diagnostics;
}

/**
 * Runs `legaldocs serve` on the folder in a child process: in this process the crawler's page
 * parsing starves the server's event loop and requests time out on large sites.
 */
function serveInChild(options: CrawlOptions, dir: string): { started: Promise<string>; child: ChildProcess } {
  const args = [path.join(toolRoot, 'bin/legaldocs.js'), '--root', options.root, ...(options.config ? ['--config', options.config] : []), 'serve', dir, '--port', '0'];
  // The IPC channel closes when this process ends, however it ends: the server then ends too.
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/[^\s]+/.exec(output)?.[0];
      if (url) resolve(url);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server for the crawl stopped (${code}): ${output.trim()}`)));
  });
  return { started, child };
}

const tempPrefix = 'legaldocs-crawl-';

/** Removes the temporary folders of crawls whose process is gone (killed outright, so it could not). */
function removeAbandoned(): void {
  let names: string[];
  try {
    names = readdirSync(os.tmpdir());
  } catch {
    return;
  }
  for (const name of names) {
    const pid = new RegExp(`^${tempPrefix}(\\d+)-`).exec(name)?.[1];
    if (pid !== undefined && !running(Number(pid))) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

/** Makes the crawl's temporary folder; a system that refuses it (TMPDIR missing or read-only) is an error saying what to do. */
async function crawlFolder(): Promise<string> {
  const parent = os.tmpdir();
  try {
    return await mkdtemp(path.join(parent, `${tempPrefix}${process.pid}-`));
  } catch (error) {
    const code = failureCode(error);
    if (!code) throw error;
    const hint = 'Point TMPDIR at a folder that exists and that this user may write to, or run legaldocs check without --crawl.';
    throw new LegaldocsError([new OutputNotWritable(`cannot make a temporary folder for the crawl in "${parent}": ${failureReason(error, code)} (${code})`, { hint }).toDiagnostic()]);
  }
}

/** Builds into a temporary folder and crawls it; the folder is removed afterwards. */
export async function crawlSite(options: CrawlOptions): Promise<{ diagnostics: Diagnostic[]; built: boolean; pages: number }> {
  removeAbandoned();
  const temp = await crawlFolder();
  let server: ChildProcess | undefined;
  // Interrupted, the crawl stops its server and removes its folder before the process ends.
  const forget = onInterrupt(() => {
    server?.kill();
    rmSync(temp, { recursive: true, force: true, maxRetries: 3, retryDelay: 10 });
  });
  try {
    const outDir = path.join(temp, 'site');
    const result = await buildSite({ ...options, outDir });
    if (!result.written) return { diagnostics: [], built: false, pages: 0 };
    const { config, site } = result;
    // A build into a new folder has no earlier output to keep: it always reads the site.
    if (!site) throw new Error(`legaldocs: the build for the crawl kept an output it never wrote (${outDir})`);
    const serving = serveInChild(options, outDir);
    server = serving.child;
    const url = await serving.started;
    try {
      const checker = new LinkChecker();
      let pages = 0;
      checker.on('pagestart', () => pages++);
      const { links } = await checker.check({
        // Every page, not just what links reach: collapsed sidebar categories carry no links.
        path: [`${url}${config.baseUrl}`, ...site.routes.map((r) => `${url}${r.path}`)],
        recurse: true,
        checkFragments: true,
        // Pages are served at clean URLs from `<path>.html`: relative links resolve against the
        // page's own URL, as in a browser, not against `<path>/` (linkinator's default).
        cleanUrls: true,
        concurrency: 16,
        timeout: 20_000,
        linksToSkip: async (link) => !options.external && !link.startsWith(url),
      });
      return { diagnostics: crawlDiagnostics(links, url, site, options.config ?? defaultConfigPath), built: true, pages };
    } finally {
      server.kill();
    }
  } finally {
    forget();
    await rm(temp, { recursive: true, force: true });
  }
}
