// The pipeline, end to end: config → sources → docs → site → checks → pages → output.
// In: the site root and options; out: the Site, its diagnostics, timings and (for build) files.
// This is the one place that composes the steps; each step stays a plain function.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { loadConfig, locateKey, type LoadedConfig } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { EmptyDocument, hasErrors, LegaldocsError, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { buildAssets } from '../render/assets.ts';
import { parseCache, pipelineSalt } from '../markdown/parse-cache.ts';
import { cacheDirectory, prepareCacheDir } from '../runtime/cache-dir.ts';
import { checkSite } from '../check/check.ts';
import { readContent, type Content, type Source } from '../content/read.ts';
import { readGitTimes, type GitTimes } from '../content/git-dates.ts';
import { readGitVersions } from '../content/git-versions.ts';
import { siteLayout, uiStringsPattern } from '../content/layout.ts';
import type { HeadInput } from '../render/html.ts';
import type { Doc, MarkdownInput } from '../markdown/parse.ts';
import { removeLeftovers, writeOutput } from '../output/write.ts';
import { duringOutput, shownPath } from '../output/errors.ts';
import { lockOutput, type LockHolder, type OutputLock } from '../output/lock.ts';
import { checkChromium, pdfJob, printPdfs, type PdfJob } from '../output/pdf.ts';
import { previousOutput, recordOutput } from '../output/reuse.ts';
import { planOutputs, type Output } from '../render/plan.ts';
import { createPool, type Pool } from './pool.ts';
import { filePublisher } from '../site/published-files.ts';
import { readSidebars, type SidebarsSource } from '../content/sidebars-file.ts';
import { buildSite, type LocalizedDoc, type Site } from '../site/site.ts';
import { toolCodeHash } from '../runtime/tool.ts';
import { readUiStrings, type UiStrings } from '../content/ui-strings.ts';

export interface PipelineOptions {
  root: string;
  /** Config file, relative to root. */
  config?: string;
  /** Build only these locales (the default locale's documents are always read, for fallbacks). */
  locales?: string[];
  /** Skip the on-disk parse cache. */
  noCache?: boolean;
  /** The cache folder (--cache-dir), relative to root; else the config's cacheDir, else the default. */
  cacheDir?: string;
  pool?: Pool;
  /** Called as each phase starts (load, parse, site, check, assets, render, write, pdf). */
  onPhase?: (phase: string) => void;
  /** Print PDFs (true: as `--pdf` asks), or not (false: `dev`, which prints none); else as the config says. */
  pdf?: boolean;
}

export interface Timings {
  [phase: string]: number;
}

export interface Loaded {
  config: SiteConfig;
  site: Site;
  diagnostics: Diagnostic[];
  timings: Timings;
  /** A hash of everything the site was made from (the tool's code, config, content, git times). */
  inputKey: string;
}

const defaultConfigPath = 'config/legal-docs.config.ts';

/** Times phases; `next` ends the running phase and announces the next one (for progress). */
function timer(onPhase: ((phase: string) => void) | undefined, first: string) {
  let last = performance.now();
  let current = first;
  const timings: Timings = {};
  onPhase?.(first);
  return {
    timings,
    next(phase?: string) {
      const now = performance.now();
      timings[current] = (timings[current] ?? 0) + (now - last);
      last = now;
      if (phase) onPhase?.((current = phase));
    },
  };
}

/** The cache folder of a run: the flag's, else the config's, else the default (cache-dir.ts). */
export const cacheFolder = (options: PipelineOptions, config: SiteConfig) => cacheDirectory(options.root, options.cacheDir ?? config.cacheDir);

// The running tool's code does not change while it runs; dev parses one document at a time.
let salt: Promise<string> | undefined;

/** Parses inputs, reading the parse cache in `cacheDir` (none: no cache) first and writing what was parsed back to it. */
export async function parseAll(cacheDir: string | undefined, inputs: MarkdownInput[], pool: Pool): Promise<Doc[]> {
  if (cacheDir) await prepareCacheDir(cacheDir);
  const cache = cacheDir ? parseCache(path.join(cacheDir, 'docs'), await (salt ??= pipelineSalt())) : undefined;
  const cached = cache ? await cache.read(inputs) : new Map<number, Doc>();
  const missing = inputs.map((input, i) => ({ input, i })).filter(({ i }) => !cached.has(i));
  // Measured here: about 350 bytes of markdown per millisecond on one core.
  const parsed = await pool.run(
    'parse',
    null,
    missing.map((m) => m.input),
    (input) => input.text.length / 350,
  );
  if (cache) await cache.write(missing.map((m, k) => ({ input: m.input, doc: parsed[k]! })));
  const docs = new Array<Doc>(inputs.length);
  cached.forEach((doc, i) => (docs[i] = doc));
  missing.forEach((m, k) => (docs[m.i] = parsed[k]!));
  return docs;
}

