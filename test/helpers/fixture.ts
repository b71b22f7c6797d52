// Test helper: materialises a fixture site in a temporary folder and runs the real CLI in it.
// A scenario folder under test/fixtures/ holds only the files that differ from `clean` (or, with a
// STANDALONE.md, a whole site).

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(repoRoot, 'test/fixtures');
const cli = path.join(repoRoot, 'bin/legaldocs.js');

/**
 * Copies `clean` and then the scenario's files over it; returns the temporary site folder. A
 * scenario with a STANDALONE.md (saying why) is a whole site of its own and is copied alone.
 */
export async function fixtureSite(scenario = 'clean'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `legaldocs-${scenario}-`));
  const own = path.join(fixtures, scenario);
  if (existsSync(path.join(own, 'STANDALONE.md'))) {
    await cp(own, dir, { recursive: true, filter: (source) => source !== path.join(own, 'STANDALONE.md') });
    return dir;
  }
  await cp(path.join(fixtures, 'clean'), dir, { recursive: true });
  if (scenario !== 'clean') await cp(own, dir, { recursive: true });
  return dir;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `legaldocs <args>` in `cwd` and resolves with its exit code and output. */
export function runCli(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { cwd, env: { ...process.env, CI: 'true', ...env }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Every file under `dir` (a build folder) with the sha256 of its bytes: two builds compare equal when byte-identical. */
export async function hashes(dir: string): Promise<Record<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort();
  const out: Record<string, string> = {};
  for (const file of files) out[file] = createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex');
  return out;
}
