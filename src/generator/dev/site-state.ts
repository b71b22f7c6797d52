// The site as `dev` holds it in memory: routes and sidebars from a quick scan of every document
// (the default locale's first, the other locales' after the first page), each document parsed when
// first asked for, and all of them in the background, in small batches that wait while pages are
// being answered; an edit reads and parses again only what it changed.
// In: the pipeline's steps (pipeline.ts) and a scheduler; out: a SiteState, always assembled.
// Long because the state's parts (reads, parses, background batches, edits) share one closure and its invariants.

import path from 'node:path';
import type { SiteConfig } from '../../config/schema.ts';
import { LegaldocsError, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { markdownInputs } from '../build/parse-all.ts';
import { parsedSources, type SiteSources } from '../build/read-sources.ts';
import { siteFromSourcesAndDocs } from '../build/site-from-sources.ts';
import { siteLayout, uiStringsPattern } from '../content/layout.ts';
import type { Content } from '../content/read.ts';
import type { Doc, MarkdownInput } from '../markdown/parse.ts';
import { parseOptionsKey, parseOptionsOf } from '../markdown/parse-options.ts';
import { refused } from '../markdown/refused.ts';
import type { BuiltAssets } from '../render/assets.ts';
import { withCustomCss } from '../render/site-stylesheet.ts';
import { customCssFiles } from '../content/custom-css.ts';
import type { Output } from '../render/outputs.ts';
import { planOutputs } from '../output/plan.ts';
import type { Route, Site } from '../site/site.ts';
import type { DevPipeline, ParseOn } from './pipeline.ts';
import { quietGate } from './quiet.ts';
import { scanDoc } from './scan.ts';

/** The clock and the timer the state runs on (injected, so tests need no real time). */
export interface Scheduler {
  /** The build's "now", which pages are dated by. */
  now(): Date;
  /** Calls `run` after `ms`, without keeping the process alive for it. */
  setTimeout(run: () => void, ms: number): void;
}

export const systemScheduler: Scheduler = {
  now: () => new Date(),
  setTimeout: (run, ms) => void setTimeout(run, ms).unref(),
};

/** The site assembled from what is read and parsed so far; replaced, never changed. */
export interface SiteSnapshot {
  sources: SiteSources;
  /** The client bundle, as made for the config's base URL. */
  bundle: BuiltAssets;
  /** The bundle with the site's CSS in its stylesheet: what pages link. */
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

export interface SiteState {
  /** The site as assembled now. */
  current(): SiteSnapshot;
  /** Runs a request's work: background parsing pauses while any runs, and starts after the first. */
  serving<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Makes the site ready to answer one of `files` (a request's candidate output files): the other
   * locales read if it is not a default-locale page or a bundle file, a page's documents parsed.
   */
  prepare(files: readonly string[]): Promise<void>;
  /** Takes changed files (relative to the root, posix); a config change reloads everything. */
  update(changed: readonly string[]): Promise<void>;
  /** Bundles the client again (the tool's browser code changed). */
  rebuildAssets(): Promise<void>;
  /**
   * The problems known now: a broken config's, with the site's as last assembled (every
   * diagnostic once all documents are checked, complete; before, those of the documents parsed).
   */
  problems(): { diagnostics: Diagnostic[]; complete: boolean };
  /** Every diagnostic, once all documents are parsed; undefined before. */
  diagnostics(): Diagnostic[] | undefined;
  /** Resolves once the first request is answered, or after a second without one: background work starts then. */
  firstPage: Promise<void>;
  /** Resolves when every document has been parsed and checked. */
  complete: Promise<void>;
}

/** The files read with the config: the config, the sidebars file, each locale's UI strings. */
function settingFiles({ config, configFile, sidebars }: SiteSources): Set<string> {
  const ui = Object.keys(config.i18n.locales).map((l) => uiStringsPattern(config).replace('{locale}', l));
  return new Set([configFile, sidebars.file, ...ui]);
}

/** The config's customCss files as dev's changes name them (relative to the site folder, posix). */
const namedCss = (config: SiteConfig) => customCssFiles(config).map((f) => path.posix.normalize(f.replace(/\\/g, '/')));

/**
 * The folders and files the site is made from, relative to the root: what to watch. The config's
 * folder (which may hold files the config imports) when it has one of its own, else the config
 * alone: the site's folder also holds what is made from it (build/, caches, node_modules).
 */
export function sourcePaths(sources: SiteSources): string[] {
  const { config, configFile } = sources;
  const configDir = path.posix.dirname(configFile);
  const styles = namedCss(config);
  return [...new Set([...siteLayout(config).contentFolders, 'static', configDir === '.' ? configFile : configDir, ...settingFiles(sources), ...styles, ...sources.styles.inputs])];
}

/** Documents per background batch: a few hundred milliseconds of work for each of two workers. */
export const batchSize = 16;
/** Documents parsed on this thread once the background is done, to warm its code up for edits. */
export const warmUps = 4;
/** The longest document (in characters) parsed to warm up: a long one would hold this thread for seconds. */
export const warmUpLength = 64 * 1024;
/** How long the background parse waits for a first request before starting anyway. */
export const firstPageWait = 1000;

/** Reads the site far enough to answer its default locale's pages and schedules the rest. */
export async function openSiteState(pipeline: DevPipeline, scheduler: Scheduler): Promise<SiteState> {
  const now = scheduler.now();
  // Full parses and quick scans by file, each kept while the file's text is unchanged.
  // With the options the text was read with: a change of the config's variables parses again.
  const parsed = new Map<string, { text: string; options: string; doc: Doc }>();
  const scanned = new Map<string, { text: string; doc: Doc }>();
  let configErrors: Diagnostic[] = [];

  const loaded = await pipeline.readConfig();
  const { defaultLocale } = loaded.config.i18n;
  // The other locales are read after the first page, and until then only default-locale pages and
  // the bundle are answered at once; the bundle is made while the content is read.
  const [sources, built] = await Promise.all([pipeline.readDefaultLocale(loaded), pipeline.bundle(loaded.config)]);
  let state: SiteSnapshot = assemble(sources, built);
  let backgroundDone = false;
  let wholeSite: Promise<void> | undefined = sources.buildLocales.length > 1 ? undefined : Promise.resolve();
  const readAll = () =>
    (wholeSite ??= (async () => {
      state = assemble(await withContent(state.sources, await pipeline.readContent(state.sources)), state.bundle);
    })());

  /** The sources with new content, and what git says of it. */
  async function withContent(sources: SiteSources, content: Content): Promise<SiteSources> {
    return { ...sources, content, git: await pipeline.gitFacts(sources, content) };
  }

  function isParsed(input: MarkdownInput): boolean {
    const done = parsed.get(input.file);
    return done?.text === input.text && done.options === parseOptionsKey(input.options);
  }

  function docOf(input: MarkdownInput): Doc {
    if (isParsed(input)) return parsed.get(input.file)!.doc;
    const known = scanned.get(input.file);
    if (known?.text === input.text) return known.doc;
    const doc = scanDoc(input);
    scanned.set(input.file, { text: input.text, doc });
    return doc;
  }

  function assemble(sources: SiteSources, bundle: BuiltAssets): SiteSnapshot {
    const built = withCustomCss(bundle, sources.styles, sources.config.baseUrl);
    const inputs = new Map(markdownInputs(parsedSources(sources), parseOptionsOf(sources.config)).map((input) => [input.file, input]));
    const docs = new Map([...inputs.values()].map((input) => [input.file, docOf(input)]));
    const { site, diagnostics } = siteFromSourcesAndDocs(sources, docs, scheduler.now());
    const complete = [...inputs.values()].every(isParsed);
    // Scans of documents now parsed, or gone, are not needed again; nor parses of documents gone
    // (a large document's parse holds several times its size).
    for (const file of scanned.keys()) if (!inputs.has(file) || isParsed(inputs.get(file)!)) scanned.delete(file);
    for (const file of parsed.keys()) if (!inputs.has(file)) parsed.delete(file);
    let memo: Diagnostic[] | undefined;
    let planned: Map<string, Output> | undefined;
    return {
      sources,
      bundle,
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

  /**
   * Parses inputs on the pipeline. When a worker stops on them (out of memory, or ended), each is
   * parsed alone, and one that stops its worker again is kept as refused, with the reason: the
   * rest of the site is parsed and checked, and the document is tried again once its text changes.
   */
  async function parseOrRefuse(config: SiteConfig, inputs: MarkdownInput[], on: ParseOn): Promise<Doc[]> {
    try {
      return await pipeline.parse(config, inputs, on);
    } catch (error) {
      if (!(error instanceof LegaldocsError)) throw error;
      if (inputs.length === 1) return [refused(inputs[0]!, { ...error.diagnostics[0]!, file: inputs[0]!.file })];
      const docs: Doc[] = [];
      for (const input of inputs) docs.push(...(await parseOrRefuse(config, [input], on)));
      return docs;
    }
  }

  /** Parses the inputs not parsed yet (cache first); true when any was. */
  async function parse(config: SiteConfig, inputs: readonly MarkdownInput[], on: ParseOn = 'pages'): Promise<boolean> {
    const todo = inputs.filter((input) => !isParsed(input));
    if (!todo.length) return false;
    const before = todo.map((input) => parsed.get(input.file));
    const docs = await parseOrRefuse(config, todo, on);
    // An edit may have parsed a newer text meanwhile; never replace it with this older one.
    todo.forEach((input, i) => parsed.get(input.file) === before[i] && parsed.set(input.file, { text: input.text, options: parseOptionsKey(input.options), doc: docs[i]! }));
    return true;
  }

  async function reread(content: Content, files: readonly string[]): Promise<Content> {
    return (await pipeline.rereadDocs(content, files)) ?? pipeline.readContent(state.sources);
  }

  const requests = quietGate();

  // The background parse starts after the first page (or a second of quiet), so that page does not
  // share the cores with it. It goes in small batches on the workers: a page asked for meanwhile
  // is parsed on this thread at once, and each batch's cache reads and writes are short.
  let startBackground: () => void = () => undefined;
  const firstPage = new Promise<void>((resolve) => (startBackground = resolve));
  scheduler.setTimeout(startBackground, firstPageWait);
  let backgroundStarted = false;
  const complete = firstPage.then(async () => {
    backgroundStarted = true;
    await requests.quiet();
    await readAll();
    for (;;) {
      await requests.quiet();
      const batch = [...state.inputs.values()].filter((input) => !isParsed(input)).slice(0, batchSize);
      if (!batch.length) break;
      await parse(state.sources.config, batch, 'background');
    }
    state = assemble(state.sources, state.bundle);
    // Edits are parsed on this thread, where the markdown pipeline's code, until it has run a few
    // times, parses a document several times slower: a few are parsed here now (results dropped),
    // so the first edits are as quick as the later ones.
    const { config } = state.sources;
    const short = [...state.inputs.values()].filter((input) => input.text.length <= warmUpLength);
    for (const input of short.slice(0, warmUps)) {
      await requests.quiet();
      await pipeline.warmUp(config, input);
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
    // A translation's page says what changed in its source since the text it was made from (named `<source>@<hash>`).
    const source = route?.kind === 'doc' && route.locale !== defaultLocale ? state.site.docs[defaultLocale]?.[route.docId!]?.file : undefined;
    if (source !== undefined) for (const file of [...state.inputs.keys()].filter((f) => f === source || f.startsWith(`${source}@`))) files.add(file);
    const inputs = [...files].flatMap((file) => (file === undefined ? [] : (state.inputs.get(file) ?? [])));
    if (!inputs.length) return;
    // Until the background parse starts, its workers are idle and already hold the markdown
    // pipeline, which this thread has not loaded yet.
    const fresh = await parse(state.sources.config, inputs, backgroundStarted ? 'pages' : 'background');
    // Parsed just now, or by the background since the site was last assembled.
    if (fresh || inputs.some((input) => state.docs.get(input.file) !== parsed.get(input.file)?.doc)) state = assemble(state.sources, state.bundle);
  }

  return {
    current: () => state,
    firstPage,
    complete,
    async serving(work) {
      try {
        return await requests.during(work);
      } finally {
        startBackground();
      }
    },
    async prepare(files) {
      // The page's document is parsed before the outputs are planned, so they are planned once.
      const page = files.find((rel) => state.routes.has(rel));
      const readyNow = page ? state.routes.get(page)!.locale === defaultLocale : files.some((rel) => state.built.files.has(rel));
      if (!readyNow) await readAll();
      if (page) await withDocument(page);
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
          sources = await pipeline.readSources();
          configErrors = [];
        } catch (error) {
          if (!(error instanceof LegaldocsError)) throw error;
          configErrors = error.diagnostics;
          return;
        }
      } else if (changed.every((f) => sources.content.sources.some((s) => s.file === f))) {
        sources = await withContent(sources, await reread(sources.content, changed));
      } else if (changed.some((f) => folders.some((folder) => f === folder || f.startsWith(`${folder}/`)))) {
        sources = await withContent(sources, await pipeline.readContent(sources));
      }
      // The site's CSS, and the files it names, read again when one of them changed (or static/, where a url() it lacked may now be).
      const { styles } = sources;
      if (changed.some((f) => styles.inputs.includes(f) || namedCss(sources.config).includes(f) || (styles.diagnostics.length > 0 && f.startsWith('static/')))) {
        sources = { ...sources, styles: await pipeline.readStyles(sources) };
      }
      const bundle = sources.config.baseUrl === state.sources.config.baseUrl ? state.bundle : await pipeline.bundle(sources.config);
      const inputs = markdownInputs(parsedSources(sources), parseOptionsOf(sources.config));
      // Until the background parse is done, an edit parses only what was parsed before.
      await parse(sources.config, config || backgroundDone ? inputs : inputs.filter((input) => parsed.has(input.file)));
      state = assemble(sources, bundle);
    },
    async rebuildAssets() {
      state = assemble(state.sources, await pipeline.bundle(state.sources.config));
    },
    problems() {
      const site = state.diagnostics?.();
      return { diagnostics: [...configErrors, ...(site ?? [...parsed.values()].flatMap((p) => p.doc.diagnostics))], complete: site !== undefined };
    },
    diagnostics: () => state.diagnostics?.(),
  };
}
