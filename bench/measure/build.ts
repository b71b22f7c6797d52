// Build speed: full builds at several scales, a one-locale build and a no-change rebuild, with
// the CLI's own phase timings, a cold `check`, and the parse floor measured in the same run, so
// each can be judged as a ratio to it. In: the run's context and scales; out: a BuildResult.

import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CorpusVariant } from '../corpus/plan.ts';
import { corpusSite, medianRun, type BenchContext, type CorpusSite } from './corpus-site.ts';
import { remarkFloor, type RemarkFloor } from './parse-floor.ts';
import { measureOk } from './process.ts';

export interface BuildRun {
  scale: number;
  /** Which corpus (absent: plain, as in results stored before there were two). */
  variant?: CorpusVariant;
  docs: number;
  markdownBytes: number;
  pages: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  /** The CLI's timings per phase (load, parse, site, check, assets, render, write), in ms. */
  phases: Record<string, number>;
  /** The build's own total, without process start-up. */
  internalMs: number;
  /** Markdown files parsed rather than read from the parse cache (absent from builds before it was reported). */
  parsed?: number;
  /** Bytes in the output folder after the build (absent from results stored before it was measured). */
  outputBytes?: number;
}

/** A run measured from outside only (`check` prints no timings). */
export interface CheckRun {
  scale: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
}

export interface BuildResult {
  full: BuildRun[];
  /** Cold builds of the versions corpus (reworded earlier versions, changes pages) at the scales up to 10. */
  versions?: BuildRun[];
  oneLocale: BuildRun;
  rebuild: BuildRun;
  /** No-change rebuilds at the larger scales measured (10). */
  rebuilds?: BuildRun[];
  /** The scale-1 parse floor, measured in the same run (results stored before it was lack it). */
  floor?: RemarkFloor;
  /** `legaldocs check` of the scale-1 corpus, cold. */
  check?: CheckRun;
}

/** Reads the pages, the total and the phase timings from `legaldocs build --format json`. */
export function parseBuildOutput(stdout: string): { pages: number; internalMs: number; phases: Record<string, number>; parsed?: number } {
  let out: { written?: boolean; pagesPerLocale?: Record<string, number>; totalMs?: number; timings?: Record<string, number>; parsed?: number };
  try {
    out = JSON.parse(stdout) as typeof out;
  } catch {
    throw new Error(`unexpected build output:\n${stdout}`);
  }
  const pages = Object.values(out.pagesPerLocale ?? {}).reduce((a, b) => a + b, 0);
  if (!out.written || !pages || out.totalMs === undefined || !out.timings) throw new Error(`unexpected build output:\n${stdout}`);
  return { pages, internalMs: out.totalMs, phases: out.timings, ...(typeof out.parsed === 'number' ? { parsed: out.parsed } : {}) };
}

/**
 * Clears the caches, so the next run is a cold one: the corpus has no node_modules, so they are in
 * `.legaldocs-cache` (node_modules/.cache/legaldocs too, should a corpus ever get a node_modules).
 */
export async function clearCache(site: CorpusSite): Promise<void> {
  await rm(path.join(site.dir, '.legaldocs-cache'), { recursive: true, force: true });
  await rm(path.join(site.dir, 'node_modules/.cache/legaldocs'), { recursive: true, force: true });
}

/** The bytes of every file under `dir`. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** One `legaldocs build` of a corpus site, measured (into its build/, unless `extra` says --out). */
export async function runBuild(ctx: BenchContext, site: CorpusSite, extra: string[] = []): Promise<BuildRun> {
  const raw = await measureOk(process.execPath, [path.join(ctx.repoRoot, 'bin/legaldocs.js'), 'build', '--root', site.dir, '--format', 'json', ...extra]);
  const parsed = parseBuildOutput(raw.stdout);
  const outputBytes = extra.includes('--out') ? undefined : await folderBytes(path.join(site.dir, 'build'));
  return {
    scale: site.scale,
    ...(site.variant && site.variant !== 'plain' ? { variant: site.variant } : {}),
    docs: site.docs,
    markdownBytes: site.markdownBytes,
    ...parsed,
    wallMs: raw.wallMs,
    cpuMs: raw.cpuMs,
    peakRssBytes: raw.peakRssBytes,
    ...(outputBytes !== undefined ? { outputBytes } : {}),
  };
}

/** One cold `legaldocs check` of a corpus site, measured. */
export async function runCheck(ctx: BenchContext, site: CorpusSite): Promise<CheckRun> {
  await clearCache(site);
  const raw = await measureOk(process.execPath, [path.join(ctx.repoRoot, 'bin/legaldocs.js'), 'check', '--root', site.dir, '--format', 'json']);
  return { scale: site.scale, wallMs: raw.wallMs, cpuMs: raw.cpuMs, peakRssBytes: raw.peakRssBytes };
}

async function repeated<T extends { wallMs: number }>(times: number, once: () => Promise<T>): Promise<T> {
  const runs: T[] = [];
  for (let i = 0; i < times; i++) runs.push(await once());
  return medianRun(runs);
}

/** Cold builds of a corpus at each scale: the median of ctx.runs at scale 1, one build above. */
async function coldBuilds(ctx: BenchContext, scales: number[], variant: CorpusVariant): Promise<BuildRun[]> {
  const runs: BuildRun[] = [];
  for (const scale of scales) {
    const site = await corpusSite(ctx, scale, variant);
    const times = scale === 1 ? ctx.runs : 1;
    ctx.log(`build: scale ${scale} (${variant}), ${site.docs} documents, cold, ${times}×`);
    runs.push(
      await repeated(times, async () => {
        await clearCache(site);
        return runBuild(ctx, site);
      }),
    );
  }
  return runs;
}

/**
 * The parse floor, then cold full builds per scale, of the plain corpus and (up to scale 10) of
 * the versions one, a cold check, no-change rebuilds at scale 1 and 10, and the one-locale build.
 */
export async function measureBuild(ctx: BenchContext, scales: number[]): Promise<BuildResult> {
  const floor = await remarkFloor(ctx);
  const full = await coldBuilds(ctx, scales, 'plain');
  const versions = await coldBuilds(ctx, scales.filter((s) => s <= 10), 'versions');
  const rebuilds: BuildRun[] = [];
  for (const scale of scales.filter((s) => s === 10)) {
    const site = await corpusSite(ctx, scale);
    ctx.log(`build: scale ${scale}, no-change rebuild`);
    rebuilds.push(await repeated(ctx.runs, () => runBuild(ctx, site)));
  }
  const site = await corpusSite(ctx, 1);
  ctx.log(`build: scale 1, check, cold, ${ctx.runs}×`);
  const check = await repeated(ctx.runs, () => runCheck(ctx, site));
  ctx.log('build: scale 1, no-change rebuild');
  await runBuild(ctx, site);
  const rebuild = await repeated(ctx.runs, () => runBuild(ctx, site));
  ctx.log('build: scale 1, one locale (es), cold');
  const oneLocale = await repeated(ctx.runs, async () => {
    await clearCache(site);
    return runBuild(ctx, site, ['--locale', 'es']);
  });
  return { full, versions, oneLocale, rebuild, rebuilds, floor, check };
}
