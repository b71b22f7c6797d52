// The benchmark's command line: `corpus` writes a corpus; the default command measures and writes
// BENCHMARKS.md. In: process.argv; out: files on disk, progress on stderr, an exit code.

import path from 'node:path';
import { Command } from 'commander';
import { generateCorpus } from './corpus/generate.ts';
import { writeCorpus } from './corpus/write.ts';

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
  .action(async (opts: { out: string; scale: number; seed: number }) => {
    const { plan, files } = generateCorpus(opts.scale, opts.seed);
    await writeCorpus(path.resolve(opts.out), files);
    const bytes = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    process.stderr.write(`Wrote ${plan.docs.length} documents × 11 locales (${(bytes / 1e6).toFixed(1)} MB) to ${opts.out}\n`);
  });

await program.parseAsync();
