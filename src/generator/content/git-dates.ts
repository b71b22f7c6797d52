// The git edge: last-commit times for every content file from ONE `git log` run, which files got
// theirs from a bulk import, and the shallow-clone check. In: the site root and its content folders;
// out: Map(site-relative file → unix seconds), the imported files, warnings.

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ShallowClone, type Diagnostic } from '../../diagnostics/diagnostic.ts';

const run = promisify(execFile);

/** A commit that added many documents at once: their git date is the import's, not an edit's. */
export interface BulkImport {
  /** Abbreviated commit hash. */
  commit: string;
  /** Unix seconds. */
  time: number;
  /** How many documents the commit added. */
  added: number;
}

export interface GitTimes {
  times: Map<string, number>;
  /** Files whose last change is their addition in a bulk import, and that import. */
  imports: Map<string, BulkImport>;
  diagnostics: Diagnostic[];
}

/**
 * A commit adding this many documents or more is taken for an import (a migration from another
 * tool, a copy from another repository): real edits add a document or a few. A document's
 * translations count as that one document.
 */
export const bulkImportMinimum = 10;

/**
 * Parses `git log --format=%x00%ct %h --name-status` output. Commits come newest first, so the
 * first time seen for a file is its last update; when that commit added the file along with at
 * least `bulkImportMinimum` documents (`documentOf` names a file's document, the same in every
 * locale), the file is listed as imported.
 */
export function parseGitLog(output: string, toRoot: (file: string) => string, documentOf: (file: string) => string | undefined = (f) => f): Pick<GitTimes, 'times' | 'imports'> {
  const times = new Map<string, number>();
  const imports = new Map<string, BulkImport>();
  for (const chunk of output.split('\0')) {
    const [head, ...lines] = chunk.split('\n');
    const [stamp, commit = ''] = (head ?? '').split(' ');
    const seconds = Number(stamp);
    if (!stamp || !Number.isFinite(seconds)) continue;
    const changes = lines.flatMap((line) => {
      const tab = line.indexOf('\t');
      return tab === -1 ? [] : [{ status: line.slice(0, tab), file: toRoot(line.slice(tab + 1)) }];
    });
    const addedDocs = new Set<string>();
    for (const { status, file } of changes) {
      const doc = status === 'A' ? documentOf(file) : undefined;
      if (doc !== undefined) addedDocs.add(doc);
    }
    const bulk: BulkImport | undefined = addedDocs.size >= bulkImportMinimum ? { commit, time: seconds, added: addedDocs.size } : undefined;
    for (const { status, file } of changes) {
      if (times.has(file)) continue;
      times.set(file, seconds);
      if (bulk && status === 'A') imports.set(file, bulk);
    }
  }
  return { times, imports };
}

/**
 * Reads last-update times for files under `folders` (relative to root); empty (no error) outside a
 * git checkout. `documentOf` maps a site-relative file to its document (undefined: not a document).
 */
export async function readGitTimes(root: string, folders: readonly string[], documentOf: (file: string) => string | undefined): Promise<GitTimes> {
  const git = (args: string[]) => run('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  let top: string;
  try {
    top = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
  } catch {
    return { times: new Map(), imports: new Map(), diagnostics: [] };
  }
  const [log, shallow] = await Promise.all([
    git(['-c', 'core.quotePath=false', 'log', '--format=%x00%ct %h', '--name-status', '--no-renames', '--', ...folders]).catch(() => ({ stdout: '' })),
    git(['rev-parse', '--is-shallow-repository']).catch(() => ({ stdout: 'false' })),
  ]);
  const { times, imports } = parseGitLog(log.stdout, (f) => path.relative(root, path.join(top, f)).split(path.sep).join('/'), documentOf);
  const diagnostics: Diagnostic[] = [];
  if (shallow.stdout.trim() === 'true') {
    diagnostics.push(
      new ShallowClone('this is a shallow git clone, so "last updated" dates may be wrong', {
        hint: 'Fetch the full history (git fetch --unshallow, or fetch-depth: 0 in CI).',
      }).toDiagnostic(),
    );
  }
  return { times, imports, diagnostics };
}
