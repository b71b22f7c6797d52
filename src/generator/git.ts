// The git edge: last-commit times for every content file from ONE `git log` run, plus the
// shallow-clone check. In: the site root; out: Map(site-relative file → unix seconds), warnings.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ShallowClone, type Diagnostic } from '../diagnostics/diagnostic.ts';

const run = promisify(execFile);

export interface GitTimes {
  times: Map<string, number>;
  diagnostics: Diagnostic[];
}

/**
 * Parses `git log --format=%x00%ct --name-only` output. Commits come newest first, so the first
 * time seen for a file is its last update.
 */
export function parseGitLog(output: string, toRoot: (file: string) => string): Map<string, number> {
  const times = new Map<string, number>();
  for (const chunk of output.split('\0')) {
    const [stamp, ...files] = chunk.split('\n');
    const seconds = Number(stamp);
    if (!stamp || !Number.isFinite(seconds)) continue;
    for (const f of files) {
      if (!f) continue;
      const rel = toRoot(f);
      if (!times.has(rel)) times.set(rel, seconds);
    }
  }
  return times;
}

/** Reads last-update times for files under `content/`; empty (no error) outside a git checkout. */
export async function readGitTimes(root: string): Promise<GitTimes> {
  const git = (args: string[]) => run('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  let top: string;
  try {
    top = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
  } catch {
    return { times: new Map(), diagnostics: [] };
  }
  const [log, shallow] = await Promise.all([
    git(['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', 'content']).catch(() => ({ stdout: '' })),
    git(['rev-parse', '--is-shallow-repository']).catch(() => ({ stdout: 'false' })),
  ]);
  const times = parseGitLog(log.stdout, (f) => path.relative(root, path.join(top, f)).split(path.sep).join('/'));
  const diagnostics: Diagnostic[] = [];
  if (shallow.stdout.trim() === 'true') {
    diagnostics.push(
      new ShallowClone('this is a shallow git clone, so "last updated" dates may be wrong', {
        hint: 'Fetch the full history (git fetch --unshallow, or fetch-depth: 0 in CI).',
      }).toDiagnostic(),
    );
  }
  return { times, diagnostics };
}
