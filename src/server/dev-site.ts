// The site as `dev` holds it in memory: routes and sidebars from a quick scan of every document
// (the default locale's first, the other locales' after the first page), each document parsed
// when first asked for (and all of them in the background, in small batches
// that wait while pages are being answered), pages rendered per request from the outputs plan.
// In: the site root, config, locales and two pools; out: a DevSite that answers URLs and takes
// file changes.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load.ts';
import { hasErrors, LegaldocsError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { buildAssets, type BuiltAssets } from '../generator/render/assets.ts';
import { buildLocalesOf, cacheFolder, type PipelineOptions } from '../generator/build/options.ts';
import { markdownInputs, parseAll } from '../generator/build/parse-all.ts';
import { readConfig, readSources, type SiteSources } from '../generator/build/read-sources.ts';
import { siteFromSourcesAndDocs } from '../generator/build/site-from-sources.ts';
import { decodeText, readContent, type Content } from '../generator/content/read.ts';
import { siteLayout, uiStringsPattern } from '../generator/content/layout.ts';
import type { Doc, MarkdownInput } from '../generator/markdown/parse.ts';
import type { Output } from '../generator/render/outputs.ts';
import { planOutputs } from '../generator/render/plan.ts';
import type { Pool } from '../generator/build/pool.ts';
import { renderPage } from '../generator/render/render.tsx';
import { securityHeaders } from '../generator/render/security-headers.ts';
import type { Route, Site } from '../generator/site/site.ts';
import { fileHeaders } from './content-type.ts';
import { devTags } from './dev-client.ts';
import { scanDoc } from './doc-scan.ts';
import { localeOf, requestPath } from './request-path.ts';

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
  /** Resolves once the first page is answered, or after a second without one: background work starts then. */
  firstPage: Promise<void>;
  /** Resolves when every document has been parsed and checked. */
  complete: Promise<void>;
  baseUrl(): string;
  localePrefixes(): string[];
  /** The folders and files the site is made from, relative to the root: what to watch. */
  sourcePaths(): string[];
  /** The security headers of the current config, sent with every response as `serve` does. */
  headers(): Record<string, string>;
}

interface State {
  sources: SiteSources;
  built: BuiltAssets;
  /** The markdown inputs of the sources, by file. */
  inputs: Map<string, MarkdownInput>;
  /** The documents the site was assembled from (parsed or scanned), by file. */
  docs: Map<string, Doc>;
  site: Site;
  /** Page routes by output file. */
  routes: Map<string, Route>;
  /** The files of static/ that are published, relative to it. */
  staticFiles: Set<string>;
  /** The outputs plan, made when first asked for: a site assembled for a page's parse is replaced before it serves anything. */
  outputs: () => Map<string, Output>;
  /** Computed when first asked for (after the reloads went out); undefined until all is parsed. */
  diagnostics?: () => Diagnostic[];
}

