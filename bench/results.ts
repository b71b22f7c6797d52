// Stored results: each area's latest figures in bench/results/<area>.json, so a partial run
// (--only, --compare) updates its part of BENCHMARKS.md and keeps the rest.
// In: an area's result; out: JSON files, and all of them read back for the report.

import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Machine } from './machine.ts';

export interface Stored<T = unknown> {
  area: string;
  /** The command line that produced it. */
  command: string;
  machine: Machine;
  result: T;
}

/** Saves one area's result. */
export async function saveResult(dir: string, stored: Stored): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${stored.area}.json`), `${JSON.stringify(stored, null, 2)}\n`);
}

/** Every stored result, by area. */
export async function loadResults(dir: string): Promise<Map<string, Stored>> {
  const results = new Map<string, Stored>();
  if (!existsSync(dir)) return results;
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const stored = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Stored;
    results.set(stored.area, stored);
  }
  return results;
}
