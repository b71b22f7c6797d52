// The folders inside a content folder that hold no content: a JavaScript project's node_modules/,
// and, when the documents are kept in the site folder itself (`docs.path: '.'`), the folders
// legaldocs makes (the output, a build's output found there, the cache) and the site's other
// folders (static/, the config's, the translations'). In: the site's folders; out: the folders to
// leave out, and the globs that leave them out of one content folder's listing.

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { outputMark } from '../runtime/owned-folders.ts';

/** What the site is made of and writes to, relative to the site root (posix). */
export interface SiteParts {
  docsDir: string;
  /** The translations' common folder, the static folder and the config file's folder. */
  others: string[];
  /** The run's output folder, when it writes one, and its cache folder. */
  made: string[];
}

const posix = (p: string) => p.split(path.sep).join('/');

/** The folders (from the site root) inside the docs folder that the content reader leaves out. */
export function skippedFolders(root: string, parts: SiteParts): string[] {
  const docs = path.posix.normalize(parts.docsDir);
  const inside = (dir: string) => docs === '.' ? dir !== '.' && !dir.startsWith('../') : dir.startsWith(`${docs}/`);
  // An earlier build's output, wherever --out put it then: its mark says whose it is.
  let builds: string[] = [];
  try {
    builds = readdirSync(path.join(root, docs), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(root, docs, e.name, outputMark)))
      .map((e) => path.posix.join(docs, e.name));
  } catch {
    // The docs folder cannot be listed: reading it reports that.
  }
  const folders = [...parts.made, ...parts.others].map((f) => posix(path.relative(root, path.resolve(root, f))) || '.');
  return [...new Set([...folders, ...builds])].filter(inside).sort();
}

/** Glob patterns, relative to `dir` (from the root), that leave out node_modules/ and the skipped folders inside it. */
export function skippedGlobs(skipped: readonly string[], dir: string): string[] {
  const docs = path.posix.normalize(dir);
  const within = skipped.flatMap((folder) => (docs === '.' ? [folder] : folder.startsWith(`${docs}/`) ? [folder.slice(docs.length + 1)] : []));
  return ['**/node_modules/**', ...within.map((rel) => `${fg.escapePath(rel)}/**`)];
}
