// Document identities: each published document's id, URL and sidebar position, and the earlier
// versions from git history below their documents. In: the default locale's docs; out: Identities.

import { DuplicateDocId, DuplicateRoute, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Doc } from '../markdown/parse.ts';
import path from 'node:path';
import { docIdentity, isCategoryIndex, versionPrefixOf } from './doc-ids.ts';
import type { LocalizedDoc } from './site.ts';

/** The published documents by relPath, id and URL (ids and URLs are the same in every locale). */
export interface Identities {
  /** relPath → doc id, for every published document. */
  idOf: Map<string, string>;
  /** doc id → sidebar position (front matter, else the file name's number prefix). */
  positionOf: Map<string, number | undefined>;
  /** doc id → site path ('/docs/…'), before base URL and locale. */
  sitePathOf: Map<string, string>;
  /** Ids of the documents Docusaurus publishes at a folder's URL. */
  folders: Set<string>;
  /** doc id → the default locale's document. */
  byId: Map<string, Doc>;
  /** Every doc id, sorted. */
  ids: string[];
  /** `<relPath>\0<date>` → doc id of an earlier version read from git history. */
  gitVersionOf: Map<string, string>;
  /** relPath of a document left out because another takes its URL → that other document's relPath. */
  shadowed: Map<string, string>;
}

/**
 * Which of two category index files claiming a folder's URL comes first: `index.md` before
 * `README.md` before `<folder>.md`, as GitHub Pages publishes a folder's index.md and leaves its
 * README.md to the repository's readers.
 */
function indexRank(relPath: string): number {
  if (!isCategoryIndex(relPath)) return 3;
  const name = path.posix.basename(relPath).replace(/\.mdx?$/i, '').toLowerCase();
  return name === 'index' ? 0 : name === 'readme' ? 1 : 2;
}

/**
 * Ids and URLs come from the default locale, so every locale shares paths and ids. When two
 * documents claim one id or URL, the one whose id and URL follow from its path keeps them: the
 * claim written in front matter is the newer mistake, and links to the other keep working. Of a
 * folder's index.md and README.md, index.md keeps the folder's URL.
 */
export function identities(originals: readonly Doc[], diagnostics: Diagnostic[], root = '/docs', versionPrefixes: readonly string[] = []): Identities {
  const idOf = new Map<string, string>();
  const positionOf = new Map<string, number | undefined>();
  const sitePathOf = new Map<string, string>();
  const folders = new Set<string>();
  const byId = new Map<string, Doc>();
  const bySitePath = new Map<string, Doc>();
  const claims = (doc: Doc) => Number(doc.frontMatter.id !== undefined) + Number(doc.frontMatter.slug !== undefined);
  const shadowed = new Map<string, string>();
  for (const doc of [...originals].sort((a, b) => claims(a) - claims(b) || indexRank(a.relPath) - indexRank(b.relPath))) {
    const { id, sitePath, prefix, folder } = docIdentity(doc.relPath, doc.frontMatter, root, versionPrefixOf(doc.relPath, versionPrefixes));
    const previous = byId.get(id);
    if (previous) {
      diagnostics.push(
        new DuplicateDocId(`doc id "${id}" is claimed by both "${previous.file}" and "${doc.file}"`, {
          file: doc.file,
          line: 1,
          hint: 'Give one of them a different `id` in its front matter, or rename the file.',
        }).toDiagnostic(),
      );
      continue;
    }
    const taken = bySitePath.get(sitePath);
    if (taken) {
      const folderIndexes = indexRank(taken.relPath) < 3 && indexRank(doc.relPath) < 3 && path.posix.dirname(taken.relPath) === path.posix.dirname(doc.relPath);
      diagnostics.push(
        new DuplicateRoute(`"${doc.file}" and "${taken.file}" both publish at "${sitePath}": "${taken.file}" is published there, "${doc.file}" is left out`, {
          file: doc.file,
          line: 1,
          hint: folderIndexes
            ? `A folder's index.md is published before its README.md, as on GitHub Pages; to publish both, give "${path.posix.basename(doc.relPath)}" a \`slug\` of its own in its front matter, or rename it.`
            : 'Change the `slug` (or the file name) of one of them.',
        }).toDiagnostic(),
      );
      shadowed.set(doc.relPath, taken.relPath);
      continue;
    }
    byId.set(id, doc);
    bySitePath.set(sitePath, doc);
    idOf.set(doc.relPath, id);
    positionOf.set(id, doc.frontMatter.sidebar_position ?? prefix);
    sitePathOf.set(id, sitePath);
    if (folder) folders.add(id);
  }
  return { idOf, positionOf, sitePathOf, folders, byId, ids: [...byId.keys()].sort(), gitVersionOf: new Map(), shadowed };
}

/**
 * Earlier versions read from git history live below their document: `<doc>/versions/<date>`. They
 * are no files, so nothing links to them by path; links inside them resolve as their document's do.
 */
export function gitVersionIdentities(docs: readonly LocalizedDoc[], known: Identities, diagnostics: Diagnostic[]): void {
  const taken = new Set(known.sitePathOf.values());
  for (const { doc, version } of docs) {
    const current = version && known.idOf.get(version.of);
    if (!version || current === undefined) continue;
    const id = `${current}/versions/${version.date}`;
    const sitePath = `${known.sitePathOf.get(current)!}/versions/${version.date}`;
    if (taken.has(sitePath)) {
      diagnostics.push(
        new DuplicateRoute(`the earlier version of "${doc.file}" from git history would publish at "${sitePath}", which a document already takes; it is left out`, {
          file: known.byId.get(current)!.file,
          line: 1,
          hint: 'Rename or move the document that lives at that address.',
        }).toDiagnostic(),
      );
      continue;
    }
    known.byId.set(id, doc);
    known.sitePathOf.set(id, sitePath);
    known.gitVersionOf.set(`${version.of}\0${version.date}`, id);
    known.ids.push(id);
  }
  known.ids.sort();
}
