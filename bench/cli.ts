// The benchmark's command line: `corpus` writes a corpus; the default command measures and writes
// BENCHMARKS.md. In: process.argv; out: files on disk, progress on stderr, an exit code.

import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { areas } from './areas.ts';
import { generateCorpus } from './corpus/generate.ts';
import { smallCorpus, smallLocales } from './corpus/small.ts';
import { writeCorpus } from './corpus/write.ts';
import { describeMachine } from './machine.ts';
import type { BenchContext } from './measure/corpus-site.ts';
import { composeReport } from './report/write.ts';
import { loadResults, saveResult } from './results.ts';

// The checkout run.mjs bundled this from (a bundle's own path may lie in another checkout's node_modules).
const repoRoot = process.env.LEGALDOCS_BENCH_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const benchDir = path.join(repoRoot, 'bench');
const list = (value: string) => value.split(',').map((v) => v.trim()).filter(Boolean);

const whole = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`expected a whole number ≥ 1, got "${value}"`);
  return n;
};

const program = new Command().name('bench').description('Benchmarks legaldocs on a synthetic corpus.');

program
  .command('corpus')
  .description('write the synthetic corpus (config, content, static) into a folder')
  .requiredOption('--out <dir>', 'folder to write the site into')
  .option('--scale <n>', 'series of 29 documents per locale', whole, 1)
  .option('--seed <n>', 'random seed', whole, 1)
  .option('--versions', 'the variant whose archived texts are reworded earlier versions of a current document (changes pages)')
  .option('--small <docs>', 'instead, that many small documents in 3 locales (bench/corpus/small.ts)', whole)
  .action(async (opts: { out: string; scale: number; seed: number; versions?: boolean; small?: number }) => {
    const files = opts.small ? smallCorpus(opts.small, opts.seed) : generateCorpus(opts.scale, opts.seed, opts.versions ? 'versions' : 'plain').files;
    await writeCorpus(path.resolve(opts.out), files);
    const bytes = [...files].filter(([f]) => f.endsWith('.md')).reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0);
    const documents = [...files.keys()].filter((f) => f.startsWith('content/docs/') && f.endsWith('.md')).length;
    process.stderr.write(`Wrote ${documents} documents × ${opts.small ? smallLocales.length : 11} locales (${(bytes / 1e6).toFixed(1)} MB of markdown) to ${opts.out}\n`);
  });

const resultsDir = path.join(benchDir, 'results');
/** The generators --compare takes: each has an area named compare-<name>. */
const opponents = areas.filter((a) => a.name.startsWith('compare-')).map((a) => a.name.slice('compare-'.length));

/** Rewrites BENCHMARKS.md from the stored results and the hand-written notes. */
async function writeReport() {
  const notes = await readFile(path.join(benchDir, 'notes.md'), 'utf8');
  const report = composeReport(await loadResults(resultsDir), areas.map((x) => ({ area: x.name, render: x.render })), notes);
  await writeFile(path.join(benchDir, 'BENCHMARKS.md'), report);
}

program
  .command('report')
  .description('rewrite bench/BENCHMARKS.md from the stored results, measuring nothing')
  .action(writeReport);

interface RunFlags {
  only?: string[];
  compare?: string[];
  scales: string[];
  runs: number;
  rounds: number;
  seed: number;
  work: string;
  baseline?: string;
  hostileSeconds: number;
}

program
  .command('run', { isDefault: true })
  .description('measure, store the figures in bench/results/ and rewrite bench/BENCHMARKS.md')
  .option('--only <areas>', `only these areas (${areas.map((a) => a.name).join(', ')})`, list)
  .option('--compare <tools>', `compare with ${opponents.join(', ')} (docusaurus: faster on; alone, unless --only adds areas)`, list)
  .option('--scales <list>', 'corpus scales for the build area', list, ['1', '10', '50'])
  .option('--runs <n>', 'repetitions of quick builds (the median is kept)', whole, 3)
  .option('--rounds <n>', 'alternating rounds of a comparison (and of each serve load)', whole, 1)
  .option('--seed <n>', 'corpus seed', whole, 1)
  .option('--baseline <dir>', 'serve, serve-hostile: also measure this legaldocs checkout (dist/ compiled), as the figures before')
  .option('--hostile-seconds <n>', 'serve-hostile: seconds of load per checkout', whole, 60)
  .option('--work <dir>', 'scratch folder (corpora, builds, installs)', path.join(os.tmpdir(), 'legaldocs-bench'))
  .action(async (flags: RunFlags) => {
    const unknownCompare = (flags.compare ?? []).filter((c) => !opponents.includes(c));
    if (unknownCompare.length) throw new Error(`--compare takes ${opponents.join(', ')}, got ${unknownCompare.join(', ')}`);
    const wanted = [...(flags.only ?? (flags.compare ? [] : areas.filter((a) => a.byDefault).map((a) => a.name))), ...(flags.compare ?? []).map((c) => `compare-${c}`)];
    const unknown = wanted.filter((name) => !areas.some((a) => a.name === name));
    if (unknown.length) throw new Error(`unknown area ${unknown.join(', ')}; areas: ${areas.map((a) => a.name).join(', ')}`);
    const ctx: BenchContext = { repoRoot, workDir: path.resolve(flags.work), seed: flags.seed, runs: flags.runs, log: (line) => process.stderr.write(`[bench] ${line}\n`) };
    const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '');
    for (const a of areas.filter((x) => wanted.includes(x.name))) {
      const machine = describeMachine();
      ctx.log(`${a.name}: started (load average ${machine.loadAverage.toFixed(2)})`);
      const result = await a.run(ctx, { scales: flags.scales.map(whole), rounds: flags.rounds, hostileSeconds: flags.hostileSeconds, ...(flags.baseline ? { baseline: flags.baseline } : {}) });
      await saveResult(resultsDir, { area: a.name, command, machine, result });
      await writeReport();
      process.stdout.write(`${a.render(result)}\n`);
    }
  });

try {
  await program.parseAsync();
} catch (error) {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
