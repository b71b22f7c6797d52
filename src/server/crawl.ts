// `check --crawl`: builds the site into a temporary folder, serves it as `serve` would and crawls
// it with linkinator, to catch what the source checks cannot see (links in the chrome, assets,
// fragments as the browser resolves them). In: the site root and options; out: diagnostics.

import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { Problem, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildSiteToDisk, type PipelineOptions } from '../generator/build.ts';
import type { Site } from '../generator/site.ts';
import { onInterrupt, running } from '../generator/processes.ts';
import { toolRoot } from '../generator/tool.ts';

/** A link that fails in the built site although the source checks passed. */
class CrawlBrokenLink extends Problem {
  readonly severity = 'error' as const;
}

export interface CrawlOptions extends PipelineOptions {
  /** Also request links to other hosts. */
  external?: boolean;
}

/** The source file behind a page of the built site, so a diagnostic points at what to edit. */
function sourceOf(site: Site, pagePath: string): string | undefined {
  const route = site.routes.find((r) => r.path === pagePath || `${r.path}/` === pagePath || r.path === `${pagePath}/`);
  return route?.docId ? site.docs[route.locale]?.[route.docId]?.file : undefined;
}

/**
 * Turns linkinator's broken results into diagnostics: one per broken URL and document, or one per
 * URL when it is broken on pages no document owns (the chrome, so the config). Pages that are
 * themselves broken, and the crawler's `/x` vs `/x/` twins, are counted once.
 */
export function crawlDiagnostics(results: readonly LinkResult[], origin: string, site: Site, configFile: string): Diagnostic[] {
  const local = (url: string) => {
    const p = url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
    return p.length > 1 ? p.replace(/\/(?=$|#)/, '') : p;
  };
  const broken = results.filter((r) => r.state === LinkState.BROKEN);
  const brokenPages = new Set(broken.map((r) => local(r.url)));
  const groups = new Map<string, { result: LinkResult; pages: Set<string> }>();
  for (const r of broken) {
    const page = r.parent ? local(r.parent) : undefined;
    if (page && brokenPages.has(page)) continue;
    const url = local(r.url);
    const group = groups.get(url) ?? { result: r, pages: new Set<string>() };
    if (page) group.pages.add(page);
    groups.set(url, group);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [url, { result, pages }] of groups) {
    const failure = result.failureDetails?.find((f): f is Error => f instanceof Error);
    const cause = (failure?.cause as { code?: string } | undefined)?.code ?? failure?.message;
    const status = result.status ? `answers ${result.status}` : `cannot be loaded${cause ? ` (${cause})` : ''}`;
    const files = new Map([...pages].map((page) => [page, sourceOf(site, page.split('#')[0]!)]));
    if ([...files.values()].some((f) => f === undefined) || !files.size) {
      const first = [...pages][0];
      const where = pages.size > 1 ? ` on ${pages.size} pages, e.g. ${first}` : first ? ` on page ${first}` : '';
      diagnostics.push(
        new CrawlBrokenLink(`link to "${url}"${where} ${status} in the built site`, {
          file: configFile,
          hint: 'The link is in the site chrome (navbar, footer or head in the config) or a static file; fix it there.',
        }).toDiagnostic(),
      );
      continue;
    }
    const byFile = new Map<string, string>();
    for (const [page, file] of files) if (!byFile.has(file!)) byFile.set(file!, page);
    for (const [file, page] of byFile) {
      diagnostics.push(new CrawlBrokenLink(`link to "${url}" on page ${page} ${status} in the built site`, { file, hint: 'Fix or remove the link in this document.' }).toDiagnostic());
    }
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

/** Builds into a temporary folder and crawls it; the folder is removed afterwards. */
export async function crawlSite(options: CrawlOptions): Promise<{ diagnostics: Diagnostic[]; built: boolean; pages: number }> {
  removeAbandoned();
  const temp = await mkdtemp(path.join(os.tmpdir(), `${tempPrefix}${process.pid}-`));
  let server: ChildProcess | undefined;
  // Interrupted, the crawl stops its server and removes its folder before the process ends.
  const forget = onInterrupt(() => {
    server?.kill();
    rmSync(temp, { recursive: true, force: true, maxRetries: 3, retryDelay: 10 });
  });
  try {
    const outDir = path.join(temp, 'site');
    const result = await buildSiteToDisk({ ...options, outDir });
    if (!result.written) return { diagnostics: [], built: false, pages: 0 };
    const { config, site } = result;
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
        concurrency: 16,
        timeout: 20_000,
        linksToSkip: async (link) => !options.external && !link.startsWith(url),
      });
      return { diagnostics: crawlDiagnostics(links, url, site, options.config ?? 'config/legal-docs.config.ts'), built: true, pages };
    } finally {
      server.kill();
    }
  } finally {
    forget();
    await rm(temp, { recursive: true, force: true });
  }
}
