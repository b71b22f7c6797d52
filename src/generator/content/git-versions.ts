// Versions from git history (config `versions.fromGit`): each document whose `effective_date`
// changed over its commits is published, as it stood under each earlier date, as an earlier version
// — the text of the last commit before the date moved on, so corrections made meanwhile are in it.
// In: the content folders' git history (git-history.ts), the content read from disk and the published
// locales; out: one Source per earlier version and locale (a missing translation falls back), and diagnostics (a shallow clone
// or no repository is an error: the history would be incomplete or absent).

import { GitHistoryUnavailable, SkippedGitVersion, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { effectiveDateOf } from './front-matter-values.ts';
import type { GitRepository } from './git-history.ts';
import type { Content, Source } from './read.ts';

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

export interface GitVersions {
  sources: Source[];
  diagnostics: Diagnostic[];
}

/**
 * The earlier versions of every published document in its git history (git-history.ts), in the
 * published locales; a shallow clone or no repository is an error.
 */
export async function readGitVersions(root: string, repository: GitRepository, content: Content, defaultLocale: string, locales: readonly string[]): Promise<GitVersions> {
  const off = 'or turn versions.fromGit off in the config.';
  if (!repository.repository) {
    return {
      sources: [],
      diagnostics: [new GitHistoryUnavailable(`versions.fromGit is on, but "${root}" is not in a git repository`, { hint: `Build from a git checkout, ${off}` }).toDiagnostic()],
    };
  }
  if (repository.shallow) {
    return {
      sources: [],
      diagnostics: [
        new GitHistoryUnavailable('versions.fromGit is on, but this is a shallow git clone: earlier versions would be missing', {
          hint: `Fetch the whole history (git fetch --unshallow, or fetch-depth: 0 in CI), ${off}`,
        }).toDiagnostic(),
      ],
    };
  }
  const history = repository.history;
  // Every published text with an effective date, translations included.
  const own = history ? content.sources.filter((s) => !s.fallback && !s.version && effectiveDateOf(s.text) && history.committed(s.file) !== undefined) : [];
  const diagnostics: Diagnostic[] = [];
  const found = new Map<string, Map<string, HistoricVersion>>();
  await Promise.all(
    own.map(async (s) => {
      const revisions = await Promise.all((await history!.revisions(s.file)).map(async ({ commit, blob }) => ({ commit: commit.hash, text: await history!.text(blob) })));
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
    }),
  );
  diagnostics.sort((a, b) => (a.file! < b.file! ? -1 : a.file! > b.file! ? 1 : 0));
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
