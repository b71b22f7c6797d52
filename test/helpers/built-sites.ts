// vitest global set-up: a folder for the run where browser tests share the fixture sites they build.
// In: the test project; out: the folder's path, provided as `builtSites`, and removed after the run.
// Thirteen browser test files serve the same `chrome` build: building it once per run instead of
// once per file saves a minute of a 2-core machine.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    builtSites: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-built-sites-'));
  project.provide('builtSites', folder);
  return () => rm(folder, { recursive: true, force: true });
}