/** Everything read from disk before parsing: the config, the content and the git times. */
export interface SiteSources {
  /** The site folder. */
  root: string;
  config: SiteConfig;
  configFile: string;
  configSource: string;
  content: Content;
  git: GitTimes;
  /** The UI strings the site supplies (ui-strings.ts). */
  ui: UiStrings;
  /** The sidebars' definitions (sidebars-file.ts). */
  sidebars: SidebarsSource;
  /** Locales to publish. */
  wanted: string[];
}

/** Loads the config file named by the options. */
export const readConfig = (options: PipelineOptions): Promise<LoadedConfig> => loadConfig(options.root, options.config ?? defaultConfigPath);

/** The locales a run publishes: those asked for (all when none), and always the default one. */
export function publishedLocales(config: SiteConfig, asked?: readonly string[]): string[] {
  const all = Object.keys(config.i18n.locales);
  return asked?.length ? all.filter((l) => l === config.i18n.defaultLocale || asked.includes(l)) : all;
}

/**
 * Reads the config (unless given), the content folders, git times and, when the config asks, the
 * earlier versions in git history (the pipeline's I/O edge).
 */
export async function readSources(options: PipelineOptions, loaded?: LoadedConfig): Promise<SiteSources> {
  const { config: given, file: configFile, source: configSource } = loaded ?? (await readConfig(options));
  const config = options.pdf === undefined ? given : { ...given, pdf: { ...given.pdf, enabled: options.pdf } };
  const allLocales = Object.keys(config.i18n.locales);
  const wanted = publishedLocales(config, options.locales);
  const layout = siteLayout(config);
  const configAt = (keyPath: string[]) => locateKey(configSource, keyPath) ?? {};
  const [read, git, sidebars] = await Promise.all([
    readContent(options.root, layout, allLocales, config.i18n.defaultLocale, wanted, config.layout === 'docusaurus', config.allowSymlinksTo),
    readGitTimes(options.root, layout.contentFolders, layout.documentOf),
    readSidebars(options.root, config, configFile, configAt),
  ]);
  let content = read;
  if (config.versions.fromGit) {
    const history = await readGitVersions(options.root, layout.contentFolders, read, config.i18n.defaultLocale, wanted);
    content = { ...read, sources: [...read.sources, ...history.sources], diagnostics: [...read.diagnostics, ...history.diagnostics] };
  }
  const ui = readUiStrings(options.root, allLocales, uiStringsPattern(config), (locale) => ({
    file: configFile,
    ...locateKey(configSource, ['i18n', 'locales', locale]),
  }));
  return { root: options.root, config, configFile, configSource, content, git, ui, sidebars, wanted };
}