/** The files read with the config: the config, the sidebars file, each locale's UI strings. */
function settingFiles({ config, configFile, sidebars }: SiteSources): Set<string> {
  const ui = Object.keys(config.i18n.locales).map((l) => uiStringsPattern(config).replace('{locale}', l));
  return new Set([configFile, sidebars.file, ...ui]);
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

/**
 * The sources with only the default locale's documents read, every other published locale showing
 * them as untranslated: routes are the same in every locale, so a default-locale page renders from
 * these exactly as from the whole site, after a fraction of the reading.
 */
async function defaultLocaleOnly(options: PipelineOptions, loaded: LoadedConfig): Promise<SiteSources> {
  const { defaultLocale } = loaded.config.i18n;
  const sources = await readSources({ ...options, buildLocales: [defaultLocale] }, loaded);
  const buildLocales = buildLocalesOf(loaded.config, options.buildLocales);
  const originals = sources.content.sources;
  const standIns = buildLocales.filter((l) => l !== defaultLocale).flatMap((locale) => originals.map((s) => ({ ...s, locale, fallback: true })));
  return { ...sources, buildLocales, content: { ...sources.content, sources: [...originals, ...standIns] } };
}

/** Documents per background batch: a few hundred milliseconds of work for each of two workers. */
const batchSize = 16;
/** Documents parsed on this thread once the background is done, to warm its code up for edits. */
const warmUps = 4;

export interface DevSiteOptions extends PipelineOptions {
  /** Parses what a request or an edit needs (one document stays on this thread). */
  pool: Pool;
  /** Parses the background batches, always on worker threads, so this thread stays free for requests; and the first pages. */
  background: Pool;
}

/** Loads the site far enough to serve it and starts parsing the rest in the background. */
export async function openDevSite(options: DevSiteOptions): Promise<DevSite> {
  const { root, pool } = options;
  const staticDir = path.join(root, 'static');
  const now = new Date();
  // Full parses and quick scans by file, each kept while the file's text is unchanged.
  const parsed = new Map<string, { text: string; doc: Doc }>();
  const scanned = new Map<string, { text: string; doc: Doc }>();
  let configErrors: Diagnostic[] = [];

  const loaded = await readConfig(options);
  // The caches `build` keeps too; the folder may be set in the config, which an edit may change.
  let siteConfig = loaded.config;
  const cacheDir = () => (options.noCache ? undefined : cacheFolder(options, siteConfig));
  // The client bundle comes from the cache (checked against its sources), or esbuild (its own
  // process) makes it while the content is read.
  const bundle = (baseUrl: string) => buildAssets(baseUrl, cacheDir());
  const { defaultLocale } = loaded.config.i18n;
  // The server listens once the default locale is read; the other locales are read after the
  // first page, and until then only default-locale pages and the bundle are answered at once.
  const [sources, built] = await Promise.all([defaultLocaleOnly(options, loaded), bundle(loaded.config.baseUrl)]);
  let state: State = assemble(sources, built);
  let backgroundDone = false;
  let wholeSite: Promise<void> | undefined = sources.buildLocales.length > 1 ? undefined : Promise.resolve();
  /** Every document of the published locales, read again. */
  const readAllContent = ({ config, buildLocales }: SiteSources) =>
    readContent(root, siteLayout(config), Object.keys(config.i18n.locales), config.i18n.defaultLocale, buildLocales, config.layout === 'docusaurus', config.allowSymlinksTo);
  const readAll = () =>
    (wholeSite ??= (async () => {
      state = assemble({ ...state.sources, content: await readAllContent(state.sources) }, state.built);
    })());

  function isParsed(input: MarkdownInput): boolean {
    return parsed.get(input.file)?.text === input.text;
  }

  function docOf(input: MarkdownInput): Doc {
    if (isParsed(input)) return parsed.get(input.file)!.doc;
    const known = scanned.get(input.file);
    if (known?.text === input.text) return known.doc;
    const doc = scanDoc(input);
    scanned.set(input.file, { text: input.text, doc });
    return doc;
  }

  function assemble(sources: SiteSources, built: BuiltAssets): State {
    const inputs = new Map(markdownInputs(sources.content.sources).map((input) => [input.file, input]));
    const docs = new Map([...inputs.values()].map((input) => [input.file, docOf(input)]));
    const { site, diagnostics } = siteFromSourcesAndDocs(sources, docs);
    const complete = [...inputs.values()].every(isParsed);
    // Scans of documents now parsed, or gone, are not needed again; nor parses of documents gone
    // (a large document's parse holds several times its size).
    for (const file of scanned.keys()) if (!inputs.has(file) || isParsed(inputs.get(file)!)) scanned.delete(file);
    for (const file of parsed.keys()) if (!inputs.has(file)) parsed.delete(file);
    let memo: Diagnostic[] | undefined;
    let planned: Map<string, Output> | undefined;
    return {
      sources,
      built,
      inputs,
      docs,
      site,
      routes: new Map(site.routes.map((route) => [route.file, route])),
      staticFiles: new Set(sources.content.staticFiles),
      outputs: () => (planned ??= planOutputs(site, built, now)),
      ...(complete ? { diagnostics: () => (memo ??= diagnostics()) } : {}),
    };
  }

  /** Parses the inputs not parsed yet (cache first); true when any was. */
  async function parse(inputs: readonly MarkdownInput[], by: Pool = pool): Promise<boolean> {
    const todo = inputs.filter((input) => !isParsed(input));
    if (!todo.length) return false;
    const before = todo.map((input) => parsed.get(input.file));
    const docs = await parseAll(cacheDir(), todo, by);
    // An edit may have parsed a newer text meanwhile; never replace it with this older one.
    todo.forEach((input, i) => parsed.get(input.file) === before[i] && parsed.set(input.file, { text: input.text, doc: docs[i]! }));
    return true;
  }

  async function reread(content: Content, files: readonly string[]): Promise<Content> {
    return (await rereadDocs(root, content, files)) ?? readAllContent(state.sources);
  }

  // Requests being answered; the background parse waits for `quiet` between batches.
  let answering = 0;
  let quiet = Promise.resolve();
  let settle: () => void = () => undefined;

  // The background parse starts after the first page (or a second of quiet), so that page does not
  // share the cores with it. It goes in small batches on the workers: a page asked for meanwhile
  // is parsed on this thread at once, and each batch's cache reads and writes are short.
  let startBackground: () => void = () => undefined;
  const firstPage = new Promise<void>((resolve) => (startBackground = resolve));
  setTimeout(startBackground, 1000).unref();
  let backgroundStarted = false;
  const complete = firstPage.then(async () => {
    backgroundStarted = true;
    await quiet;
    await readAll();
    for (;;) {
      await quiet;
      const batch = [...state.inputs.values()].filter((input) => !isParsed(input)).slice(0, batchSize);
      if (!batch.length) break;
      await parse(batch, options.background);
    }
    state = assemble(state.sources, state.built);
    // Edits are parsed on this thread, where the markdown pipeline's code, until it has run a few
    // times, parses a document several times slower: a few are parsed here now (results dropped),
    // so the first edits are as quick as the later ones.
    for (const input of [...state.inputs.values()].slice(0, warmUps)) {
      await quiet;
      await pool.run('parse', null, [input], () => 0);
    }
    backgroundDone = true;
  });

  /** The documents a page shows: its own, or on a changes page the two versions it compares. */
  function shownDocs(route: Route | undefined): string[] {
    if (route?.kind === 'doc') return [route.docId!];
    return route?.compare ? [route.compare.from, route.compare.to] : [];
  }

  /** Makes sure the site shows the parsed documents of the page at `rel`, parsing them if needed. */
  async function withDocument(rel: string): Promise<void> {
    const route = state.routes.get(rel);
    // A changes page may compare the default locale's texts, when a translation is missing.
    const locales = route?.kind === 'changes' ? [route.locale, defaultLocale] : route ? [route.locale] : [];
    const files = new Set(locales.flatMap((locale) => shownDocs(route).map((id) => state.site.docs[locale]?.[id]?.file)));
    const inputs = [...files].flatMap((file) => (file === undefined ? [] : (state.inputs.get(file) ?? [])));
    if (!inputs.length) return;
    // Until the background parse starts, its workers are idle and already hold the markdown
    // pipeline, which this thread has not loaded yet.
    const fresh = await parse(inputs, backgroundStarted ? pool : options.background);
    // Parsed just now, or by the background since the site was last assembled.
    if (fresh || inputs.some((input) => state.docs.get(input.file) !== parsed.get(input.file)?.doc)) state = assemble(state.sources, state.built);
  }

  function render(page: Extract<Output, { type: 'page' }>, status: number): DevResponse {
    const html = renderPage(page.input(), state.built.assets);
    const version = createHash('sha256').update(html).digest('hex').slice(0, 16);
    return { status, headers: fileHeaders('page.html'), body: html.replace('</head>', `${devTags(version)}\n</head>`), version };
  }

  async function answer(output: Output | undefined, rel: string, status: number): Promise<DevResponse | undefined> {
    if (output?.type === 'page') return render(output, status);
    if (output?.type === 'file') return { status, headers: fileHeaders(rel), body: output.content() };
    // Only the static files the build would publish (links out of static/ are not among them).
    if (!state.staticFiles.has(rel)) return undefined;
    const body = await readFile(path.join(staticDir, rel)).catch(() => undefined);
    return body ? { status, headers: fileHeaders(rel, { immutable: false }), body } : undefined;
  }

  const baseUrl = () => state.sources.config.baseUrl;
  const localePrefixes = () => state.site.locales.filter((l) => !l.isDefault).map((l) => l.code);

  async function respondTo(url: string): Promise<DevResponse> {
    const request = requestPath(url, baseUrl());
    if ('status' in request) return plain(request.status, 'Bad Request');
    // The page's document is parsed before the outputs are planned, so they are planned once.
    const page = request.files.find((rel) => state.routes.has(rel));
    const readyNow = page ? state.routes.get(page)!.locale === defaultLocale : request.files.some((rel) => state.built.files.has(rel));
    if (!readyNow) await readAll();
    if (page) await withDocument(page);
    for (const rel of request.files) {
      const found = await answer(state.outputs().get(rel), rel, 200);
      if (found) return found;
    }
    const locale = localeOf(request.pathname, baseUrl(), localePrefixes());
    const notFound = locale ? `${locale}/404.html` : '404.html';
    return (await answer(state.outputs().get(notFound) ?? state.outputs().get('404.html'), notFound, 404)) ?? plain(404, 'Not Found');
  }

  return {
    firstPage,
    complete,
    baseUrl,
    localePrefixes,
    sourcePaths: () => {
      const { config, configFile } = state.sources;
      return [...new Set([...siteLayout(config).contentFolders, 'static', path.posix.dirname(configFile), ...settingFiles(state.sources)])];
    },
    headers: () => securityHeaders(state.sources.config),
    async respond(url) {
      if (answering++ === 0) quiet = new Promise((resolve) => (settle = resolve));
      try {
        return await respondTo(url);
      } finally {
        if (--answering === 0) settle();
        startBackground();
      }
    },
    async update(changed) {
      await readAll();
      // The config, the sidebars file and the UI strings files are read with the config.
      const settings = settingFiles(state.sources);
      const config = changed.some((f) => f.startsWith('config/') || settings.has(f));
      const folders = [...siteLayout(state.sources.config).contentFolders, 'static'];
      let sources = state.sources;
      if (config) {
        try {
          sources = await readSources(options);
          siteConfig = sources.config;
          configErrors = [];
        } catch (error) {
          if (!(error instanceof LegaldocsError)) throw error;
          configErrors = error.diagnostics;
          return;
        }
      } else if (changed.every((f) => sources.content.sources.some((s) => s.file === f))) {
        sources = { ...sources, content: await reread(sources.content, changed) };
      } else if (changed.some((f) => folders.some((folder) => f.startsWith(`${folder}/`)))) {
        sources = { ...sources, content: await readAllContent(sources) };
      }
      const built = sources.config.baseUrl === state.sources.config.baseUrl ? state.built : await bundle(sources.config.baseUrl);
      const inputs = markdownInputs(sources.content.sources);
      // Until the background parse is done, an edit parses only what was parsed before.
      await parse(config || backgroundDone ? inputs : inputs.filter((input) => parsed.has(input.file)));
      state = assemble(sources, built);
    },
    async rebuildAssets() {
      state = assemble(state.sources, await bundle(baseUrl()));
    },
    errors() {
      if (configErrors.length) return configErrors;
      const all = state.diagnostics?.() ?? [...parsed.values()].flatMap((p) => p.doc.diagnostics);
      return hasErrors(all) ? all.filter((d) => d.severity === 'error') : [];
    },
    diagnostics: () => state.diagnostics?.(),
  };
}
