// Reading and checking the whole site: everything `check` does, and what `build` renders from.
// In: the run's options (and the config, when already read); out: the Site, its diagnostics, timings and input key.

import type { LoadedConfig } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Doc } from '../markdown/parse.ts';
import type { Site } from '../site/site.ts';
import { cacheNote } from '../runtime/cache-dir.ts';
import { cacheFolder, type PipelineOptions } from './options.ts';
import { markdownInputs, parseAll } from './parse-all.ts';
import { timer, type Timings } from './phases.ts';
import { createPool } from './pool.ts';
import { readSources } from './read-sources.ts';
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
}

/** Reads and checks the whole site: everything `check` does, and what `build` renders from. */
export async function readSite(options: PipelineOptions, config?: LoadedConfig): Promise<CheckedSite> {
  const t = timer(options.onPhase, 'load');
  const sources = await readSources(options, config);
  const inputKey = await sourcesKey(sources);
  t.next('parse');
  const inputs = markdownInputs(sources.content.sources);
  const pool = options.pool ?? createPool();
  let docs: Doc[];
  let parsed = 0;
  const cacheDir = cacheFolder(options, sources.config);
  try {
    docs = await parseAll(options.noCache ? undefined : cacheDir, inputs, pool, (count) => (parsed = count));
  } finally {
    if (!options.pool) await pool.close();
  }
  t.next('site');
  const made = siteFromSourcesAndDocs(sources, new Map(docs.map((d) => [d.file, d])));
  t.next('check');
  const note = cacheNote(options.root, cacheDir);
  const diagnostics = [...made.diagnostics(), ...(note ? [note] : [])];
  t.next();
  return { config: sources.config, site: made.site, diagnostics, timings: t.timings, inputKey, parsed };
}
