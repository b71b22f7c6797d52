// The content folders' history as one `git log` records it, and each file's own history through it.
// In: the output of `git log --topo-order --full-history --parents --raw -z` over the folders (see
// git-history.ts); out: a graph that answers a file's blob at any commit, and walks the commits
// that changed its text, following the side of each merge its text came from.

import { lowerBound } from '../../search/match.ts';

/** A file's change in a commit, against the commit's first parent. */
export interface Change {
  /** The blob before; undefined when the file was not there. */
  old?: string;
  /** The blob after; undefined when the commit deleted the file. */
  new?: string;
}

export interface Commit {
  hash: string;
  /** The parents as the log rewrote them: the nearest ancestors on each side that touched the folders. */
  parents: string[];
  /** Committer time, unix seconds. */
  time: number;
  subject: string;
  /** What the commit changed against its first parent, by path in the repository. */
  changes: Map<string, Change>;
}

/** The log's format: commits start with a NUL, their fields apart by \x01. */
export const logFormat = '%x00%H%x01%P%x01%ct%x01%s';

const absent = (blob: string) => blob.charCodeAt(0) === 48 && /^0+$/.test(blob);
// Only regular files are documents; a symbolic link's blob is the path it names.
const regularFile = (mode: string) => mode === '100644' || mode === '100755';

/**
 * Parses the log. A merge's changes are those against its first parent (`--diff-merges=first-parent`);
 * an older git prints one diff per parent (`-m`), of which the first is kept.
 */
export function parseLog(output: string): Commit[] {
  const commits: Commit[] = [];
  const seen = new Set<string>();
  let current: Commit | undefined;
  const tokens = output.split('\0');
  for (let i = 0; i < tokens.length; i++) {
    // A commit's header and its first change are apart by a newline.
    const token = tokens[i]!.charCodeAt(0) === 10 ? tokens[i]!.replace(/^\n+/, '') : tokens[i]!;
    if (!token) continue;
    if (token.charCodeAt(0) === 58) {
      const path = tokens[++i];
      const [oldMode = '', newMode = '', oldBlob = '', newBlob = ''] = token.slice(1).split(' ');
      if (!current || path === undefined) continue;
      const change: Change = {};
      if (!absent(oldBlob) && regularFile(oldMode)) change.old = oldBlob;
      if (!absent(newBlob) && regularFile(newMode)) change.new = newBlob;
      if (change.old !== undefined || change.new !== undefined) current.changes.set(path, change);
      continue;
    }
    const [hash = '', parents = '', time = '', ...subject] = token.split('\x01');
    current = seen.has(hash) ? undefined : { hash, parents: parents ? parents.split(' ') : [], time: Number(time), subject: subject.join('\x01'), changes: new Map() };
    if (current) {
      seen.add(hash);
      commits.push(current);
    }
  }
  return commits;
}

/** A commit that changed a file's text, and the blob it left. */
export interface TextChange {
  commit: Commit;
  blob: string;
  /** The commit added the file (it was not in the commit's first parent). */
  added: boolean;
}

/** Whether two blobs hold the same text, as a walk judges it (the same blob, or the same normalised text). */
export type SameText = (a: string, b: string) => Promise<boolean>;

export interface HistoryGraph {
  /** The newest commit (the folders as they are at HEAD), when any commit touched them. */
  tip: Commit | undefined;
  /** The file's blob at a commit (undefined: not there). */
  blobAt(at: Commit, path: string): string | undefined;
  /**
   * The file's own history from a commit, newest first: each commit that changed its text (as
   * `same` judges). Past a merge it follows the parent whose text the merge kept — the first such —
   * so a branch whose changes the merge did not take never dates the file.
   */
  textChanges(from: Commit, path: string, same: SameText): AsyncGenerator<TextChange>;
}

/**
 * Indexes the commits (newest first, children before parents). The first-parent lines are cut into
 * chains, the tip's whole line first, each ending where it joins one already made; per file and
 * chain the positions of the commits that touched it are kept, so a file's blob at any commit is a
 * binary search per chain crossed, never a walk through every commit.
 */
export function historyGraph(commits: readonly Commit[]): HistoryGraph {
  const indexOf = new Map(commits.map((c, i) => [c.hash, i]));
  const chainOf = new Int32Array(commits.length).fill(-1);
  const positionOf = new Int32Array(commits.length);
  const chains: number[][] = [];
  /** Per chain, the commit (index) its line continues at, or -1. */
  const continues: number[] = [];
  for (let start = 0; start < commits.length; start++) {
    if (chainOf[start] !== -1) continue;
    const chain: number[] = [];
    let next = -1;
    for (let i: number | undefined = start; i !== undefined; ) {
      chainOf[i] = chains.length;
      positionOf[i] = chain.length;
      chain.push(i);
      const parent: number | undefined = indexOf.get(commits[i]!.parents[0] ?? '');
      if (parent !== undefined && chainOf[parent] !== -1) {
        next = parent;
        break;
      }
      i = parent;
    }
    chains.push(chain);
    continues.push(next);
  }
  const touched = new Map<string, Map<number, number[]>>();
  chains.forEach((chain, k) =>
    chain.forEach((i, position) => {
      for (const path of commits[i]!.changes.keys()) {
        let perChain = touched.get(path);
        if (!perChain) touched.set(path, (perChain = new Map()));
        const positions = perChain.get(k);
        if (positions) positions.push(position);
        else perChain.set(k, [position]);
      }
    }),
  );

  /** The nearest commit at or below `from` along first parents that changed the file. */
  function lastTouch(from: number, path: string): number | undefined {
    const perChain = touched.get(path);
    if (!perChain) return undefined;
    for (let i = from; i !== -1; ) {
      const k = chainOf[i]!;
      const positions = perChain.get(k);
      if (positions) {
        const j = lowerBound(positions, positionOf[i]!);
        if (j < positions.length) return chains[k]![positions[j]!];
      }
      i = continues[k]!;
    }
    return undefined;
  }

  const blobAtIndex = (from: number, path: string) => {
    const i = lastTouch(from, path);
    return i === undefined ? undefined : commits[i]!.changes.get(path)!.new;
  };
  const parentIndex = (commit: Commit, n: number) => indexOf.get(commit.parents[n] ?? '');

  async function* textChanges(from: Commit, path: string, same: SameText): AsyncGenerator<TextChange> {
    let at = indexOf.get(from.hash);
    walk: while (at !== undefined) {
      const i = lastTouch(at, path);
      if (i === undefined) return;
      const commit = commits[i]!;
      const change = commit.changes.get(path)!;
      if (change.new === undefined) return;
      const first = parentIndex(commit, 0);
      if (change.old !== undefined && (await same(change.old, change.new))) {
        at = first;
        continue;
      }
      for (let n = 1; n < commit.parents.length; n++) {
        const other = parentIndex(commit, n);
        const blob = other === undefined ? undefined : blobAtIndex(other, path);
        if (blob !== undefined && (await same(blob, change.new))) {
          at = other;
          continue walk;
        }
      }
      yield { commit, blob: change.new, added: change.old === undefined };
      // Before this commit the text was its first parent's, or, for a file a merge brought in, the other side's.
      at = change.old !== undefined ? first : commit.parents.slice(1).map((_, n) => parentIndex(commit, n + 1)).find((p) => p !== undefined && blobAtIndex(p, path) !== undefined);
    }
  }

  const tip = commits[0];
  return {
    tip,
    blobAt: (at, path) => {
      const i = indexOf.get(at.hash);
      return i === undefined ? undefined : blobAtIndex(i, path);
    },
    textChanges,
  };
}
