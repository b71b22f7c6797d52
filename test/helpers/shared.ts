// Test helper: something made once per run and shared by every test file that asks for it (a
// build that files only read, say). In: its name and how to make it in the run's folder; out:
// what the first file to ask made (as JSON), which the others wait for. A failure is shared too.

import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inject, vi } from 'vitest';
import { repoRoot, runCli, type CliResult } from './fixture.ts';

export async function madeOnce<T>(name: string, make: (folder: string) => Promise<T>): Promise<T> {
  const folder = inject('builtSites');
  const result = path.join(folder, `${name}.json`);
  const claimed = await mkdir(path.join(folder, `${name}.making`)).then(
    () => true,
    () => false,
  );
  if (claimed) {
    const made = await make(folder).then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    );
    // Written whole, then renamed: a waiting file never reads half of it.
    await writeFile(`${result}.tmp`, JSON.stringify(made));
    await rename(`${result}.tmp`, result);
  }
  await vi.waitFor(
    () => {
      if (!existsSync(result)) throw new Error(`another test file did not finish making "${name}"`);
    },
    { timeout: 300_000, interval: 100 },
  );
  const { value, error } = JSON.parse(await readFile(result, 'utf8')) as { value?: T; error?: string };
  if (error !== undefined) throw new Error(`making "${name}" failed:\n${error}`);
  return value as T;
}

/**
 * This repository's own site (content/) built once per run without the parse cache, so that
 * every document is parsed, on worker threads at this size. Out: the build folder and the CLI's
 * exit code and output.
 */
export function ownSiteBuild(): Promise<CliResult & { out: string }> {
  return madeOnce('own-site-build', async (folder) => {
    const out = path.join(folder, 'own-site');
    return { out, ...(await runCli(repoRoot, ['build', '--no-cache', '--out', out])) };
  });
}
