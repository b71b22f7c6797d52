// The documents' versions wired into the site: the version model of the published documents and
// their git versions on the build date, the own page of each live text, and the changes page each
// pair of versions gets. In: identities (the live texts' own pages are added); out: the model and changes pages.

import { DuplicateRoute, InvalidVersion, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Doc } from '../markdown/parse.ts';
import type { Identities } from './identities.ts';
import type { SiteInput } from './site.ts';
import { notices } from './notice.ts';
import { livePageId, onBuildDate } from './schedule.ts';
import { comparisons, versionModel, type Comparison, type VersionModel } from './versions.ts';

/** A changes page: what it compares, of which document, at which site path. */
export interface ChangePage {
  id: string;
  sitePath: string;
  compare: Comparison;
}

/**
 * Gives the live text of each document with several versions its own page, `<doc>/versions/<date>`
 * (beside its versions from git), unless a document holds that address; says which have one.
 */
function livePages(model: VersionModel, known: Identities, diagnostics: Diagnostic[]): (docId: string) => boolean {
  const taken = new Map([...known.sitePathOf].map(([id, sitePath]) => [sitePath, id]));
  const given = new Set<string>();
  for (const history of model.histories.values()) {
    const id = livePageId(history.id, history.date);
    const sitePath = `${known.sitePathOf.get(history.id)!}/versions/${history.date}`;
    const holder = taken.get(sitePath);
    if (holder !== undefined) {
      const doc = known.byId.get(holder)!;
      diagnostics.push(
        new InvalidVersion(`the version of ${history.date} of "${known.byId.get(history.id)!.file}" has its own page at "${sitePath}", where "${doc.file}" is published`, {
          file: doc.file,
          line: 1,
          hint: 'Rename or move that document: the address belongs to the version.',
        }).toDiagnostic(),
      );
      continue;
    }
    known.byId.set(id, known.byId.get(history.id)!);
    known.sitePathOf.set(id, sitePath);
    known.ids.push(id);
    given.add(history.id);
  }
  known.ids.sort();
  return (docId) => given.has(docId);
}

/**
 * The version model on the build date `today` (its problems added to `diagnostics`) and the changes
 * pages, but none at a document's address.
 */
export function siteVersions(input: SiteInput, originals: readonly Doc[], known: Identities, today: string, diagnostics: Diagnostic[]): { versions: VersionModel; changePages: ChangePage[] } {
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
  const model = versionModel([...originals.filter((doc) => known.idOf.has(doc.relPath)).map(candidate), ...fromGit]);
  diagnostics.push(...model.diagnostics);
  const scheduled = onBuildDate(model, today, livePages(model, known, diagnostics));
  const { announcedOn, diagnostics: short } = notices(scheduled, (id) => known.byId.get(id)!, input.announced ?? new Map(), today, input.config.versions);
  diagnostics.push(...short);
  const versions = { ...scheduled, announcedOn };
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
