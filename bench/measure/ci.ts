// The CI case: a fresh checkout (every file new, new modification times, no output folder) with
// the cache folder restored from an earlier build, as a CI cache step restores it, and one
// document changed in every locale it exists in. In: the run's context; out: CiResult, with how
// many documents the build parsed (it should be just that document's files).

import { appendFile, cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { clearCache, runBuild, type BuildRun } from './build.ts';
import { corpusSite, type BenchContext } from './corpus-site.ts';

/** The document changed: a median-sized one of the scale-1 corpus, present in every locale. */
export const changedDoc = 'curseforge/cookies-policy.md';

export interface CiResult {
  doc: string;
  /** Files of that document changed (one per locale that has it). */
  changedFiles: number;
  /** Each build of the CI case; `parsed` says how many documents it parsed. */
  runs: BuildRun[];
}

/** The document's file in each locale of a corpus site. */
async function documentFiles(site: string, doc: string): Promise<string[]> {
  const i18n = path.join(site, 'content/i18n');
  const locales = await readdir(i18n);
  return [path.join(site, 'content/docs', doc), ...locales.map((l) => path.join(i18n, l, 'docs', doc))];
}

/** One build of the CI case on a new checkout (a copy of `source`) with `source`'s cache restored. */
async function ciBuild(ctx: BenchContext, source: string, round: number): Promise<{ run: BuildRun; changedFiles: number }> {
  const checkout = path.join(ctx.workDir, 'ci-checkout');
  await rm(checkout, { recursive: true, force: true });
  // A clone writes every file anew; a cache step restores the folder's files with their times.
  for (const part of ['config', 'content', 'static']) await cp(path.join(source, part), path.join(checkout, part), { recursive: true });
  await cp(path.join(source, '.legaldocs-cache'), path.join(checkout, '.legaldocs-cache'), { recursive: true, preserveTimestamps: true });
  const files = await documentFiles(checkout, changedDoc);
  for (const file of files) await appendFile(file, `\nA paragraph added by commit ${round} of the CI benchmark.\n`);
  const site = { scale: 1, dir: checkout, docs: 0, markdownBytes: 0 };
  return { run: await runBuild(ctx, site), changedFiles: files.length };
}

/** A cold build of the scale-1 corpus fills its cache; then ctx.runs builds of the CI case, each from that cache. */
export async function measureCi(ctx: BenchContext): Promise<CiResult> {
  const site = await corpusSite(ctx, 1);
  ctx.log('ci: scale 1, a cold build to fill the cache');
  await clearCache(site);
  await runBuild(ctx, site);
  const runs: BuildRun[] = [];
  let changedFiles = 0;
  for (let i = 0; i < ctx.runs; i++) {
    ctx.log(`ci: fresh checkout, restored cache, ${changedDoc} changed (${i + 1} of ${ctx.runs})`);
    const made = await ciBuild(ctx, site.dir, i);
    runs.push(made.run);
    changedFiles = made.changedFiles;
  }
  return { doc: changedDoc, changedFiles, runs };
}
