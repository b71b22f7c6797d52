// What each translation was translated from, by git: the source document as it stood when the
// translation's text last changed (a commit changing only whitespace is no change), or the source
// revision whose hash its `translation_of` names. In: the GitHistory and the content read; out: per
// translation file, that commit and the source's text hash then — with the text itself when it is
// not the source's text now (it is then parsed and compared section by section).

import { translationOfHashIn } from './front-matter-values.ts';
import type { GitHistory } from './git-history.ts';
import { shownHashLength, textHash } from './normalised-text.ts';
import type { Commit } from './history-graph.ts';
import type { Source } from './read.ts';

/** The source text a translation was made from, as git records it. */
export interface TranslationBasis {
  /** The commit that last changed the translation's text. */
  commit: string;
  /** Its committer time, unix seconds. */
  time: number;
  /** The source's normalised-text hash at that commit. */
  hash: string;
  /** The source's text at that commit, when its hash is not the source's on disk. */
  text?: string;
  /** Found by the hash the translation's `translation_of` names, rather than by its own history. */
  declared?: boolean;
}

/** The name a basis text is parsed under: its source file and its hash. */
export const basisFile = (sourceFile: string, basis: TranslationBasis): string => `${sourceFile}@${basis.hash.slice(0, shownHashLength)}`;

/**
 * The basis of every translation whose text is as committed: one edited and not yet committed, or
 * unknown to git, was translated now (none is given: it translates the source as it is). So is one
 * whose source git did not have then (a document moved since). A translation whose `translation_of`
 * names a hash has the source revision of that hash, when git has one and it is not the source now.
 * In a shallow clone, a translation last changed before the history's cut has none.
 */
export async function translationBases(history: GitHistory | undefined, sources: readonly Source[], defaultLocale: string, shallow = false): Promise<Map<string, TranslationBasis>> {
  const bases = new Map<string, TranslationBasis>();
  if (!history) return bases;
  const originals = new Map(sources.filter((s) => s.locale === defaultLocale && !s.version).map((s) => [s.relPath, s]));
  const currentHashes = new Map<string, string>();
  const currentHash = (source: Source) => {
    let hash = currentHashes.get(source.file);
    if (hash === undefined) currentHashes.set(source.file, (hash = textHash(source.text)));
    return hash;
  };
  await Promise.all(
    sources.map(async (translation) => {
      const original = originals.get(translation.relPath);
      if (translation.locale === defaultLocale || translation.fallback || translation.version || !original) return;
      const declared = translationOfHashIn(translation.text);
      let found: { commit: Commit; blob: string; hash: string } | undefined;
      if (declared !== undefined) {
        if (currentHash(original).startsWith(declared)) return;
        for (const { commit, blob } of await history.revisions(original.file)) {
          const hash = await history.hashOf(blob);
          if (hash.startsWith(declared)) {
            found = { commit, blob, hash };
            break;
          }
        }
      } else if (await history.unchanged(translation.file, translation.text)) {
        const change = await history.lastTextChange(translation.file);
        // A shallow clone's first commit holds every file as if it were written then: it says nothing of when.
        if (shallow && change && !change.commit.parents.length) return;
        const blob = change && history.graph.blobAt(change.commit, history.repoPath(original.file));
        if (change && blob !== undefined) found = { commit: change.commit, blob, hash: await history.hashOf(blob) };
      }
      if (!found) return;
      const text = found.hash === currentHash(original) ? undefined : await history.text(found.blob);
      bases.set(translation.file, {
        commit: found.commit.hash,
        time: found.commit.time,
        hash: found.hash,
        ...(text !== undefined ? { text } : {}),
        ...(declared !== undefined ? { declared: true } : {}),
      });
    }),
  );
  return bases;
}

/** The source texts the bases hold, as documents to parse (each text once). */
export function basisSources(bases: ReadonlyMap<string, TranslationBasis>, sources: readonly Source[], defaultLocale: string): Source[] {
  const byFile = new Map(sources.filter((s) => !s.fallback && !s.version).map((s) => [s.file, s]));
  const originals = new Map(sources.filter((s) => s.locale === defaultLocale && !s.version).map((s) => [s.relPath, s]));
  const out = new Map<string, Source>();
  for (const [file, basis] of bases) {
    const original = originals.get(byFile.get(file)?.relPath ?? '');
    if (basis.text === undefined || !original) continue;
    const name = basisFile(original.file, basis);
    if (!out.has(name)) out.set(name, { locale: defaultLocale, relPath: original.relPath, file: name, text: basis.text, fallback: false, mtime: original.mtime });
  }
  return [...out.values()];
}
