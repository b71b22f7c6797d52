// Last-update times from git: each content file's date is its last commit that changed its text
// (normalised: whitespace and line endings do not count), following the file's own history, so a
// mass reformatting or a sync commit on a side branch dates nothing. In: the GitHistory and the files
// as read; out: Map(site-relative file → unix seconds), the commit that dates each file, warnings.

import { ShallowClone, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { GitHistory, GitRepository } from './git-history.ts';
import type { Commit } from './history-graph.ts';

/** The commit a file's date comes from. */
export interface DatingCommit {
  /** Abbreviated commit hash. */
  commit: string;
  /** Unix seconds. */
  time: number;
  /** The commit message's first line. */
  subject: string;
  /** Set when the commit added the file along with many other documents (an import): how many it added. */
  imported?: number;
}

export interface GitTimes {
  times: Map<string, number>;
  /** The commit each dated file's time comes from. */
  datedBy: Map<string, DatingCommit>;
  diagnostics: Diagnostic[];
}

/**
 * A commit adding this many documents or more is taken for an import (a migration from another
 * tool, a copy from another repository): real edits add a document or a few. A document's
 * translations count as that one document. One commit dating this many documents is also said.
 */
export const bulkImportMinimum = 10;

/** How many documents a commit added (`documentOf` names a file's document, the same in every locale). */
function addedDocuments(commit: Commit, documentOf: (repoPath: string) => string | undefined): number {
  const added = new Set<string>();
  for (const [file, change] of commit.changes) {
    const doc = change.old === undefined && change.new !== undefined ? documentOf(file) : undefined;
    if (doc !== undefined) added.add(doc);
  }
  return added.size;
}

/**
 * The date of each file git has, as committed: a file whose text on disk differs from its committed
 * text (an edit not yet committed) or that git does not have is left to its modification time.
 */
export async function gitTimes(
  repository: GitRepository,
  files: readonly { file: string; text: string }[],
  documentOf: (file: string) => string | undefined,
): Promise<GitTimes> {
  const diagnostics: Diagnostic[] = [];
  if (repository.shallow) {
    diagnostics.push(
      new ShallowClone('this is a shallow git clone, so "last updated" dates, and which translations are outdated, may be wrong', {
        hint: 'Fetch the full history (git fetch --unshallow, or fetch-depth: 0 in CI).',
      }).toDiagnostic(),
    );
  }
  const times = new Map<string, number>();
  const datedBy = new Map<string, DatingCommit>();
  const history: GitHistory | undefined = repository.history;
  if (!history) return { times, datedBy, diagnostics };
  const imports = new Map<Commit, number>();
  await Promise.all(
    files.map(async ({ file, text }) => {
      if (!(await history.unchanged(file, text))) return;
      const change = await history.lastTextChange(file);
      if (!change) return;
      const { commit } = change;
      times.set(file, commit.time);
      if (change.added && !imports.has(commit)) imports.set(commit, addedDocuments(commit, (p) => documentOf(history.sitePath(p))));
      const added = change.added ? imports.get(commit)! : 0;
      datedBy.set(file, { commit: commit.hash.slice(0, 7), time: commit.time, subject: commit.subject, ...(added >= bulkImportMinimum ? { imported: added } : {}) });
    }),
  );
  return { times, datedBy, diagnostics };
}
