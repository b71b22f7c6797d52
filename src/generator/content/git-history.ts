// The git edge: the content folders' history from ONE `git log` (every commit that touched them, the
// blob of each file each one changed), blobs through one `git cat-file --batch` process, and the
// normalised-text hash of every blob read kept in the cache folder, so a warm run reads no blob again.
// In: the site root, its content folders and the cache folder; out: a GitHistory (or why there is none).

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { prepareCacheDir, writeWhole } from '../runtime/cache-dir.ts';
import { blobReader } from './cat-file.ts';
import { historyGraph, logFormat, parseLog, type Commit, type HistoryGraph, type SameText, type TextChange } from './history-graph.ts';
import { textHash } from './normalised-text.ts';

const run = promisify(execFile);

export interface GitHistory {
  graph: HistoryGraph;
  /** A file's path in the repository, from its path relative to the site root … */
  repoPath(file: string): string;
  /** … and back. */
  sitePath(repoPath: string): string;
  /** A blob's text (UTF-8, without a byte-order mark). */
  text(blob: string): Promise<string>;
  /** The SHA-256 of a blob's normalised text (normalised-text.ts). */
  hashOf(blob: string): Promise<string>;
  /** The same normalised text. */
  sameText: SameText;
  /** The file as committed at HEAD: its blob, or undefined when git does not have it. */
  committed(file: string): string | undefined;
  /** True when `text` (the file on disk) is the committed text, normalised: no edit of its text waits to be committed. */
  unchanged(file: string, text: string): Promise<boolean>;
  /** The last commit that changed the file's normalised text, following its own history; undefined for a file git does not have. */
  lastTextChange(file: string): Promise<TextChange | undefined>;
  /** Every commit that changed the file's bytes along its own history, newest first. */
  revisions(file: string): Promise<TextChange[]>;
  /** The commit named by a hash. */
  commit(hash: string): Commit | undefined;
  /** Saves the hashes learnt to the cache folder and ends the blob reader, which starts again if asked for more. */
  flush(): Promise<void>;
}

export interface GitRepository {
  /** Undefined outside a git work tree, or in one with no commit yet. */
  history: GitHistory | undefined;
  /** A work tree at all. */
  repository: boolean;
  /** A shallow clone: its history stops at the graft, so it is incomplete. */
  shallow: boolean;
}

/** The cache file of blob hashes, in the cache folder. */
export const hashesFile = 'git-text-hashes.json';

/** The hashes a previous run learnt, by blob id; anything unreadable counts as none. */
function loadHashes(file: string | undefined): Map<string, string> {
  if (!file) return new Map();
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data)) return new Map(Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string' && /^[0-9a-f]{64}$/.test(e[1])));
  } catch {
    // A missing or damaged cache file is a cold cache.
  }
  return new Map();
}

/** The id git gives a blob of these bytes (SHA-1 object format). */
const blobId = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

const decode = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '');

/**
 * Reads the history of `folders` (relative to `root`) from the repository `root` is in. The log
 * lists every commit that touched them (`--full-history` keeps the sides of merges, which the
 * graph then follows file by file) with the blobs it changed, against its first parent.
 */
export async function readGitHistory(root: string, folders: readonly string[], cacheDir: string | undefined): Promise<GitRepository> {
  const git = async (args: string[]) => (await run('git', args, { cwd: root, maxBuffer: 512 * 1024 * 1024 })).stdout;
  let top: string;
  let shallow: boolean;
  try {
    const [toplevel, isShallow] = (await git(['rev-parse', '--show-toplevel', '--is-shallow-repository'])).trim().split('\n');
    top = toplevel!;
    shallow = isShallow === 'true';
  } catch {
    return { history: undefined, repository: false, shallow: false };
  }
  let log: string;
  try {
    log = await git(['log', '--topo-order', '--full-history', '--parents', `--format=${logFormat}`, '--raw', '--no-renames', '--no-abbrev', '-z', '--diff-merges=first-parent', '--', ...folders]);
  } catch {
    // No commit yet; or a git older than 2.31, which prints a merge's diff against each parent, the first parent's first.
    log = await git(['log', '--topo-order', '--full-history', '--parents', `--format=${logFormat}`, '--raw', '--no-renames', '--no-abbrev', '-z', '-m', '--', ...folders]).catch(() => '');
  }
  const commits = parseLog(log);
  if (!commits.length) return { history: undefined, repository: true, shallow };
  return { history: gitHistory(root, top, commits, cacheDir), repository: true, shallow };
}

