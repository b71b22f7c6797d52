// The benchmark's areas: what each measures and how its section is written. Adding an area is
// one entry here. In: nothing; out: the area table the runner and the report read.

import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { measureBuild, runBuild, type BuildResult } from './measure/build.ts';
import { describeMachine } from './machine.ts';
import { measureCi, type CiResult } from './measure/ci.ts';
import { measureGrowth, type GrowthResult } from './measure/growth.ts';
import { compare, type Comparison } from './measure/compare.ts';
import { docusaurus } from './measure/compare-docusaurus.ts';
import { hugo } from './measure/compare-hugo.ts';
import { starlight } from './measure/compare-starlight.ts';
import { vitepress } from './measure/compare-vitepress.ts';
import { corpusSite, type BenchContext } from './measure/corpus-site.ts';
import { measureDevReload, measureFirstPage, type DevReload } from './measure/dev-reload.ts';
import { firstPath, measurePageWeight, secondPath, type PageWeight } from './measure/page-weight.ts';
import { measureParseFloor, type ParseFloor } from './measure/parse-floor.ts';
import { measureRelevance, type LocaleRelevance } from './measure/relevance.ts';
import { measurePdf, type PdfFigures } from './measure/pdf.ts';
import { measureSearch, type SearchFigures } from './measure/search.ts';
import { hostileAlgolia, measureServeHostile, type ServeHostile } from './measure/serve-hostile.ts';
import { measureServeLoad, type ServeLoad } from './measure/serve-load.ts';
import { measureSmall, type SmallResult } from './measure/small.ts';
import { renderBuild } from './report/build.ts';
import { renderCi } from './report/ci.ts';
import { renderGrowth } from './report/growth.ts';
import { renderComparison } from './report/compare.ts';
import { renderDevReload } from './report/dev-reload.ts';
import { renderPageWeight } from './report/page-weight.ts';
import { renderParseFloor } from './report/parse-floor.ts';
import { renderRelevance } from './report/relevance.ts';
import { renderPdf } from './report/pdf.ts';
import { renderSearch } from './report/search.ts';
import { renderServeHostile } from './report/serve-hostile.ts';
import { renderServeLoad } from './report/serve-load.ts';
import { renderSmall } from './report/small.ts';

export interface RunOptions {
  scales: number[];
  /** Alternating rounds of a comparison. */
  rounds: number;
  /** Another legaldocs checkout (dist/ compiled) whose `serve` is measured too, as the "before". */
  baseline?: string;
  /** Seconds of the hostile load on `serve`, per checkout. */
  hostileSeconds: number;
}

export interface Area<T> {
  name: string;
  /** Run by a plain `npm run bench` (comparisons need --compare). */
  byDefault: boolean;
  run: (ctx: BenchContext, options: RunOptions) => Promise<T>;
  render: (result: T) => string;
}

const area = <T>(a: Area<T>) => a as Area<unknown>;

