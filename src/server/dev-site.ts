// `dev`'s answers to requests: each page rendered when asked for, from the site state
// (src/generator/dev/), with the live-reload tags; bundle files and static files as the build
// publishes them; the not-found page of the request's locale otherwise.
// In: the pipeline options and two pools; out: a DevSite that answers URLs and takes file changes.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { devPipeline, type DevPipelineOptions } from '../generator/dev/pipeline.ts';
import { openSiteState, sourcePaths, systemScheduler, type SiteState } from '../generator/dev/site-state.ts';
import type { Output } from '../generator/render/outputs.ts';
import { renderPage } from '../generator/render/render.tsx';
import { headersRules } from '../generator/render/security-headers.ts';
import { headersFor, type HeaderRule } from '../generator/render/headers-file.ts';
import type { SiteSources } from '../generator/build/read-sources.ts';
import { fileHeaders } from './content-type.ts';
import { devTags } from './dev-client.ts';
import { folderRedirect, localeOf, requestPath } from './request-path.ts';
import { sha256 } from '../generator/runtime/sha256.ts';

export interface DevResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
  /** For pages: a hash of the HTML, so a browser can be told when its page changed. */
  version?: string;
}

/** What dev's server asks of its site: the state's own operations (site-state.ts), plus answers to requests. */
export interface DevSite extends Pick<SiteState, 'update' | 'rebuildAssets' | 'problems' | 'diagnostics' | 'firstPage' | 'complete'> {
  /** Answers a request URL as the built site would, plus the live-reload tags on pages. */
  respond(url: string): Promise<DevResponse>;
  baseUrl(): string;
  localePrefixes(): string[];
  /** The folders and files the site is made from, relative to the root: what to watch. */
  sourcePaths(): string[];
  /** The headers of the current config and static/_headers for a request path, sent as `serve` sends the build's. */
  headers(pathname: string): Record<string, string>;
}

const plain = (status: number, body: string, headers: Record<string, string> = {}): DevResponse => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', ...headers },
  body,
});

/** The header rules of a state's sources (a new object when the config or static/ is read again), made once for each. */
const rulesOf = new WeakMap<SiteSources, HeaderRule[]>();
function headersOf(sources: SiteSources): HeaderRule[] {
  let rules = rulesOf.get(sources);
  if (!rules) rulesOf.set(sources, (rules = headersRules(sources.config, sources.content.hostFiles.headers).rules));
  return rules;
}

/** Loads the site far enough to serve it and starts parsing the rest in the background. */
export async function openDevSite(options: DevPipelineOptions): Promise<DevSite> {
  const staticDir = path.join(options.root, 'static');
  const { now } = options;
  const state = await openSiteState(devPipeline(options), now ? { ...systemScheduler, now: () => now } : systemScheduler);

  function render(page: Extract<Output, { type: 'page' }>, status: number): DevResponse {
    const html = renderPage(page.input(), state.current().built.assets);
    const version = sha256(html).slice(0, 16);
    return { status, headers: fileHeaders('page.html'), body: html.replace('</head>', `${devTags(version)}\n</head>`), version };
  }

  async function answer(output: Output | undefined, rel: string, status: number): Promise<DevResponse | undefined> {
    if (output?.type === 'page') return render(output, status);
    if (output?.type === 'file') return { status, headers: fileHeaders(rel), body: output.content() };
    // Only the static files the build would publish (links out of static/ are not among them).
    if (!state.current().staticFiles.has(rel)) return undefined;
    const body = await readFile(path.join(staticDir, rel)).catch(() => undefined);
    return body ? { status, headers: fileHeaders(rel, { immutable: false }), body } : undefined;
  }

  const baseUrl = () => state.current().sources.config.baseUrl;
  const localePrefixes = () => state.current().site.locales.filter((l) => !l.isDefault).map((l) => l.code);
  const outputs = () => state.current().outputs();

  async function respondTo(url: string): Promise<DevResponse> {
    const request = requestPath(url, baseUrl());
    if ('status' in request) return plain(request.status, 'Bad Request');
    await state.prepare(request.files);
    for (const rel of request.files) {
      const moved = folderRedirect(url, rel);
      if (moved && (outputs().has(rel) || state.current().staticFiles.has(rel))) return plain(301, `Moved to ${moved}`, { location: moved });
      const found = await answer(outputs().get(rel), rel, 200);
      if (found) return found;
    }
    const locale = localeOf(request.pathname, baseUrl(), localePrefixes());
    const notFound = locale ? `${locale}/404.html` : '404.html';
    return (await answer(outputs().get(notFound) ?? outputs().get('404.html'), notFound, 404)) ?? plain(404, 'Not Found');
  }

  return {
    firstPage: state.firstPage,
    complete: state.complete,
    baseUrl,
    localePrefixes,
    sourcePaths: () => sourcePaths(state.current().sources),
    headers: (pathname) => headersFor(headersOf(state.current().sources), pathname),
    respond: (url) => state.serving(() => respondTo(url)),
    update: (changed) => state.update(changed),
    rebuildAssets: () => state.rebuildAssets(),
    problems: () => state.problems(),
    diagnostics: () => state.diagnostics(),
  };
}
