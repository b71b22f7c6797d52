// vitest global set-up: one temporary folder for the whole run. In: nothing; out: TMPDIR pointing
// into it for the test workers, the CLI processes they start and Chromium, and the folder removed
// after the run. Fixture sites, builds, crawl folders and browser profiles all land there, so a run
// leaves nothing behind in the system's temporary folder (they were ~250 folders a run).

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  // Each project runs the set-up: the first makes the folder, the others use it (a folder inside a
  // folder would make Chromium's socket path too long).
  if (process.env.LEGALDOCS_TEST_RUN_TMP) return () => undefined;
  const before = process.env.TMPDIR;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'legaldocs-run-'));
  // Open to every user, as /tmp is: some tests run the CLI as an unprivileged user.
  chmodSync(folder, 0o1777);
  // Set before the workers start, so they and every process they run inherit it.
  process.env.TMPDIR = process.env.LEGALDOCS_TEST_RUN_TMP = folder;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    delete process.env.LEGALDOCS_TEST_RUN_TMP;
    rmSync(folder, { recursive: true, force: true });
  };
}
