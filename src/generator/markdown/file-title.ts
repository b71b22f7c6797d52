// A document's title when neither its front matter nor a leading # heading gives one, and the number
// prefix a file or folder name may carry. In: the document's path relative to its docs folder; out:
// its file name without extension and number prefix, or for a folder's index document its folder's name.

import path from 'node:path';

// `01-intro`, `2_setup`, `3. Scope`, `04 - Terms`; not a date or version (`2021-11-notes`, `7.0-x`).
const numberPrefix = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
const dateOrVersion = /^\d+[-_.]\d+/;

/** A file or folder name without its number prefix, and the prefix as a number. */
export function stripNumberPrefix(name: string): { name: string; prefix?: number } {
  if (dateOrVersion.test(name)) return { name };
  const m = numberPrefix.exec(name);
  return m ? { name: m[2]!, prefix: Number(m[1]) } : { name };
}

/**
 * `guides/terms-of-use.md` → `terms-of-use` and `01-intro.md` → `intro`, as Docusaurus titles such
 * a document. A folder's `README.md` or `index.md` takes the folder's name (`DMCA/readme.md` →
 * `DMCA`): its file name says nothing of what it is, and its folder's category shows that name.
 */
export function titleFromFileName(relPath: string): string {
  const name = path.posix.basename(relPath).replace(/\.mdx?$/i, '');
  const folder = path.posix.basename(path.posix.dirname(relPath));
  const index = /^(index|readme)$/i.test(name) && folder !== '.';
  return stripNumberPrefix(index ? folder : name).name;
}
