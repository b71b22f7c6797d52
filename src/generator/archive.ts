// Archived documents and the live documents that superseded them, worked out from doc ids alone.
// In: every doc id of the site; out: for each id under `archive/`, the current doc id (if any).

/** Documents whose id starts with this folder are archived versions. */
const ARCHIVE_PREFIX = 'archive/';

/** Whether a doc id names an archived version. */
export const isArchived = (id: string): boolean => id.startsWith(ARCHIVE_PREFIX);

const dated = /^\d{1,4}([-_.]\d{1,2}){1,2}([-_.]\d{2,4})?$/;

/**
 * archive/<path>/<dated folder>/<name> is superseded by <path>/<name> when that exists; otherwise
 * by the one live doc with the same file name under the same top-level folder (a product), since
 * archives are often grouped differently ('miscellaneous/01-28-2025/x' for 'x').
 */
export function archiveCounterparts(ids: readonly string[]): Map<string, string | undefined> {
  const live = ids.filter((id) => !isArchived(id));
  const liveSet = new Set(live);
  const byName = new Map<string, string[]>();
  for (const id of live) {
    const name = id.slice(id.lastIndexOf('/') + 1);
    byName.set(name, [...(byName.get(name) ?? []), id]);
  }
  const out = new Map<string, string | undefined>();
  for (const id of ids) {
    if (!isArchived(id)) continue;
    const parts = id.slice(ARCHIVE_PREFIX.length).split('/').filter((p) => !dated.test(p));
    const direct = parts.join('/');
    if (liveSet.has(direct)) {
      out.set(id, direct);
      continue;
    }
    const sameName = (byName.get(parts.at(-1)!) ?? []).filter((c) => parts.length < 2 || c.split('/')[0] === parts[0]);
    out.set(id, sameName.length === 1 ? sameName[0] : undefined);
  }
  return out;
}
