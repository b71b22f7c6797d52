// Reading and checking the whole site: everything `check` does, and what `build` renders from.
// In: the run's options (and the config, when already read); out: the Site, its diagnostics, timings and input key.

import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { LoadedConfig } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Doc } from '../markdown/parse.ts';
import type { Site } from '../site/site.ts';
import { cacheNote } from '../runtime/cache-dir.ts';
import { isDocument, siteLayout } from '../content/layout.ts';
import { buildLocalesOf, cacheFolder, type PipelineOptions } from './options.ts';
import { markdownInputs, parseAll, parseCost } from './parse-all.ts';
import { timer, type Timings } from './phases.ts';
import { createPool } from './pool.ts';
import { parsedSources, readSources, type SiteSources } from './read-sources.ts';
import { siteFromSourcesAndDocs } from './site-from-sources.ts';
import { sourcesKey } from './sources-key.ts';

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

/** Reads and checks the whole site: everything `check` does, and what `build` renders from. */
export async function readSite(options: PipelineOptions, config?: LoadedConfig): Promise<CheckedSite> {
  const t = timer(options.onPhase, 'load');
  const pool = options.pool ?? createPool();
  // Without the cache (turned off, or no cache folder yet) every document is parsed: the workers
  // load the markdown pipeline while the content is read, unless there is too little to parse for
  // them to be used. With it, a site whose documents are all cached needs no worker.
  if (config && (options.noCache || !existsSync(cacheFolder(options, config.config)))) {
    pool.prepare('parse', Infinity, parseCost(markdownSize(options, config.config)));
  }
  let sources: Awaited<ReturnType<typeof readSources>>;
  let inputKey: string;
  let cacheDir: string | undefined;
  let docs: Doc[];
  let parsed = 0;
  try {
    sources = await readSources(options, config);
    inputKey = await sourcesKey(sources);
    t.next('parse');
    cacheDir = sources.cacheDir;
    docs = await parseAll(options.noCache ? undefined : cacheDir, markdownInputs(parsedSources(sources)), pool, (count) => (parsed = count));
  } finally {
    if (!options.pool) await pool.close();
  }
  t.next('site');
  const made = siteFromSourcesAndDocs(sources, new Map(docs.map((d) => [d.file, d])));
  t.next('check');
  const note = cacheDir && cacheNote(options.root, cacheDir);
  const diagnostics = [...made.diagnostics(), ...(note ? [note] : [])];
  t.next();
  return { config: sources.config, site: made.site, diagnostics, timings: t.timings, inputKey, parsed, folders: sources.folders, cacheDir };
}
