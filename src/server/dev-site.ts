// The site as `dev` holds it in memory: routes and sidebars from a quick scan of every document,
// each document parsed when first asked for (and all of them in the background), pages rendered
// per request from the outputs plan. In: the site root, config and locales; out: a DevSite that
// answers URLs and takes file changes.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, LegaldocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildAssets, type BuiltAssets } from '../generator/assets.ts';
import { assembleSite, markdownInputs, parseAll, readConfig, readSources, type PipelineOptions, type SiteSources } from '../generator/build.ts';
import { decodeText, readContent, type Content } from '../generator/content.ts';
import type { Doc, MarkdownInput } from '../generator/markdown.ts';
import { planOutputs, type Output } from '../generator/outputs.ts';
import type { Pool } from '../generator/pool.ts';
import { renderPage } from '../generator/render.tsx';
import { securityHeaders } from '../generator/security-headers.ts';
import type { Site } from '../generator/site.ts';
import { fileHeaders } from './content-type.ts';
import { devTags } from './dev-client.ts';
import { scanDoc } from './doc-scan.ts';
import { localeOf, requestPath } from './request-path.ts';
import { fileInside } from './static.ts';

export interface DevResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
  /** For pages: a hash of the HTML, so a browser can be told when its page changed. */
  version?: string;
}

export interface DevSite {
  /** Answers a request URL as the built site would, plus the live-reload tags on pages. */
  respond(url: string): Promise<DevResponse>;
  /** Takes changed files (relative to the root, posix); a config change reloads everything. */
  update(changed: readonly string[]): Promise<void>;
  /** Bundles the client again (the tool's browser code changed). */
  rebuildAssets(): Promise<void>;
  /** The errors to show in the overlay: the config's, or the site's once known. */
  errors(): Diagnostic[];
  /** Every diagnostic, once all documents are parsed; undefined before. */
  diagnostics(): Diagnostic[] | undefined;
  /** Resolves when every document has been parsed and checked. */
  complete: Promise<void>;
  baseUrl(): string;
  localePrefixes(): string[];
  /** The security headers of the current config, sent with every response as `serve` does. */
  headers(): Record<string, string>;
}

interface State {
  sources: SiteSources;
  built: BuiltAssets;
  site: Site;
  outputs: Map<string, Output>;
  /** Computed when first asked for (after the reloads went out); undefined until all is parsed. */
  diagnostics?: () => Diagnostic[];
}

const plain = (status: number, body: string): DevResponse => ({ status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }, body });

/**
 * The content with the given documents read again: the common case of saving a document that
 * exists, which needs no new listing of every folder. A file that cannot be read any more (deleted
 * meanwhile, or no longer text) falls back to reading everything.
 */
async function rereadDocs(root: string, content: Content, files: readonly string[]): Promise<Content | undefined> {
  const texts = new Map<string, { text: string; mtime: number }>();
  for (const file of files) {
    try {
      const absolute = path.join(root, file);
      const [bytes, info] = await Promise.all([readFile(absolute), stat(absolute)]);
      const text = decodeText(bytes, file);
      if (typeof text !== 'string') return undefined;
      texts.set(file, { text, mtime: Math.floor(info.mtimeMs / 1000) });
    } catch {
      return undefined;
    }
  }
  return { ...content, sources: content.sources.map((s) => (texts.has(s.file) ? { ...s, ...texts.get(s.file)! } : s)) };
}

