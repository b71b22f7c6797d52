// The build's own steps as `dev` drives them, one piece at a time: the config, the content (the
// default locale's first), single documents read again, the client bundle, parses (cache first).
// In: the pipeline options and two pools; out: a DevPipeline, the dev site state's I/O edge.

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { buildLocalesOf, type PipelineOptions } from '../build/options.ts';
import { parseAll } from '../build/parse-all.ts';
import { buildDay } from '../runtime/build-day.ts';
import { cacheChoice, docusaurusSite, readConfig, readGitFacts, readSources, type GitFacts, type SiteSources } from '../build/read-sources.ts';
import type { Pool } from '../build/pool.ts';
import { decodeText } from '../content/category-files.ts';
import { readContent, type Content } from '../content/read.ts';
import { withinLimits } from '../markdown/limits.ts';
import type { Doc, MarkdownInput } from '../markdown/parse.ts';
import { buildAssets, type BuiltAssets } from '../render/assets.ts';
import { readSiteStyles, type SiteStyles } from '../build/site-styles.ts';
import { locateKey } from '../../config/locate.ts';

/** Where a parse runs: with the pages' pool (one document stays on this thread), or on the background workers. */
export type ParseOn = 'pages' | 'background';

export interface DevPipeline {
  /** The config file. */
  readConfig(): Promise<LoadedConfig>;
  /**
   * The sources with only the default locale's documents read, every other published locale
   * showing them as untranslated: routes are the same in every locale, so a default-locale page
   * renders from these exactly as from the whole site, after a fraction of the reading.
   */
  readDefaultLocale(loaded: LoadedConfig): Promise<SiteSources>;
  /** Everything read again, the config included; a bad config throws a LegaldocsError. */
  readSources(): Promise<SiteSources>;
  /** Every document of the published locales, read again. */
  readContent(sources: SiteSources): Promise<Content>;
  /** What git says of the content as it is now (the history read with the sources, kept). */
  gitFacts(sources: SiteSources, content: Content): Promise<GitFacts>;
  /**
   * The content with the given documents read again: the common case of saving a document that
   * exists, which needs no new listing of every folder. Undefined when one cannot be read any more
   * (deleted meanwhile, or no longer text).
   */
  rereadDocs(content: Content, files: readonly string[]): Promise<Content | undefined>;
  /** The client bundle for the config's base URL. */
  bundle(config: SiteConfig): Promise<BuiltAssets>;
  /** The site's CSS read and bundled again (theme.customCss, or a file it names, changed). */
  readStyles(sources: SiteSources): Promise<SiteStyles>;
  /** Parses the inputs, the cache of the config's cache folder first. */
  parse(config: SiteConfig, inputs: MarkdownInput[], on: ParseOn): Promise<Doc[]>;
  /** Parses one document on this thread, if the config's limits admit it, and drops the result: its code runs faster once warm. */
  warmUp(config: SiteConfig, input: MarkdownInput): Promise<void>;
}

export interface DevPipelineOptions extends PipelineOptions {
  /** Parses what a request or an edit needs (one document stays on this thread). */
  pool: Pool;
  /** Parses the background batches, always on worker threads, so this thread stays free for requests; and the first pages. */
  background: Pool;
}

/** The pipeline on the disk and the pools. */
export function devPipeline(options: DevPipelineOptions): DevPipeline {
  const { root } = options;
  // The caches `build` keeps too; the folder may be set in the config, which an edit may change.
  // A refused folder is not used (reading the sources reports why).
  const cacheDir = (config: SiteConfig) => (options.noCache ? undefined : cacheChoice(options, config).cacheDir);
  return {
    readConfig: () => readConfig(options),
    async readDefaultLocale(loaded) {
      const { defaultLocale } = loaded.config.i18n;
      const sources = await readSources({ ...options, buildLocales: [defaultLocale] }, loaded);
      const buildLocales = buildLocalesOf(loaded.config, options.buildLocales);
      const originals = sources.content.sources;
      const standIns = buildLocales.filter((l) => l !== defaultLocale).flatMap((locale) => originals.map((s) => ({ ...s, locale, fallback: true })));
      return { ...sources, buildLocales, content: { ...sources.content, sources: [...originals, ...standIns] } };
    },
    readSources: () => readSources(options),
    readContent: ({ config, configSource, layout, buildLocales }) =>
      readContent(root, layout, Object.keys(config.i18n.locales), config.i18n.defaultLocale, buildLocales, docusaurusSite(config, configSource), config.allowSymlinksTo),
    gitFacts: ({ repository, config, layout }, content) => readGitFacts(repository, content, config.i18n.defaultLocale, layout.documentOf, buildDay(new Date(), config.versions.timeZone)),
    async rereadDocs(content, files) {
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
    },
    // From the cache (checked against its sources), or esbuild (its own process) makes it.
    bundle: (config) => buildAssets(config.baseUrl, cacheDir(config)),
    readStyles: ({ config, configFile, configSource }) => readSiteStyles(root, config, (keyPath) => ({ file: configFile, ...locateKey(configSource, keyPath) }), cacheDir(config)),
    parse: (config, inputs, on) => withinLimits(inputs, config.limits, (kept) => parseAll(cacheDir(config), kept, on === 'pages' ? options.pool : options.background)),
    warmUp: async (config, input) => void (await withinLimits([input], config.limits, async (kept) => (kept.length ? options.pool.run('parse', null, kept, () => 0) : []))),
  };
}
