// A document's title when neither its front matter nor a leading # heading gives one.
// In: the document's path relative to its docs folder; out: its file name without the extension.

import path from 'node:path';

/** `guides/terms-of-use.md` → `terms-of-use`, as Docusaurus titles such a document. */
export const titleFromFileName = (relPath: string) => path.posix.basename(relPath).replace(/\.mdx?$/i, '');
