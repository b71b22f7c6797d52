// Versions from git history (config `versions.fromGit`): each document whose `effective_date`
// changed over its commits is published, as it stood under each earlier date, as an earlier version
// — the text of the last commit before the date moved on, so corrections made meanwhile are in it.
// In: the site root, the layout's content folders, the content read from disk and the published
// locales; out: one Source per earlier version and locale (a missing translation falls back), and diagnostics (a shallow clone
// or no repository is an error: the history would be incomplete or absent).

import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { GitHistoryUnavailable, SkippedGitVersion, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Content, Source } from './read.ts';

const run = promisify(execFile);

/** One commit's text of a file, newest commit first. */
export interface Revision {
  commit: string;
  text: string;
}

/** An earlier version found in a file's history. */
export interface HistoricVersion {
  date: string;
  commit: string;
  text: string;
}

const frontMatterBlock = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** The effective date a text's front matter states, when it states one plainly. */
export function effectiveDateOf(text: string): string | undefined {
  const block = frontMatterBlock.exec(text)?.[1];
  return block && /^effective_date:[ \t]*(['"]?)(\d{4}-\d{2}-\d{2})\1[ \t]*(?:#.*)?$/m.exec(block)?.[2];
}

/**
 * The earlier versions in a file's revisions (newest first): for each effective date but the
 * current one, the text of its last commit. Dates after the current one (a mistake later undone)
 * are left out, and said so.
 */
export function versionsInHistory(revisions: readonly Revision[], current: string): { versions: HistoricVersion[]; later: HistoricVersion[] } {
  const byDate = new Map<string, HistoricVersion>();
  for (const { commit, text } of revisions) {
    const date = effectiveDateOf(text);
    // Newest first: the first commit seen with a date is that date's last text.
    if (date && date !== current && !byDate.has(date)) byDate.set(date, { date, commit, text });
  }
  const all = [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  return { versions: all.filter((v) => v.date < current), later: all.filter((v) => v.date > current) };
}

export type Git = (args: string[]) => Promise<string>;

/** A commit that changed a file: its hash and time (unix seconds). */
export interface FileCommit {
  commit: string;
  time: number;
}

/** Each file's commits under `paths` (folders or files), newest first, from one `git log`. */
export async function commitsByFile(git: Git, paths: readonly string[], toRoot: (file: string) => string): Promise<Map<string, FileCommit[]>> {
  // Unquoted paths, so a document named in any script matches its file.
  const log = await git(['-c', 'core.quotePath=false', 'log', '--format=%x00%H %ct', '--name-only', '--no-renames', '--', ...paths]);
  const out = new Map<string, FileCommit[]>();
  for (const chunk of log.split('\0')) {
    const [head, ...files] = chunk.split('\n');
    const [commit, time] = (head ?? '').split(' ');
    if (!commit) continue;
    for (const f of files) if (f) out.set(toRoot(f), [...(out.get(toRoot(f)) ?? []), { commit, time: Number(time) }]);
  }
  return out;
}

/** Texts of `<commit>:<path>` objects from one `git cat-file --batch` process (absent ones: undefined). */
export function readObjects(cwd: string, names: string[]): Promise<(string | undefined)[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['cat-file', '--batch'], { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file exited with ${code}`));
      const data = Buffer.concat(chunks);
      const texts: (string | undefined)[] = [];
      let at = 0;
      for (let i = 0; i < names.length; i++) {
        const end = data.indexOf(10, at);
        const header = data.subarray(at, end).toString();
        at = end + 1;
        const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
        if (size === undefined) {
          texts.push(undefined);
          continue;
        }
        texts.push(data.subarray(at, at + Number(size)).toString('utf8'));
        at += Number(size) + 1;
      }
      resolve(texts);
    });
    child.stdin.end(names.map((n) => `${n}\n`).join(''));
  });
}

export interface GitVersions {
  sources: Source[];
  diagnostics: Diagnostic[];
}

/**
 * Reads the earlier versions of every published document from git history; `folders` are the
 * layout's content folders (ContentLayout.contentFolders), relative to the root.
 */
export async function readGitVersions(root: string, folders: readonly string[], content: Content, defaultLocale: string, locales: readonly string[]): Promise<GitVersions> {
  const git: Git = async (args) => (await run('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 })).stdout;
  const off = 'or turn versions.fromGit off in the config.';
  let top: string;
  try {
    top = (await git(['rev-parse', '--show-toplevel'])).trim();
  } catch {
    return {
      sources: [],
      diagnostics: [new GitHistoryUnavailable(`versions.fromGit is on, but "${root}" is not in a git repository`, { hint: `Build from a git checkout, ${off}` }).toDiagnostic()],
    };
  }
  if ((await git(['rev-parse', '--is-shallow-repository'])).trim() === 'true') {
    return {
      sources: [],
      diagnostics: [
        new GitHistoryUnavailable('versions.fromGit is on, but this is a shallow git clone: earlier versions would be missing', {
          hint: `Fetch the whole history (git fetch --unshallow, or fetch-depth: 0 in CI), ${off}`,
        }).toDiagnostic(),
      ],
    };
  }
  const repoPath = (file: string) => path.relative(top, path.join(root, file)).split(path.sep).join('/');
  const commits = await commitsByFile(git, folders, (f) => path.relative(root, path.join(top, f)).split(path.sep).join('/'));
  // Every published text with an effective date, translations included.
  const own = content.sources.filter((s) => !s.fallback && effectiveDateOf(s.text) && commits.has(s.file));
  const names = own.flatMap((s) => commits.get(s.file)!.map(({ commit }) => `${commit}:${repoPath(s.file)}`));
  const texts = await readObjects(root, names);
  let next = 0;
  const diagnostics: Diagnostic[] = [];
  const found = new Map<string, Map<string, HistoricVersion>>();
  for (const s of own) {
    const revisions = commits.get(s.file)!.flatMap(({ commit }) => {
      const text = texts[next++];
      return text === undefined ? [] : [{ commit, text }];
    });
    const { versions, later } = versionsInHistory(revisions, effectiveDateOf(s.text)!);
    for (const v of later) {
      diagnostics.push(
        new SkippedGitVersion(`commit ${v.commit.slice(0, 7)} dated "${s.file}" effective ${v.date}, after its current date; that text is not published as a version`, {
          file: s.file,
          hint: 'Nothing to do if that date was a mistake later corrected.',
        }).toDiagnostic(),
      );
    }
    found.set(`${s.locale}\0${s.relPath}`, new Map(versions.map((v) => [v.date, v])));
  }
  const sources: Source[] = [];
  for (const original of content.sources.filter((s) => s.locale === defaultLocale && !s.fallback)) {
    const versions = found.get(`${defaultLocale}\0${original.relPath}`);
    if (!versions) continue;
    for (const v of versions.values()) {
      for (const locale of locales) {
        const translated = locale === defaultLocale ? v : found.get(`${locale}\0${original.relPath}`)?.get(v.date);
        const chosen = translated ?? v;
        const file = locale === defaultLocale || !translated ? original.file : content.sources.find((s) => s.locale === locale && s.relPath === original.relPath)!.file;
        sources.push({
          locale,
          relPath: original.relPath,
          // The commit names the text: diagnostics point at it, and the parse cache keeps it apart.
          file: `${file}@${chosen.commit.slice(0, 12)}`,
          text: chosen.text,
          fallback: !translated,
          mtime: original.mtime,
          version: { of: original.relPath, date: v.date },
        });
      }
    }
  }
  return { sources, diagnostics };
}
