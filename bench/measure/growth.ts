// How a build's cost grows with the site: a cold build of the plain corpus at each scale (wall, CPU,
// peak memory, output bytes), then no-change rebuilds of it, and nothing else, so a run reaching
// scale 50 takes what those builds take. In: the run's context and scales; out: a GrowthResult.

import { corpusSite, medianRun, type BenchContext } from './corpus-site.ts';
import { clearCache, runBuild, type BuildRun } from './build.ts';

export interface GrowthResult {
  /** Cold builds, by scale. */
  cold: BuildRun[];
  /** No-change rebuilds right after each (the median of ctx.runs), by scale. */
  rebuilds: BuildRun[];
  /** The load average (1 minute) before each cold build: the machine is shared. */
  load: number[];
}

export async function measureGrowth(ctx: BenchContext, scales: number[], loadAverage: () => number): Promise<GrowthResult> {
  const result: GrowthResult = { cold: [], rebuilds: [], load: [] };
  for (const scale of [...scales].sort((a, b) => a - b)) {
    const site = await corpusSite(ctx, scale);
    await clearCache(site);
    result.load.push(loadAverage());
    ctx.log(`growth: scale ${scale}, ${site.docs} documents, cold`);
    result.cold.push(await runBuild(ctx, site));
    ctx.log(`growth: scale ${scale}, no-change rebuild, ${ctx.runs}×`);
    const runs: BuildRun[] = [];
    for (let i = 0; i < ctx.runs; i++) runs.push(await runBuild(ctx, site));
    result.rebuilds.push(medianRun(runs));
  }
  return result;
}
