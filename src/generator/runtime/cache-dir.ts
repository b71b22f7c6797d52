// Where a site's caches live (parsed documents, the client bundle, the last output's record).
// In: the site root and the folder asked for (--cache-dir, else the config's cacheDir); out: an absolute path.

import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder asked for (relative to the site root), else `node_modules/.cache/legaldocs` in a site
 * that has node_modules (where JavaScript tools keep caches), else `.legaldocs-cache`: a folder of
 * markdown alone never gets a node_modules of ours.
 */
export function cacheDirectory(root: string, chosen?: string): string {
  if (chosen !== undefined) return path.resolve(root, chosen);
  return path.join(root, existsSync(path.join(root, 'node_modules')) ? defaultCacheDirs.javascript : defaultCacheDirs.plain);
}

/** The default cache folders, relative to the site root: in a JavaScript project, and in a folder of markdown. */
export const defaultCacheDirs = { javascript: 'node_modules/.cache/legaldocs', plain: '.legaldocs-cache' };

const prepared = new Set<string>();

/**
 * Creates the folder with a `.gitignore` of `*` in it, so the cache is never committed by accident.
 * Caches are best-effort: a folder that cannot be made (read-only, a full disk) only makes the next
 * run slower, so this never throws.
 */
export async function prepareCacheDir(dir: string): Promise<void> {
  if (prepared.has(dir) && existsSync(dir)) return;
  try {
    await mkdir(dir, { recursive: true });
    const ignore = path.join(dir, '.gitignore');
    if (!existsSync(ignore)) await writeFile(ignore, '# legaldocs cache: safe to delete, and to persist between CI runs.\n*\n');
    prepared.add(dir);
  } catch {
    // Left to the writes, which skip what they cannot write.
  }
}
