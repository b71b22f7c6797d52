// File references: where a file a document names may be, and which of those files the site
// publishes. In: a reference and the document's files, or the site's pages; out: candidate paths, files.

import path from 'node:path';
import { staticFolder } from '../content/read.ts';
import type { DocPage } from './site.ts';

/** Where static files are, relative to the site root: a file reference may lead there. */
export const staticPrefix = `${staticFolder}/`;

/**
 * Where a file reference may lead, in order (paths relative to the site root): beside the page's
 * own file, then, for a translation, beside the original (a translation may reuse the original's
 * images). Docusaurus's `@site/` prefix names the site folder itself.
 */
export function fileCandidates(target: string, ownFile: string, originalFile: string): string[] {
  if (target.startsWith('@site/')) return [path.posix.normalize(target.slice('@site/'.length))];
  return [...new Set([ownFile, originalFile].map((f) => path.posix.normalize(path.posix.join(path.posix.dirname(f), target))))];
}

/** The files beside the documents that published pages refer to (static files are copied anyway). */
export function referencedFiles(docs: Record<string, Record<string, DocPage>>): string[] {
  return [...new Set(Object.values(docs).flatMap((pages) => Object.values(pages).flatMap((p) => Object.values(p.files))))]
    .filter((f) => !f.startsWith(staticPrefix))
    .sort();
}

/** Whether a file (relative to the site root) exists beside the documents or in static/. */
export function fileExistence(docFiles: readonly string[], staticFiles: readonly string[]): (file: string) => boolean {
  const existing = new Set([...docFiles, ...staticFiles.map((f) => staticPrefix + f)]);
  return (file) => existing.has(file);
}
