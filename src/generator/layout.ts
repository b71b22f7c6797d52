// Where a site keeps its documents: the default locale's docs folder and each locale's translations.
// In: the configured folders; out: a ContentLayout that names the folders and maps files to documents.

import path from 'node:path';

export interface ContentLayout {
  /** The default locale's documents, relative to the site root (posix). */
  docsDir: string;
  /** A locale's translations, relative to the site root (posix). */
  translationsDir: (locale: string) => string;
  /** The folders git dates are read from: the docs folder and the translations' common root. */
  contentFolders: string[];
  /** The document (docs-relative path, the same in every locale) of a site-relative file; undefined when it is not a document. */
  documentOf: (file: string) => string | undefined;
}

const isDocument = (file: string) => /\.mdx?$/i.test(file);

/** The layout of `docsDir` and translations at `translationsPattern`, where `{locale}` stands for the code. */
export function contentLayout(docsDir: string, translationsPattern: string): ContentLayout {
  const docs = path.posix.normalize(docsDir);
  const pattern = path.posix.normalize(translationsPattern);
  const [before = '', after = ''] = pattern.split('{locale}');
  const translationsRoot = path.posix.dirname(`${before}x`);
  return {
    docsDir: docs,
    translationsDir: (locale) => `${before}${locale}${after}`,
    contentFolders: [...new Set([docs, translationsRoot])],
    documentOf(file) {
      if (!isDocument(file)) return undefined;
      if (file.startsWith(`${docs}/`)) return file.slice(docs.length + 1);
      if (!file.startsWith(before)) return undefined;
      const rest = file.slice(before.length);
      const slash = rest.indexOf('/');
      if (slash === -1 || !rest.slice(slash).startsWith(`${after}/`)) return undefined;
      return rest.slice(slash + after.length + 1);
    },
  };
}
