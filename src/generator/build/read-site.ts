// Reading and checking the whole site: everything `check` does, and what `build` renders from.
// In: the run's options (and the config, when already read); out: the Site, its diagnostics, timings and input key.

import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { LoadedConfig } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { withinLimits } from '../markdown/limits.ts';
import type { Site } from '../site/site.ts';
import { cacheNote } from '../runtime/cache-dir.ts';
import { isDocument, siteLayout } from '../content/layout.ts';
import { buildLocalesOf, cacheFolder, type PipelineOptions } from './options.ts';
import { markdownInputs, parseAll, parseCost } from './parse-all.ts';
import { parseOptionsOf } from '../markdown/parse-options.ts';
import { timer, type PhaseTimer, type Timings } from './phases.ts';
import { createPool, type Pool } from './pool.ts';
import { parsedSources, readSources, type SiteSources } from './read-sources.ts';
import { siteFromSourcesAndDocs } from './site-from-sources.ts';
import { sourcesKey } from './sources-key.ts';
import { buildDay } from '../runtime/build-day.ts';

/** A site read and checked. */
export interface CheckedSite {
  config: SiteConfig;
  site: Site;
  diagnostics: Diagnostic[];
  timings: Timings;
  /** A hash of everything the site was made from (the tool's code, config, content, git times). */
  inputKey: string;
  /** Markdown files parsed (the rest came from the parse cache). */
  parsed: number;
  /** What the site is made from, and the cache folder (undefined when refused). */
  folders: SiteSources['folders'];
  cacheDir: string | undefined;
}

/** The default locale's markdown, in bytes, times the locales built: about what a cold build parses, found without reading it. */
function markdownSize(options: PipelineOptions, config: SiteConfig): number {
  const files = fg.sync('**/*', { cwd: path.join(options.root, siteLayout(config).docsDir), stats: true });
  return files.reduce((sum, f) => sum + (isDocument(f.path) ? f.stats!.size : 0), 0) * buildLocalesOf(config, options.buildLocales).length;
}

/** What the site is made from, read and keyed, not yet parsed: a build tests the key before it goes on. */
export interface SiteInputs {
  sources: SiteSources;
  /** A hash of everything the site is made from (the tool's code, config, content, git times). */
  inputKey: string;
  /** The run's phases so far (`load`), going on into parsing and checking. */
  phases: PhaseTimer;
}

/**
 * Reads what the site is made from (config, content, git times) and its key. Without the cache
 * (turned off, or no cache folder yet) every document will be parsed: the pool's workers load the
 * markdown pipeline meanwhile, unless there is too little to parse for them to be used.
 */
export async function readInputs(options: PipelineOptions & { pool: Pool }, config?: LoadedConfig, phases: PhaseTimer = timer(options.onPhase, 'load')): Promise<SiteInputs> {
  if (config && (options.noCache || !existsSync(cacheFolder(options, config.config)))) {
    options.pool.prepare('parse', Infinity, parseCost(markdownSize(options, config.config)));
  }
  const sources = await readSources(options, config);
  return { sources, inputKey: await sourcesKey(sources, buildDay(options.now ?? new Date(), sources.config.versions.timeZone)), phases };
}

/** Parses (or takes from the cache) every document of the inputs, makes the Site and checks it. */
export async function checkInputs({ sources, inputKey, phases: t }: SiteInputs, options: PipelineOptions & { pool: Pool }): Promise<CheckedSite> {
  t.next('parse');
  const cacheDir = sources.cacheDir;
  let parsed = 0;
  const docs = await withinLimits(markdownInputs(parsedSources(sources), parseOptionsOf(sources.config)), sources.config.limits, (inputs) => parseAll(options.noCache ? undefined : cacheDir, inputs, options.pool, (count) => (parsed = count)));
  t.next('site');
  const made = siteFromSourcesAndDocs(sources, new Map(docs.map((d) => [d.file, d])), options.now ?? new Date());
  t.next('check');
  const note = cacheDir && cacheNote(options.root, cacheDir);
  const diagnostics = [...made.diagnostics(), ...(note ? [note] : [])];
  t.next();
  return { config: sources.config, site: made.site, diagnostics, timings: t.timings, inputKey, parsed, folders: sources.folders, cacheDir };
}

/** Reads and checks the whole site: everything `check` does, and what `build` renders from. */
export async function readSite(options: PipelineOptions, config?: LoadedConfig): Promise<CheckedSite> {
  const pool = options.pool ?? createPool();
  try {
    return await checkInputs(await readInputs({ ...options, pool }, config), { ...options, pool });
  } finally {
    if (!options.pool) await pool.close();
  }
}
