// When each version announced ahead was first published: for every document text whose
// effective_date is after the build date, the first commit along its history that gave it that
// date. The feed dates an announcement by it, and `versions.noticeDays` measures the notice readers
// were given. In: the content's git history (git-history.ts), the sources and the build date; out:
// by file, the date and that commit (none for a text git never had with that date: this build publishes it).

import type { GitHistory } from './git-history.ts';
import { effectiveDateOf } from './front-matter-values.ts';
import type { Source } from './read.ts';

/** The first publication of a version announced ahead. */
export interface Announcement {
  /** The effective date it was announced with (YYYY-MM-DD). */
  date: string;
  commit: string;
  /** Unix seconds of the commit. */
  time: number;
}

/** By file: the first commit that stated the file's (later) effective date. */
export async function readAnnouncements(history: GitHistory | undefined, sources: readonly Source[], today: string): Promise<Map<string, Announcement>> {
  const out = new Map<string, Announcement>();
  if (!history) return out;
  const ahead = sources.filter((s) => (effectiveDateOf(s.text) ?? '') > today && history.committed(s.file) !== undefined);
  await Promise.all(
    ahead.map(async (s) => {
      const date = effectiveDateOf(s.text)!;
      // Newest first: the last one seen with the date is the first commit that stated it.
      for (const { commit, blob } of await history.revisions(s.file)) if (effectiveDateOf(await history.text(blob)) === date) out.set(s.file, { date, commit: commit.hash, time: commit.time });
    }),
  );
  return out;
}
