// Many small documents: 5,000 of them in 3 locales built cold, against 30 of the same kind, for what
// grows with the number of pages rather than the text (sidebars, page data, the page store). In: the
// run's context; out: both builds, and one document page's weight (HTML and data file) in each.

import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { smallCorpus } from '../corpus/small.ts';
import { writeCorpus } from '../corpus/write.ts';
import { clearCache, runBuild, type BuildRun } from './build.ts';
import type { BenchContext, CorpusSite } from './corpus-site.ts';

export interface SmallResult {
  /** The many-documents build, and the few-documents one. */
  many: BuildRun;
  few: BuildRun;
  /** The same document's page in each: bytes of its HTML plus its data file. */
  page: { path: string; many: number; few: number };
}

/** The documents of each build, and the page weighed in both. */
export const manyDocs = 5000;
export const fewDocs = 30;
const weighed = 'docs/part-01/folder-01/notice-0005';

async function site(ctx: BenchContext, docs: number): Promise<CorpusSite> {
  const dir = path.join(ctx.workDir, `small-${docs}`);
  ctx.log(`small: writing ${docs} small documents in 3 locales to ${dir}`);
  const files = smallCorpus(docs, ctx.seed);
  await rm(dir, { recursive: true, force: true });
  await writeCorpus(dir, files);
  const markdownBytes = [...files].filter(([f]) => f.endsWith('.md')).reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
  return { scale: 0, dir, docs, markdownBytes };
}

/** A page's HTML and its data file, in bytes. */
async function weight(dir: string): Promise<number> {
  const html = (await stat(path.join(dir, 'build', `${weighed}.html`))).size;
  const data = (await readFile(path.join(dir, 'build/data', `${weighed}.json`))).byteLength;
  return html + data;
}

export async function measureSmall(ctx: BenchContext): Promise<SmallResult> {
  const [few, many] = [await site(ctx, fewDocs), await site(ctx, manyDocs)];
  const builds: BuildRun[] = [];
  for (const s of [few, many]) {
    ctx.log(`small: ${s.docs} documents, cold`);
    await clearCache(s);
    builds.push(await runBuild(ctx, s));
  }
  return { few: builds[0]!, many: builds[1]!, page: { path: `/${weighed}`, few: await weight(few.dir), many: await weight(many.dir) } };
}