/** A hash of the sources and of the tool that turns them into a site: equal keys, equal sites. */
export async function sourcesKey(sources: SiteSources): Promise<string> {
  const hash = createHash('sha256').update(toolCodeHash()).update(await (salt ??= pipelineSalt()));
  const { content, git } = sources;
  // Folders are read concurrently, so lists come in no fixed order: the key must not depend on it.
  const sorted = <T>(items: T[], by: (item: T) => string) => items.map((item) => [by(item), item] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const categories = sorted(content.categories, (c) => `${c.locale}\0${c.dir}`);
  const catalogs = sorted(content.catalogs, (c) => c.locale);
  const { items: sidebarItems, links: sidebarLinks } = sources.sidebars;
  hash.update(
    JSON.stringify([sources.configFile, sources.config, sources.wanted, categories, catalogs, content.staticStamps, [...content.docFileStamps].sort(), sorted([...git.times], ([f]) => f), sources.ui.files, sidebarItems, sidebarLinks]),
  );
  for (const [, s] of sorted(content.sources, (x) => `${x.locale}\0${x.relPath}`)) hash.update(JSON.stringify([s.locale, s.relPath, s.file, s.fallback, s.mtime])).update(s.text);
  return hash.digest('hex');
}

/** The markdown inputs of the sources: each file once (a fallback page reuses its original's parse). */
export function markdownInputs(sources: readonly Source[]): MarkdownInput[] {
  const unique = new Map<string, MarkdownInput>();
  for (const s of sources) if (!unique.has(s.file)) unique.set(s.file, { file: s.file, relPath: s.relPath, text: s.text });
  return [...unique.values()];
}

/**
 * Sources and their parsed docs (by file) → the Site, and its diagnostics on demand (`dev`
 * assembles sites from partly parsed docs, whose checks would be meaningless).
 */
export function assembleSite(sources: SiteSources, byFile: ReadonlyMap<string, Doc>): { site: Site; diagnostics: () => Diagnostic[] } {
  const { config, content, git } = sources;
  const localized: LocalizedDoc[] = content.sources.map((s) => ({ locale: s.locale, doc: byFile.get(s.file)!, fallback: s.fallback, mtime: s.mtime, ...(s.version ? { version: s.version } : {}) }));
  const site = buildSite({
    config,
    configFile: sources.configFile,
    configSource: sources.configSource,
    docs: localized,
    categories: content.categories,
    catalogs: content.catalogs,
    sidebars: sources.sidebars,
    gitTimes: git.times,
    gitImports: git.imports,
    ui: sources.ui.messages,
    staticFiles: content.staticFiles,
    docFiles: content.docFiles,
    publishFile: filePublisher(sources.root, config.baseUrl, content.docFileStamps),
    buildLocales: sources.wanted,
  });
  const diagnostics = () => {
    const docs = [...new Set(byFile.values())];
    const empty = docs
      .filter((d) => !d.html.trim() && !d.diagnostics.some((x) => x.severity === 'error'))
      .map((d) => new EmptyDocument(`"${d.file}" has no content`, { file: d.file, hint: 'Write the document, or delete the file.' }).toDiagnostic());
    // An old text from git history cannot be edited: what is wrong in it is said, not fatal.
    const historic = new Set(content.sources.filter((s) => s.version).map((s) => s.file));
    const own = (d: Doc) => (historic.has(d.file) ? d.diagnostics.map((x) => ({ ...x, severity: 'warning' as const })) : d.diagnostics);
    return [...content.diagnostics, ...sources.ui.diagnostics, ...sources.sidebars.diagnostics, ...git.diagnostics, ...docs.flatMap(own), ...empty, ...site.diagnostics, ...checkSite(site)];
  };
  return { site, diagnostics };
}

/** Reads and checks the whole site: everything `check` does, and what `build` renders from. */
export async function loadSite(options: PipelineOptions, config?: LoadedConfig): Promise<Loaded> {
  const t = timer(options.onPhase, 'load');
  const sources = await readSources(options, config);
  const inputKey = await sourcesKey(sources);
  t.next('parse');
  const inputs = markdownInputs(sources.content.sources);
  const pool = options.pool ?? createPool();
  let docs: Doc[];
  try {
    docs = await parseAll(options.noCache ? undefined : cacheFolder(options, sources.config), inputs, pool);
  } finally {
    if (!options.pool) await pool.close();
  }
  t.next('site');
  const assembled = assembleSite(sources, new Map(docs.map((d) => [d.file, d])));
  t.next('check');
  const diagnostics = assembled.diagnostics();
  t.next();
  return { config: sources.config, site: assembled.site, diagnostics, timings: t.timings, inputKey };
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The pages printed to PDF: documents and changes pages. */
const printed = (output: Output): output is Extract<Output, { type: 'page' }> => output.type === 'page' && (output.route.kind === 'doc' || output.route.kind === 'changes');

/** Serves the folder being written on loopback, as a static host would, while Chromium prints from it. */
async function printFromFolder(folder: string, site: Site, jobs: PdfJob[], executablePath: string, done: Parameters<typeof printPdfs>[3]): Promise<void> {
  if (!jobs.length) return;
  const [{ staticHandler }, { listen }] = await Promise.all([import('../../server/static.ts'), import('../../server/listen.ts')]);
  const localePrefixes = site.locales.filter((l) => !l.isDefault).map((l) => l.code);
  const { server, url } = await listen(staticHandler({ dir: folder, baseUrl: site.config.baseUrl, localePrefixes }), '127.0.0.1', 0);
  try {
    await printPdfs(url.replace(/\/$/, ''), jobs, executablePath, done);
  } finally {
    server.close();
  }
}

// Measured here: about 1 ms per document page and 0.5 ms per other page, cold.
const pageCost = (head: HeadInput) => (head.props.kind === 'doc' ? 1 : 0.5);
/** Pages rendered per batch, in estimated ms: a few seconds' work, enough to be worth the workers. */
const renderBatchMs = 1500;

export interface BuildOptions extends PipelineOptions {
  /** Output folder, relative to root. */
  outDir?: string;
  now?: Date;
  /** Hears, once, that another build of the same folder is running and this one waits for it. */
  onWait?: (message: string) => void;
}

/** What a build says while another build of its folder holds the lock. */
function waitMessage(outDir: string, holder: LockHolder | undefined, file: string): string {
  const who = holder ? ` in process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`} (started at ${new Date(holder.started).toTimeString().slice(0, 8)})` : '';
  return `Waiting for the build of "${outDir}"${who} to finish… If no such build is running, delete ${file}.`;
}

export interface BuildResult extends Loaded {
  /** False when errors stopped the build before anything was written. */
  written: boolean;
  pagesPerLocale: Record<string, number>;
  /** PDFs written (printed, or kept from the previous build). */
  pdfs: number;
  outDir: string;
}

/** Builds the site into outDir (atomically), unless the checks found errors. */
export async function buildSiteToDisk(options: BuildOptions): Promise<BuildResult> {
  const outDir = path.resolve(options.root, options.outDir ?? 'build');
  // PDFs need Chromium: without it the build stops before doing anything.
  const siteConfig = await readConfig(options);
  const pdf = options.pdf ?? siteConfig.config.pdf.enabled;
  const chromium = siteConfig.config.pdf.executablePath;
  const noChromium = pdf ? checkChromium(chromium) : undefined;
  if (noChromium) throw new LegaldocsError([noChromium]);
  const pool = options.pool ?? createPool();
  let pdfs = 0;
  let lock: OutputLock | undefined;
  try {
    const loaded = await loadSite({ ...options, pool }, siteConfig);
    // The parse workers' heaps still hold what parsing left (V8 lets a heap grow up to 4x between
    // full collections): pages render on fresh workers, started once that factor is lowered below.
    await pool.close();
    const pagesPerLocale: Record<string, number> = {};
    if (hasErrors(loaded.diagnostics)) return { ...loaded, written: false, pagesPerLocale, pdfs, outDir };
    // From reading the previous output to recording the new one, this build has the folder to itself.
    const places = { root: options.root, outDir };
    lock = await duringOutput('prepare', places, () => {
      mkdirSync(path.dirname(outDir), { recursive: true });
      return lockOutput(outDir, (holder, file) => options.onWait?.(waitMessage(shownPath(options.root, outDir), holder, shownPath(options.root, file))));
    });
    const t = timer(options.onPhase, 'assets');
    const { site, config } = loaded;
    const cacheDir = cacheFolder(options, config);
    await prepareCacheDir(cacheDir);
    const staticDir = path.join(options.root, 'static');
    const built = await buildAssets(config.baseUrl, options.noCache ? undefined : cacheDir);
    t.next('render');
    const outputs = planOutputs(site, built, options.now ?? new Date());
    // Nothing the site is made from has changed: every intact file of the last build is kept.
    const siteKey = sha256(`${loaded.inputKey}\0${JSON.stringify(built.assets)}\0${options.now?.getUTCFullYear() ?? new Date().getUTCFullYear()}`);
    const previous = options.noCache ? undefined : await previousOutput(cacheDir, outDir, siteKey);
    for (const output of outputs.values()) if (output.type === 'page') pagesPerLocale[output.route.locale] = (pagesPerLocale[output.route.locale] ?? 0) + 1;
    // The same inputs (the config's pdf settings among them) left the same PDFs.
    const printable = pdf ? [...outputs.values()].filter(printed).length : 0;
    if (previous?.untouched()) {
      const warnings = removeLeftovers(outDir, places);
      t.next();
      return { ...loaded, diagnostics: [...loaded.diagnostics, ...warnings], timings: { ...loaded.timings, ...t.timings }, written: true, pagesPerLocale, pdfs: printable, outDir };
    }
    const keys = new Map<string, string>();
    /** The previous build's file when its key matches (or, for an unchanged site, whenever it is intact). */
    const reuse = (file: string, key: () => string): { from: string } | string => {
      const unchanged = previous?.unchanged(file);
      const k = unchanged?.key ?? key();
      keys.set(file, k);
      const from = unchanged?.from ?? previous?.reusable(file, k);
      return from ? { from } : k;
    };
    // A page is what its head data, the asset URLs and the tool's code make of it.
    const pageSalt = `${toolCodeHash()}\0${JSON.stringify(built.assets)}\0`;
    // From here on the build makes garbage fast (pages, search indexes) while holding little: V8
    // would let the heap grow up to 4x between full collections (a 10x site peaked at 1.26 GB
    // RSS with under 300 MB live), so it may grow 1.3x. Not earlier: parsing allocates more
    // still, and collecting that often made parsing a third slower (bench/notes.md).
    setFlagsFromString('--heap-growing-percent=30');
    // The static folder's copy counts as writing; rendering starts once it is done.
    t.next('write');
    const warnings = await writeOutput(
      outDir,
      async (put, folder) => {
        // Generated files are written as each is made, a few at a time and a few MB at a time:
        // search indexes alone reach hundreds of MB on a large site, too much to hold at once.
        const writing = new Set<Promise<void>>();
        let pendingLength = 0;
        const written = new Set<string>();
        const putFile = async (file: string) => {
          const output = outputs.get(file);
          if (output?.type !== 'file' || written.has(file)) return;
          written.add(file);
          let content: string | Uint8Array | undefined;
          const kept = reuse(file, () => sha256((content = output.content())));
          const data = typeof kept === 'string' ? (content ?? output.content()) : kept;
          const length = typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 0;
          pendingLength += length;
          const done: Promise<void> = put(file, data).then(() => {
            writing.delete(done);
            pendingLength -= length;
          });
          writing.add(done);
          while (writing.size >= 16 || (writing.size && pendingLength > 32e6)) await Promise.race(writing);
        };
        t.next('render');
        // Pages are rendered and written in batches, so a large site's HTML is never all in memory.
        let batch: { file: string; head: HeadInput; alongside: string[] }[] = [];
        let batchCost = 0;
        const flush = async () => {
          const heads = batch.map((b) => b.head);
          const html = await pool.run('render', built.assets, heads, pageCost);
          t.next('write');
          await Promise.all(batch.map((b, i) => put(b.file, html[i]!)));
          for (const b of batch) for (const file of b.alongside) await putFile(file);
          t.next('render');
          batch = [];
          batchCost = 0;
        };
        const linked: [string, { from: string }][] = [];
        for (const [file, output] of outputs) {
          if (output.type !== 'page') continue;
          let head: HeadInput | undefined;
          const kept = reuse(file, () => sha256(pageSalt + JSON.stringify((head = output.head()))));
          if (typeof kept !== 'string') {
            linked.push([file, kept]);
            continue;
          }
          batch.push({ file, head: head ?? output.head(), alongside: output.alongside ?? [] });
          batchCost += pageCost(batch.at(-1)!.head);
          if (batchCost >= renderBatchMs) await flush();
        }
        if (batch.length) await flush();
        // The workers' heaps are not needed for the rest (a later run starts them again).
        await pool.close();
        t.next('write');
        await Promise.all(linked.map(([file, data]) => put(file, data)));
        for (const file of outputs.keys()) await putFile(file);
        await Promise.all(writing);
        if (!pdf) return;
        t.next('pdf');
        // Each document and changes page as a PDF beside it; one whose page is unchanged is kept.
        const jobs: PdfJob[] = [];
        for (const [file, output] of outputs) {
          if (!printed(output)) continue;
          const target = file.replace(/\.html$/, '.pdf');
          const kept = reuse(target, () => sha256(`pdf\0${keys.get(file)}`));
          pdfs++;
          if (typeof kept !== 'string') await put(target, kept);
          else jobs.push(pdfJob(output.head(), file)!);
        }
        await printFromFolder(folder, site, jobs, chromium, (job, bytes) => put(job.file, bytes));
      },
      existsSync(staticDir) ? staticDir : undefined,
      options.root,
    );
    // Static files are copied, not made, and the site key covers them: recorded only to be found intact.
    for (const file of site.staticFiles) keys.set(file, 'static');
    await recordOutput(cacheDir, outDir, siteKey, keys);
    t.next();
    return { ...loaded, diagnostics: [...loaded.diagnostics, ...warnings], timings: { ...loaded.timings, ...t.timings }, written: true, pagesPerLocale, pdfs, outDir };
  } finally {
    lock?.release();
    if (!options.pool) await pool.close();
  }
}
