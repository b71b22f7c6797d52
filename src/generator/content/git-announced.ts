// When each version announced ahead was first published: for every default-locale document whose
// effective_date is after the build date, the first commit whose text gave it that date. The feed
// dates an announcement by it, and `versions.noticeDays` measures the notice readers were given.
// In: the site root, the sources and the build date; out: by file, the day and commit (none for a
// text not committed yet: it is published by this build).

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Source } from './read.ts';
import { commitsByFile, effectiveDateOf, readObjects, type Git } from './git-versions.ts';

const run = promisify(execFile);

/** The first publication of a version announced ahead. */
export interface Announcement {
  /** Unix seconds of the commit. */
  time: number;
  commit: string;
}

/** By file: the first commit that stated the file's (future) effective date; a file git has none for is left out. */
export async function readAnnouncements(root: string, sources: readonly Source[], defaultLocale: string, today: string): Promise<Map<string, Announcement>> {
  const ahead = sources.filter((s) => s.locale === defaultLocale && !s.version && (effectiveDateOf(s.text) ?? '') > today);
  const out = new Map<string, Announcement>();
  if (!ahead.length) return out;
  const git: Git = async (args) => (await run('git', args, { cwd: root, maxBuffer: 256 * 1024 * 1024 })).stdout;
  let top: string;
  try {
    top = (await git(['rev-parse', '--show-toplevel'])).trim();
  } catch {
    return out;
  }
  const repoPath = (file: string) => path.relative(top, path.join(root, file)).split(path.sep).join('/');
  const commits = await commitsByFile(
    git,
    ahead.map((s) => s.file),
    (f) => path.relative(root, path.join(top, f)).split(path.sep).join('/'),
  ).catch(() => new Map<string, never[]>());
  const names = ahead.flatMap((s) => (commits.get(s.file) ?? []).map(({ commit }) => `${commit}:${repoPath(s.file)}`));
  const texts = names.length ? await readObjects(root, names) : [];
  let next = 0;
  for (const s of ahead) {
    const date = effectiveDateOf(s.text);
    let first: Announcement | undefined;
    // Newest first: the last one seen with the date is the first commit that stated it.
    for (const { commit, time } of commits.get(s.file) ?? []) if (effectiveDateOf(texts[next++] ?? '') === date) first = { commit, time };
    if (first) out.set(s.file, first);
  }
  return out;
}
