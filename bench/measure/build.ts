// Build speed: full builds at several scales, a one-locale build and a no-change rebuild, with
// the CLI's own phase timings. In: the run's context and scales; out: a BuildResult.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { corpusSite, medianRun, type BenchContext, type CorpusSite } from './corpus-site.ts';
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
}

export interface BuildResult {
  full: BuildRun[];
  oneLocale: BuildRun;
  rebuild: BuildRun;
}

/** Reads the pages, the total and the phase timings from `legaldocs build --format json`. */
export function parseBuildOutput(stdout: string): { pages: number; internalMs: number; phases: Record<string, number> } {
  let out: { written?: boolean; pagesPerLocale?: Record<string, number>; totalMs?: number; timings?: Record<string, number> };
  try {
    out = JSON.parse(stdout) as typeof out;
  } catch {
    throw new Error(`unexpected build output:\n${stdout}`);
  }
  const pages = Object.values(out.pagesPerLocale ?? {}).reduce((a, b) => a + b, 0);
  if (!out.written || !pages || out.totalMs === undefined || !out.timings) throw new Error(`unexpected build output:\n${stdout}`);
  return { pages, internalMs: out.totalMs, phases: out.timings };
}

/** Clears the parse cache, so the next build is a cold one. */
export async function clearCache(site: CorpusSite): Promise<void> {
  await rm(path.join(site.dir, 'node_modules/.cache'), { recursive: true, force: true });
}

/** One `legaldocs build` of a corpus site, measured. */
export async function runBuild(ctx: BenchContext, site: CorpusSite, extra: string[] = []): Promise<BuildRun> {
  const raw = await measureOk(process.execPath, [path.join(ctx.repoRoot, 'bin/legaldocs.js'), 'build', '--root', site.dir, '--format', 'json', ...extra]);
  const parsed = parseBuildOutput(raw.stdout);
  return { scale: site.scale, docs: site.docs, markdownBytes: site.markdownBytes, ...parsed, wallMs: raw.wallMs, cpuMs: raw.cpuMs, peakRssBytes: raw.peakRssBytes };
}

async function repeated(times: number, once: () => Promise<BuildRun>): Promise<BuildRun> {
  const runs: BuildRun[] = [];
  for (let i = 0; i < times; i++) runs.push(await once());
  return medianRun(runs);
}

/** Cold full builds per scale (median of ctx.runs at scale 1), then the scale-1 variants. */
export async function measureBuild(ctx: BenchContext, scales: number[]): Promise<BuildResult> {
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
  ctx.log('build: scale 1, no-change rebuild');
  await runBuild(ctx, site);
  const rebuild = await repeated(ctx.runs, () => runBuild(ctx, site));
  ctx.log('build: scale 1, one locale (es), cold');
  const oneLocale = await repeated(ctx.runs, async () => {
    await clearCache(site);
    return runBuild(ctx, site, ['--locale', 'es']);
  });
  return { full, oneLocale, rebuild };
}