function gitHistory(root: string, top: string, commits: Commit[], cacheDir: string | undefined): GitHistory {
  const graph = historyGraph(commits);
  const tip = graph.tip!;
  const byHash = new Map(commits.map((c) => [c.hash, c]));
  const reader = blobReader(root);
  const cacheFile = cacheDir && path.join(cacheDir, hashesFile);
  let known = loadHashes(cacheFile);
  const used = new Map<string, string>();
  const texts = new Map<string, Promise<string>>();
  const hashes = new Map<string, Promise<string>>();
  const lastChanges = new Map<string, Promise<TextChange | undefined>>();
  // dev asks again after every edit, mostly of texts it asked about before.
  const compared = new Map<string, { text: string; same: Promise<boolean> }>();
  const repoPath = (file: string) => path.relative(top, path.join(root, file)).split(path.sep).join('/');
  const sitePath = (repoFile: string) => path.relative(root, path.join(top, repoFile)).split(path.sep).join('/');

  const text = (blob: string) => {
    let t = texts.get(blob);
    if (!t) {
      t = reader.read(blob).then((bytes) => decode(bytes ?? Buffer.alloc(0)));
      texts.set(blob, t);
    }
    return t;
  };
  const hashOf = (blob: string) => {
    let h = hashes.get(blob);
    if (!h) {
      const cached = known.get(blob);
      h = cached !== undefined ? Promise.resolve(cached) : text(blob).then(textHash);
      // Texts are read once each: a hash is all a walk needs of them later.
      if (cached === undefined) h.then(() => texts.delete(blob));
      hashes.set(blob, h);
      h.then((value) => used.set(blob, value));
    }
    return h;
  };
  const sameText: SameText = async (a, b) => a === b || (await hashOf(a)) === (await hashOf(b));
  const committed = (file: string) => graph.blobAt(tip, repoPath(file));

  return {
    graph,
    repoPath,
    sitePath,
    text,
    hashOf,
    sameText,
    committed,
    commit: (hash) => byHash.get(hash),
    unchanged(file, onDisk) {
      const known = compared.get(file);
      if (known?.text === onDisk) return known.same;
      const blob = committed(file);
      const same = blob === undefined ? Promise.resolve(false) : blobId(Buffer.from(onDisk)) === blob ? Promise.resolve(true) : hashOf(blob).then((hash) => hash === textHash(onDisk));
      compared.set(file, { text: onDisk, same });
      return same;
    },
    lastTextChange(file) {
      let found = lastChanges.get(file);
      if (!found) {
        found = (async () => {
          for await (const change of graph.textChanges(tip, repoPath(file), sameText)) return change;
          return undefined;
        })();
        lastChanges.set(file, found);
      }
      return found;
    },
    async revisions(file) {
      const out: TextChange[] = [];
      for await (const change of graph.textChanges(tip, repoPath(file), async (a, b) => a === b)) out.push(change);
      return out;
    },
    async flush() {
      reader.close();
      if (!cacheFile || (used.size === known.size && [...used.keys()].every((blob) => known.has(blob)))) return;
      try {
        await prepareCacheDir(cacheDir!);
        writeWhole(cacheFile, JSON.stringify(Object.fromEntries([...used].sort(([a], [b]) => (a < b ? -1 : 1)))));
        known = new Map(used);
      } catch {
        // A cache that cannot be written only makes the next run read the blobs again.
      }
    },
  };
}
