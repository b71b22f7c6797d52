// What a run (`check`, `build`, `dev`) is asked to do, and what follows from that and the config alone.
// In: the run's options and the config; out: the locales to build and the cache folder.

import type { SiteConfig } from '../../config/schema.ts';
import { cacheDirectory } from '../runtime/cache-dir.ts';
import type { Pool } from './pool.ts';

export interface PipelineOptions {
  root: string;
  /** Config file, relative to root. */
  config?: string;
  /** Build only these locales (and always the default one; its documents are always read, for fallbacks). */
  buildLocales?: string[];
  /** Skip the on-disk parse cache. */
  noCache?: boolean;
  /** The cache folder (--cache-dir), relative to root; else the config's cacheDir, else the default. */
  cacheDir?: string;
  pool?: Pool;
  /** Called as each phase starts (load, parse, site, check, assets, render, write, pdf). */
  onPhase?: (phase: string) => void;
  /** Print PDFs (true: as `--pdf` asks), or not (false: `dev`, which prints none); else as the config says. */
  pdf?: boolean;
  /** The build's "now" (SOURCE_DATE_EPOCH when set): the footer's year, which versions are in force. */
  now?: Date;
  /** The output folder a build writes, relative to root: never read as content. */
  outDir?: string;
}

/** The locales a run builds: those asked for (all when none), and always the default one. */
export function buildLocalesOf(config: SiteConfig, asked?: readonly string[]): string[] {
  const all = Object.keys(config.i18n.locales);
  return asked?.length ? all.filter((l) => l === config.i18n.defaultLocale || asked.includes(l)) : all;
}

/** The cache folder of a run: the flag's, else the config's, else the default (cache-dir.ts). */
export const cacheFolder = (options: PipelineOptions, config: SiteConfig) => cacheDirectory(options.root, options.cacheDir ?? config.cacheDir);
