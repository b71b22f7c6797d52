// Side-by-side builds: legaldocs and another generator build the same corpus alternately in one
// run, each cold and then again with nothing changed, then each one's doc page is loaded in
// Chromium. In: an Opponent and a scale; out: a Comparison with every run and page weight (medians
// and ratios are derived in the report).

import path from 'node:path';
import { clearCache, runBuild, type BuildRun } from './build.ts';
import { corpusSite, type BenchContext, type CorpusSite } from './corpus-site.ts';
import { firstPath, measurePageWeight, secondPath, type PageWeight } from './page-weight.ts';
import type { Measured } from './process.ts';

/** One way of building the corpus with the other generator (Docusaurus has two). */
export interface Variant {
  label: string;
  /** A cold build of the prepared site. */
  build: () => Promise<Measured>;
  /** The same build again, nothing changed, with what the cold one left (output, caches). */
  rebuild: () => Promise<Measured>;
  /** The folder the build writes, served to measure the page. */
  outDir: string;
}

export interface Opponent {
  name: string;
  /** Installs the generator if needed; returns its version. */
  install: (ctx: BenchContext) => Promise<string>;
  /** Writes the equivalent site for this corpus. */
  prepare: (ctx: BenchContext, site: CorpusSite) => Promise<Variant[]>;
}

export interface RunFigures {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
}

export interface VariantResult {
  label: string;
  runs: RunFigures[];
  /** No-change rebuilds, one after each cold run (absent from results stored before they were measured). */
  rebuilds?: RunFigures[];
  pageWeight: PageWeight;
}

export interface Comparison {
  opponent: string;
  version: string;
  scale: number;
  legaldocs: { runs: BuildRun[]; rebuilds?: BuildRun[]; pageWeight: PageWeight };
  variants: VariantResult[];
}

const figures = (m: RunFigures): RunFigures => ({ wallMs: m.wallMs, cpuMs: m.cpuMs, peakRssBytes: m.peakRssBytes });

/** legaldocs, then each variant, round after round, then legaldocs once more; each build cold, then again unchanged. */
export async function compare(ctx: BenchContext, opponent: Opponent, scale: number, rounds: number): Promise<Comparison> {
  const version = await opponent.install(ctx);
  const site = await corpusSite(ctx, scale);
  const variants = await opponent.prepare(ctx, site);
  const ours: BuildRun[] = [];
  const ourRebuilds: BuildRun[] = [];
  const theirs = new Map<string, RunFigures[]>(variants.map((v) => [v.label, []]));
  const theirRebuilds = new Map<string, RunFigures[]>(variants.map((v) => [v.label, []]));
  const pages = new Map<string, PageWeight>();
  const legaldocsBuild = async () => {
    await clearCache(site);
    ours.push(await runBuild(ctx, site));
    ourRebuilds.push(await runBuild(ctx, site));
  };
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      ctx.log(`compare ${opponent.name}: round ${round + 1}, legaldocs`);
      await legaldocsBuild();
      ctx.log(`compare ${opponent.name}: round ${round + 1}, ${variant.label}`);
      theirs.get(variant.label)!.push(figures(await variant.build()));
      theirRebuilds.get(variant.label)!.push(figures(await variant.rebuild()));
      // Variants may share an output folder, so each one's page is measured before the next build.
      if (round === rounds - 1) pages.set(variant.label, await measurePageWeight(variant.outDir, firstPath, secondPath));
    }
  }
  ctx.log(`compare ${opponent.name}: legaldocs again`);
  await legaldocsBuild();
  const ourPage = await measurePageWeight(path.join(site.dir, 'build'), firstPath, secondPath);
  return {
    opponent: opponent.name,
    version,
    scale,
    legaldocs: { runs: ours, rebuilds: ourRebuilds, pageWeight: ourPage },
    variants: variants.map((v) => ({ label: v.label, runs: theirs.get(v.label)!, rebuilds: theirRebuilds.get(v.label)!, pageWeight: pages.get(v.label)! })),
  };
}
