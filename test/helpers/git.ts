// Test helper: a git history written in one `git fast-import` (a few processes however many commits),
// each commit at its date, on branches that may be merged, then checked out as an author would have it.
// In: a folder and the commits; out: the repository, the commits' hashes, and git to run in it.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

export interface TestCommit {
  message: string;
  /** ISO date: author and committer time. */
  date: string;
  /** Files to write (their text) or delete (null) on top of the branch's tree. */
  files?: Record<string, string | null>;
  /** The branch it goes on: 'main' unless said; a new branch starts from `from`'s tip. */
  branch?: string;
  from?: string;
  /** A branch whose tip becomes the second parent (a merge; its tree is the first parent's plus `files`). */
  merge?: string;
}

export interface TestRepo {
  /** Runs git in the repository and returns what it printed. */
  git(...args: string[]): string;
  /** Each commit's hash, by message. */
  hashes: Map<string, string>;
}

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
};

/** Makes `dir` a repository holding `commits` (in order), with `main` checked out. */
export function testRepo(dir: string, commits: readonly TestCommit[]): TestRepo {
  const git = (...args: string[]) => execFileSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', ...args], { cwd: dir, env, encoding: 'utf8' });
  const tips = new Map<string, number>();
  const chunks: (string | Buffer)[] = [];
  const data = (text: string) => {
    const bytes = Buffer.from(text);
    chunks.push(`data ${bytes.length}\n`, bytes, '\n');
  };
  commits.forEach((c, i) => {
    const mark = i + 1;
    const branch = c.branch ?? 'main';
    const parent = tips.get(branch) ?? (c.from !== undefined ? tips.get(c.from) : undefined);
    chunks.push(`commit refs/heads/${branch}\nmark :${mark}\ncommitter Author <author@example.com> ${Math.floor(Date.parse(c.date) / 1000)} +0000\n`);
    data(c.message);
    if (parent !== undefined) chunks.push(`from :${parent}\n`);
    if (c.merge !== undefined) chunks.push(`merge :${tips.get(c.merge)}\n`);
    for (const [file, text] of Object.entries(c.files ?? {})) {
      if (text === null) chunks.push(`D ${file}\n`);
      else {
        chunks.push(`M 100644 inline ${file}\n`);
        data(text);
      }
    }
    chunks.push('\n');
    tips.set(branch, mark);
  });
  git('init', '-q', '-b', 'main');
  if (!commits.length) return { git, hashes: new Map() };
  execFileSync('git', ['fast-import', '--quiet', '--export-marks=.git/test-marks'], { cwd: dir, env, input: Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))) });
  git('checkout', '-q', '-f', 'main');
  const byMark = new Map(
    readFileSync(path.join(dir, '.git/test-marks'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ') as [string, string]),
  );
  return { git, hashes: new Map(commits.map((c, i) => [c.message, byMark.get(`:${i + 1}`)!])) };
}

/** Every file under `dir` (a fixture site) with its text, for a commit that adds them all. */
export function filesIn(dir: string, pattern = '**/*'): Record<string, string> {
  return Object.fromEntries(fg.sync(pattern, { cwd: dir, dot: false }).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}