/** Loads the site far enough to serve it and starts parsing the rest in the background. */
export async function openDevSite(options: PipelineOptions & { pool: Pool }): Promise<DevSite> {
  const { root, pool } = options;
  const staticDir = path.join(root, 'static');
  const now = new Date();
  // Full parses by file, kept while the file's text is unchanged.
  const parsed = new Map<string, { text: string; doc: Doc }>();
  let configErrors: Diagnostic[] = [];

  // The client bundle (esbuild, its own process) builds while the content is read.
  const loaded = await readConfig(options);
  const [sources, built] = await Promise.all([readSources(options, loaded), buildAssets(loaded.config.baseUrl)]);
  let state: State = assemble(sources, built);
  let backgroundDone = false;

  function docOf(input: MarkdownInput): Doc {
    const known = parsed.get(input.file);
    return known && known.text === input.text ? known.doc : scanDoc(input);
  }

  function assemble(sources: SiteSources, built: BuiltAssets): State {
    const inputs = markdownInputs(sources.content.sources);
    const byFile = new Map(inputs.map((input) => [input.file, docOf(input)]));
    const { site, diagnostics } = assembleSite(sources, byFile);
    const complete = inputs.every((input) => parsed.get(input.file)?.text === input.text);
    let memo: Diagnostic[] | undefined;
    return { sources, built, site, outputs: planOutputs(site, built, now), ...(complete ? { diagnostics: () => (memo ??= diagnostics()) } : {}) };
  }

  /** Parses the inputs not parsed yet (cache first); true when any was. */
  async function parse(inputs: readonly MarkdownInput[]): Promise<boolean> {
    const todo = inputs.filter((input) => parsed.get(input.file)?.text !== input.text);
    if (!todo.length) return false;
    const before = todo.map((input) => parsed.get(input.file));
    const docs = await parseAll(root, todo, pool, options.noCache ?? false);
    // An edit may have parsed a newer text meanwhile; never replace it with this older one.
    todo.forEach((input, i) => parsed.get(input.file) === before[i] && parsed.set(input.file, { text: input.text, doc: docs[i]! }));
    return true;
  }

  async function reread(content: Content, files: readonly string[]): Promise<Content> {
    const { config, wanted } = state.sources;
    return (await rereadDocs(root, content, files)) ?? readContent(root, Object.keys(config.i18n.locales), config.i18n.defaultLocale, wanted);
  }

  async function parseAndAssemble(inputs: readonly MarkdownInput[]) {
    if (await parse(inputs)) state = assemble(state.sources, state.built);
  }

  // The background parse waits for the first page (or a second of quiet), so that page does not
  // queue behind a whole site's worth of parsing.
  let startBackground: () => void = () => undefined;
  const firstPage = new Promise<void>((resolve) => (startBackground = resolve));
  setTimeout(startBackground, 1000).unref();
  const complete = firstPage
    .then(() => parseAndAssemble(markdownInputs(state.sources.content.sources)))
    .then(() => void (backgroundDone = true));

  async function render(output: Extract<Output, { type: 'page' }>, status: number): Promise<DevResponse> {
    let page = output;
    const { route } = page;
    if (route.kind === 'doc') {
      const file = state.site.docs[route.locale]?.[route.docId!]?.file;
      const input = markdownInputs(state.sources.content.sources).find((i) => i.file === file);
      if (input && parsed.get(input.file)?.text !== input.text) {
        await parseAndAssemble([input]);
        const again = state.outputs.get(route.file);
        if (again?.type === 'page') page = again;
      }
    }
    const html = renderPage(page.head(), state.built.assets);
    const version = createHash('sha256').update(html).digest('hex').slice(0, 16);
    return { status, headers: fileHeaders('page.html'), body: html.replace('</head>', `${devTags(version)}\n</head>`), version };
  }

  async function answer(output: Output | undefined, rel: string, status: number): Promise<DevResponse | undefined> {
    if (output?.type === 'page') return render(output, status);
    if (output?.type === 'file') return { status, headers: fileHeaders(rel), body: output.content() };
    const file = await fileInside(staticDir, rel).catch(() => undefined);
    return file ? { status, headers: fileHeaders(rel, { immutable: false }), body: await readFile(file) } : undefined;
  }

  const baseUrl = () => state.sources.config.baseUrl;
  const localePrefixes = () => state.site.locales.filter((l) => !l.isDefault).map((l) => l.code);

  async function respondTo(url: string): Promise<DevResponse> {
    const request = requestPath(url, baseUrl());
    if ('status' in request) return plain(request.status, 'Bad Request');
    for (const rel of request.files) {
      const found = await answer(state.outputs.get(rel), rel, 200);
      if (found) return found;
    }
    const locale = localeOf(request.pathname, baseUrl(), localePrefixes());
    const notFound = locale ? `${locale}/404.html` : '404.html';
    return (await answer(state.outputs.get(notFound) ?? state.outputs.get('404.html'), notFound, 404)) ?? plain(404, 'Not Found');
  }

  return {
    complete,
    baseUrl,
    localePrefixes,
    headers: () => securityHeaders(state.sources.config),
    async respond(url) {
      try {
        return await respondTo(url);
      } finally {
        startBackground();
      }
    },
    async update(changed) {
      const config = changed.some((f) => f.startsWith('config/'));
      let sources = state.sources;
      if (config) {
        try {
          sources = await readSources(options);
          configErrors = [];
        } catch (error) {
          if (!(error instanceof LegaldocsError)) throw error;
          configErrors = error.diagnostics;
          return;
        }
      } else if (changed.every((f) => sources.content.sources.some((s) => s.file === f))) {
        sources = { ...sources, content: await reread(sources.content, changed) };
      } else if (changed.some((f) => f.startsWith('content/') || f.startsWith('static/'))) {
        const { config } = sources;
        const content = await readContent(root, Object.keys(config.i18n.locales), config.i18n.defaultLocale, sources.wanted);
        sources = { ...sources, content };
      }
      const built = sources.config.baseUrl === state.sources.config.baseUrl ? state.built : await buildAssets(sources.config.baseUrl);
      const inputs = markdownInputs(sources.content.sources);
      // Until the background parse is done, an edit parses only what was parsed before.
      await parse(config || backgroundDone ? inputs : inputs.filter((input) => parsed.has(input.file)));
      state = assemble(sources, built);
    },
    async rebuildAssets() {
      state = assemble(state.sources, await buildAssets(baseUrl()));
    },
    errors() {
      if (configErrors.length) return configErrors;
      const all = state.diagnostics?.() ?? [...parsed.values()].flatMap((p) => p.doc.diagnostics);
      return hasErrors(all) ? all.filter((d) => d.severity === 'error') : [];
    },
    diagnostics: () => state.diagnostics?.(),
  };
}
