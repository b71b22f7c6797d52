// Archived documents and the live documents that superseded them, worked out from doc ids alone:
// the fallback for versions that do not say `version_of` (src/generator/versions.ts).
// In: every doc id of the site; out: for each id under `archive/`, the current doc id (if any),
// and the date its dated folder names when that date is unambiguous.

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

/** The date of an archived id's dated folder (folderDate), as YYYY-MM-DD. */
export function archiveFolderDate(id: string): string | undefined {
  if (!isArchived(id)) return undefined;
  const folder = id.split('/').findLast((part) => dated.test(part));
  return folder === undefined ? undefined : folderDate(folder);
}

/**
 * The date a folder's name says, as YYYY-MM-DD, when it says it unambiguously: `2025-05-18`,
 * `18-05-2025` (a day above 12 tells day from month), `01-28-2025`. `04-01-2025` may be 1 April or
 * 4 January, so it gives nothing (the document's `effective_date` must say).
 */
export function folderDate(name: string): string | undefined {
  if (!dated.test(name)) return undefined;
  const parts = name.split(/[-_.]/);
  if (parts.length !== 3) return undefined;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  let ymd: [number, number, number] | undefined;
  if (parts[0]!.length === 4) ymd = [a, b, c];
  else if (parts[2]!.length === 4) {
    if (a > 12 && b <= 12) ymd = [c, b, a];
    else if (a === b || (b > 12 && a <= 12)) ymd = [c, a, b];
  }
  if (!ymd) return undefined;
  const iso = ymd.map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
  const time = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(iso) ? iso : undefined;
}
