// `check --crawl`: builds the site into a temporary folder, serves it as `serve` would and crawls
// it with linkinator, to catch what the source checks cannot see (links in the chrome, assets,
// fragments as the browser resolves them). In: the site root and options; out: diagnostics.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { Problem, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildSiteToDisk, type PipelineOptions } from '../generator/build.ts';
import type { Site } from '../generator/site.ts';
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

/** Turns linkinator's broken results into diagnostics, one per link and page. */
export function crawlDiagnostics(results: readonly LinkResult[], origin: string, site: Site): Diagnostic[] {
  const local = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) || '/' : url);
  return results
    .filter((r) => r.state === LinkState.BROKEN)
    .map((r) => {
      const page = r.parent ? local(r.parent) : undefined;
      const file = page ? sourceOf(site, page.split('#')[0]!) : undefined;
      const failure = r.failureDetails?.find((f): f is Error => f instanceof Error);
      const cause = (failure?.cause as { code?: string } | undefined)?.code ?? failure?.message;
      const status = r.status ? `answers ${r.status}` : `cannot be loaded${cause ? ` (${cause})` : ''}`;
      return new CrawlBrokenLink(`link to "${local(r.url)}"${page ? ` on page ${page}` : ''} ${status} in the built site`, {
        file,
        hint: file ? 'Fix or remove the link in this document.' : 'The link comes from the site chrome (config: navbar, footer, head) or a static file; fix it there.',
      }).toDiagnostic();
    });
}

/**
 * Runs `legaldocs serve` on the folder in a child process: in this process the crawler's page
 * parsing starves the server's event loop and requests time out on large sites.
 */
function serveInChild(options: CrawlOptions, dir: string): Promise<{ url: string; child: ChildProcess }> {
  const args = [path.join(toolRoot, 'bin/legaldocs.js'), '--root', options.root, ...(options.config ? ['--config', options.config] : []), 'serve', dir, '--port', '0'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/[^\s]+/.exec(output)?.[0];
      if (url) resolve({ url, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server for the crawl stopped (${code}): ${output.trim()}`)));
  });
}

/** Builds into a temporary folder and crawls it; the folder is removed afterwards. */
export async function crawlSite(options: CrawlOptions): Promise<{ diagnostics: Diagnostic[]; built: boolean; pages: number }> {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-crawl-'));
  try {
    const outDir = path.join(temp, 'site');
    const result = await buildSiteToDisk({ ...options, outDir });
    if (!result.written) return { diagnostics: [], built: false, pages: 0 };
    const { config, site } = result;
    const server = await serveInChild(options, outDir);
    const { url } = server;
    try {
      const checker = new LinkChecker();
      let pages = 0;
      checker.on('pagestart', () => pages++);
      const { links } = await checker.check({
        path: `${url}${config.baseUrl}`,
        recurse: true,
        checkFragments: true,
        concurrency: 16,
        timeout: 20_000,
        linksToSkip: async (link) => !options.external && !link.startsWith(url),
      });
      return { diagnostics: crawlDiagnostics(links, url, site), built: true, pages };
    } finally {
      server.child.kill();
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
