// The documents' versions wired into the site: the version model of the published documents and
// their git versions, and the changes page each pair of versions gets. In: identities; out: both.

import { DuplicateRoute, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Doc } from '../markdown/parse.ts';
import type { Identities } from './identities.ts';
import type { SiteInput } from './site.ts';
import { comparisons, versionModel, type Comparison, type VersionModel } from './versions.ts';

/** A changes page: what it compares, of which document, at which site path. */
export interface ChangePage {
  id: string;
  sitePath: string;
  compare: Comparison;
}

/** The version model (its problems added to `diagnostics`) and the changes pages, but none at a document's address. */
export function siteVersions(input: SiteInput, originals: readonly Doc[], known: Identities, diagnostics: Diagnostic[]): { versions: VersionModel; changePages: ChangePage[] } {
  const defaultLocale = input.config.i18n.defaultLocale;
  const candidate = (doc: Doc) => ({ id: known.idOf.get(doc.relPath)!, file: doc.file, frontMatter: doc.frontMatter, frontMatterAt: doc.frontMatterAt });
  const fromGit = input.docs
    .filter((d) => d.locale === defaultLocale && d.version && known.gitVersionOf.has(`${d.version.of}\0${d.version.date}`))
    .map((d) => ({
      id: known.gitVersionOf.get(`${d.version!.of}\0${d.version!.date}`)!,
      file: d.doc.file,
      frontMatter: {},
      frontMatterAt: {},
      git: { of: known.idOf.get(d.version!.of)!, date: d.version!.date },
    }));
  const versions = versionModel([...originals.filter((doc) => known.idOf.has(doc.relPath)).map(candidate), ...fromGit]);
  diagnostics.push(...versions.diagnostics);
  // A changes page never takes a document's address (a document at `<doc>/changes/<date>.md`).
  const docPaths = new Set(known.sitePathOf.values());
  const changePages = [...versions.histories.values()].flatMap((history) =>
    comparisons(history).flatMap((compare): ChangePage[] => {
      const sitePath = `${known.sitePathOf.get(history.id)!}/${compare.path}`;
      if (!docPaths.has(sitePath)) return [{ id: history.id, sitePath, compare }];
      const doc = known.byId.get(history.id)!;
      diagnostics.push(
        new DuplicateRoute(`the changes page "${sitePath}" of "${doc.file}" has the address of a document; the changes page is left out`, {
          file: doc.file,
          line: 1,
          hint: 'Rename or move the document that lives at that address.',
        }).toDiagnostic(),
      );
      return [];
    }),
  );
  return { versions, changePages };
}
