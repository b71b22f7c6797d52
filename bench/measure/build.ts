// Build speed: full builds at several scales, a one-locale build and a no-change rebuild, with
// the CLI's own phase timings, a cold `check`, and the parse floor measured in the same run, so
// each can be judged as a ratio to it. In: the run's context and scales; out: a BuildResult.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { corpusSite, medianRun, type BenchContext, type CorpusSite } from './corpus-site.ts';
import { remarkFloor, type RemarkFloor } from './parse-floor.ts';
import { measureOk } from './process.ts';

export interface BuildRun {
  scale: number;
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
  oneLocale: BuildRun;
  rebuild: BuildRun;
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

/** One `legaldocs build` of a corpus site, measured. */
export async function runBuild(ctx: BenchContext, site: CorpusSite, extra: string[] = []): Promise<BuildRun> {
  const raw = await measureOk(process.execPath, [path.join(ctx.repoRoot, 'bin/legaldocs.js'), 'build', '--root', site.dir, '--format', 'json', ...extra]);
  const parsed = parseBuildOutput(raw.stdout);
  return { scale: site.scale, docs: site.docs, markdownBytes: site.markdownBytes, ...parsed, wallMs: raw.wallMs, cpuMs: raw.cpuMs, peakRssBytes: raw.peakRssBytes };
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

/** The parse floor, then cold full builds per scale (median of ctx.runs at scale 1), a cold check, then the scale-1 variants. */
export async function measureBuild(ctx: BenchContext, scales: number[]): Promise<BuildResult> {
  const floor = await remarkFloor(ctx);
  const full: BuildRun[] = [];
  for (const scale of scales) {
    const site = await corpusSite(ctx, scale);
    const times = scale === 1 ? ctx.runs : 1;
    ctx.log(`build: scale ${scale}, ${site.docs} documents, cold, ${times}×`);
    full.push(
      await repeated(times, async () => {
        await clearCache(site);
        return runBuild(ctx, site);
      }),
    );
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
  return { full, oneLocale, rebuild, floor, check };
}
