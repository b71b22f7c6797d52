// The parse floor: how fast the markdown library alone parses the scale-1 corpus here, in one
// process and split over every core — the least any remark-based build of it can take.
// In: the run's context; out: ParseFloor (per mode: one-process and all-cores figures).

import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { corpusSite, type BenchContext } from './corpus-site.ts';
import { measureOk } from './process.ts';

export type ParseMode = 'micromark' | 'remark';

export interface FloorRun {
  processes: number;
  bytes: number;
  /** The slowest process's own parse time: the wall time of the parse with start-up left out. */
  parseMs: number;
  /** CPU time of all processes, start-up included. */
  cpuMs: number;
}

export interface ParseFloor {
  cores: number;
  modes: { mode: ParseMode; label: string; single: FloorRun; parallel: FloorRun }[];
}

const labels: Record<ParseMode, string> = {
  micromark: 'micromark + GFM → HTML (the tokenizer alone)',
  remark: 'remark-parse + GFM + front matter → mdast (what a remark pipeline must do first)',
};

/** Splits files into `n` lists of about equal size. */
function shares(files: { path: string; size: number }[], n: number): string[][] {
  const lists = Array.from({ length: n }, () => ({ size: 0, files: [] as string[] }));
  for (const file of [...files].sort((a, b) => b.size - a.size)) {
    const lightest = lists.reduce((min, l) => (l.size < min.size ? l : min));
    lightest.size += file.size;
    lightest.files.push(file.path);
  }
  return lists.map((l) => l.files);
}

async function run(ctx: BenchContext, mode: ParseMode, lists: string[][]): Promise<FloorRun> {
  const child = path.join(ctx.repoRoot, 'bench/measure/parse-child.mjs');
  const results = await Promise.all(
    lists.map(async (files, i) => {
      const listFile = path.join(ctx.workDir, `parse-floor-${i}.json`);
      await writeFile(listFile, JSON.stringify(files));
      const measured = await measureOk(process.execPath, [child, mode, listFile], { cwd: ctx.repoRoot });
      return { ...(JSON.parse(measured.stdout) as { ms: number; bytes: number }), cpuMs: measured.cpuMs };
    }),
  );
  return {
    processes: lists.length,
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
    parseMs: Math.max(...results.map((r) => r.ms)),
    cpuMs: results.reduce((sum, r) => sum + r.cpuMs, 0),
  };
}

/** The parse floor the build's targets are judged against: remark, the faster of one process and one per core. */
export interface RemarkFloor {
  /** The scale-1 corpus's markdown bytes. */
  bytes: number;
  single: FloorRun;
  parallel: FloorRun;
  /** The faster of the two: the floor. */
  ms: number;
}

/** The scale-1 files, largest first, with their sizes. */
async function corpusFiles(ctx: BenchContext) {
  const site = await corpusSite(ctx, 1);
  const entries = await fg('content/**/*.md', { cwd: site.dir, absolute: true, stats: true });
  return entries.map((e) => ({ path: e.path, size: e.stats!.size }));
}

/** remark-parse + GFM + front matter over the scale-1 corpus, once in one process and once split over every core: the faster is the floor. */
export async function remarkFloor(ctx: BenchContext): Promise<RemarkFloor> {
  const files = await corpusFiles(ctx);
  const cores = os.availableParallelism();
  ctx.log(`parse floor: remark, 1 process and ${cores} at once`);
  const single = await run(ctx, 'remark', [files.map((f) => f.path)]);
  const parallel = await run(ctx, 'remark', shares(files, cores));
  return { bytes: single.bytes, single, parallel, ms: Math.min(single.parseMs, parallel.parseMs) };
}

/** Each mode in one process, then in one process per core at once (median of ctx.runs each). */
export async function measureParseFloor(ctx: BenchContext): Promise<ParseFloor> {
  const files = await corpusFiles(ctx);
  const cores = os.availableParallelism();
  const median = async (once: () => Promise<FloorRun>) => {
    const runs: FloorRun[] = [];
    for (let i = 0; i < ctx.runs; i++) runs.push(await once());
    return runs.sort((a, b) => a.parseMs - b.parseMs)[Math.floor(runs.length / 2)]!;
  };
  const modes: ParseFloor['modes'] = [];
  for (const mode of ['micromark', 'remark'] as const) {
    ctx.log(`parse floor: ${mode}, 1 process and ${cores} at once`);
    const single = await median(() => run(ctx, mode, [files.map((f) => f.path)]));
    const parallel = await median(() => run(ctx, mode, shares(files, cores)));
    modes.push({ mode, label: labels[mode], single, parallel });
  }
  return { cores, modes };
}