/** A checkout named by its commit, e.g. "legaldocs at 1feca0a" (plus "+ changes" when the tool's own files differ from it). */
function checkoutLabel(dir: string): string {
  const git = (args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
  try {
    const changed = git(['status', '--porcelain', '--untracked-files=no', '--', 'src', 'bin', 'scripts', 'package.json', 'package-lock.json']);
    return `legaldocs at ${git(['rev-parse', '--short', 'HEAD'])}${changed ? ' + changes' : ''}`;
  } catch {
    return path.basename(path.resolve(dir));
  }
}

export const areas: Area<unknown>[] = [
  area<BuildResult>({ name: 'build', byDefault: true, run: (ctx, o) => measureBuild(ctx, o.scales), render: renderBuild }),
  area<CiResult>({ name: 'ci', byDefault: true, run: (ctx) => measureCi(ctx), render: renderCi }),
  area<GrowthResult>({ name: 'growth', byDefault: true, run: (ctx, o) => measureGrowth(ctx, o.scales, () => describeMachine().loadAverage), render: renderGrowth }),
  area<SmallResult>({ name: 'small', byDefault: true, run: (ctx) => measureSmall(ctx), render: renderSmall }),
  area<ParseFloor>({ name: 'parse-floor', byDefault: true, run: (ctx) => measureParseFloor(ctx), render: renderParseFloor }),
  area<PageWeight>({
    name: 'page-weight',
    byDefault: true,
    async run(ctx) {
      const site = await corpusSite(ctx, 1);
      await runBuild(ctx, site);
      return measurePageWeight(path.join(site.dir, 'build'), firstPath, secondPath);
    },
    render: renderPageWeight,
  }),
  area<SearchFigures[]>({
    name: 'search',
    byDefault: true,
    async run(ctx) {
      const site = await corpusSite(ctx, 1);
      await runBuild(ctx, site);
      return measureSearch(path.join(site.dir, 'build'));
    },
    render: renderSearch,
  }),
  area<LocaleRelevance[]>({
    name: 'relevance',
    byDefault: true,
    // This site's own documents (content/), not the synthetic corpus: the queries were written from them.
    async run(ctx) {
      const out = path.join(ctx.workDir, 'relevance-build');
      await runBuild(ctx, { scale: 0, dir: ctx.repoRoot, docs: 0, markdownBytes: 0 }, ['--out', out]);
      return measureRelevance(out);
    },
    render: renderRelevance,
  }),
  area<DevReload>({
    name: 'dev-reload',
    byDefault: true,
    async run(ctx) {
      const sites = [await corpusSite(ctx, 1), await corpusSite(ctx, 10)];
      const firstPage = [];
      for (const site of sites) firstPage.push(await measureFirstPage(ctx.repoRoot, site, ctx.runs));
      return { ...(await measureDevReload(ctx.repoRoot, sites[0]!.dir)), firstPage };
    },
    render: renderDevReload,
  }),
  area<PdfFigures>({ name: 'pdf', byDefault: true, run: (ctx) => measurePdf(ctx), render: renderPdf }),
  area<ServeLoad>({
    name: 'serve',
    byDefault: true,
    async run(ctx, o) {
      const site = await corpusSite(ctx, 1);
      await runBuild(ctx, site);
      const tools = [...(o.baseline ? [{ label: checkoutLabel(o.baseline), root: path.resolve(o.baseline) }] : []), { label: checkoutLabel(ctx.repoRoot), root: ctx.repoRoot }];
      return measureServeLoad(site.dir, tools, [50, 200], 10, o.rounds, ctx.log);
    },
    render: renderServeLoad,
  }),
  area<ServeHostile>({
    name: 'serve-hostile',
    byDefault: true,
    async run(ctx, o) {
      const site = await corpusSite(ctx, 1);
      // The same site with hosted search, so its Algolia endpoint answers; built beside the other.
      const config = 'config/hostile.config.ts';
      await writeFile(
        path.join(site.dir, config),
        `import config from './legal-docs.config.ts';\nexport default { ...config, search: { provider: 'algolia', ...${JSON.stringify(hostileAlgolia)} } };\n`,
      );
      await runBuild(ctx, site, ['--config', config, '--out', 'build-hostile']);
      const pages = (await fg(['docs/**/*.html', '*/docs/**/*.html'], { cwd: path.join(site.dir, 'build-hostile') })).sort().filter((_, i) => i % 37 === 0).slice(0, 6).map((p) => `/${p.replace(/\.html$/, '')}`);
      const tools = [...(o.baseline ? [{ label: checkoutLabel(o.baseline), root: path.resolve(o.baseline) }] : []), { label: checkoutLabel(ctx.repoRoot), root: ctx.repoRoot }];
      return measureServeHostile(site.dir, path.join(site.dir, 'build-hostile'), ['--config', config, 'serve', 'build-hostile'], pages, tools, o.hostileSeconds, ctx.log);
    },
    render: renderServeHostile,
  }),
  area<Comparison>({ name: 'compare-docusaurus', byDefault: false, run: (ctx, o) => compare(ctx, docusaurus(true), 1, o.rounds), render: renderComparison }),
  // Docusaurus without `faster` (webpack): minutes per build here, so an area of its own.
  area<Comparison>({ name: 'compare-docusaurus-webpack', byDefault: false, run: (ctx, o) => compare(ctx, docusaurus(false), 1, o.rounds), render: renderComparison }),
  area<Comparison>({ name: 'compare-hugo', byDefault: false, run: (ctx, o) => compare(ctx, hugo(), 1, Math.max(o.rounds, 3)), render: renderComparison }),
  area<Comparison>({ name: 'compare-vitepress', byDefault: false, run: (ctx, o) => compare(ctx, vitepress(), 1, o.rounds), render: renderComparison }),
  area<Comparison>({ name: 'compare-starlight', byDefault: false, run: (ctx, o) => compare(ctx, starlight(), 1, o.rounds), render: renderComparison }),
];
