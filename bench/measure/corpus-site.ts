// Where a run keeps its corpora: one site folder per scale under the work folder, generated once
// per run. In: the run's context and a scale; out: the site folder and the corpus's size.

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { generateCorpus } from '../corpus/generate.ts';
import type { CorpusVariant } from '../corpus/plan.ts';
import { writeCorpus } from '../corpus/write.ts';

export interface BenchContext {
  /** The legaldocs checkout being measured. */
  repoRoot: string;
  /** Scratch space for corpora, builds and installs. */
  workDir: string;
  seed: number;
  /** Repetitions of the quick measurements (the median is kept). */
  runs: number;
  log: (line: string) => void;
}

export interface CorpusSite {
  scale: number;
  /** Which corpus (plan.ts); absent from results stored before there were two. */
  variant?: CorpusVariant;
  dir: string;
  docs: number;
  /** Markdown bytes over all locales. */
  markdownBytes: number;
}

const written = new Map<string, Promise<CorpusSite>>();

/** The scale-N corpus as a legaldocs site folder (written on first use in this process). */
export function corpusSite(ctx: BenchContext, scale: number, variant: CorpusVariant = 'plain'): Promise<CorpusSite> {
  const dir = path.join(ctx.workDir, variant === 'plain' ? `corpus-${scale}` : `corpus-${scale}-${variant}`);
  if (!written.has(dir)) {
    written.set(
      dir,
      (async () => {
        ctx.log(`writing the scale-${scale} ${variant} corpus to ${dir}`);
        const { plan, files } = generateCorpus(scale, ctx.seed, variant);
        await rm(dir, { recursive: true, force: true });
        await writeCorpus(dir, files);
        const markdownBytes = [...files].filter(([f]) => f.endsWith('.md')).reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
        return { scale, variant, dir, docs: plan.docs.length, markdownBytes };
      })(),
    );
  }
  return written.get(dir)!;
}

/**
 * The median of some runs, by wall time (the run itself, so its other figures stay consistent);
 * of an even number, the slower middle one, so a comparison never flatters legaldocs.
 */
export function medianRun<T extends { wallMs: number }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)]!;
}
