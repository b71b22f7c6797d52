// The version model: which documents are earlier versions of which, and when each took effect.
// In: the default locale's documents (id, file, front matter and where its keys are) and the versions
// read from git; out: each current document's history (its versions, oldest first) and diagnostics.
// Long because the model's types and each rule with the diagnostic it gives read best together;
// where the versions stand on the build date is schedule.ts.

import { InvalidVersion, UnknownReference, VersionConflict, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { archiveCounterparts, archiveFolderDate, isArchived } from './archive.ts';
import { closest } from '../../diagnostics/closest.ts';
import { isoDate, type FrontMatter, type FrontMatterPositions } from '../markdown/frontmatter.ts';

/** A document as the version model sees it. */
export interface VersionCandidate {
  id: string;
  file: string;
  frontMatter: Pick<FrontMatter, 'effective_date' | 'version_of'>;
  frontMatterAt: FrontMatterPositions;
  /** A version read from git history: the document it is a version of, and its date. */
  git?: { of: string; date: string };
}

/** One earlier version of a document. */
export interface Version {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * A document and its versions on the build date. Its address shows the version in force (or, when
 * every version takes effect later, the first of them, with nothing in force); each version also
 * has an address of its own, which never changes: a hand-written version's, else
 * `<document>/versions/<date>` (versions from git, and the live file's text when the document has
 * several versions).
 */
export interface History {
  id: string;
  /** The effective date (YYYY-MM-DD) of the version the document's address shows. */
  date: string;
  /** False when no version is in force yet: every one takes effect after the build date. */
  inForce: boolean;
  /** The own page of the version the document's address shows (the document's id when it has one version). */
  own: string;
  /** The own page of the document file's text (the newest version). */
  live: string;
  /** Earlier versions, no longer in force, oldest first. */
  versions: Version[];
  /** Versions taking effect after the one shown, oldest first: announced, not in force. */
  upcoming: Version[];
}

/** Two versions of a document compared on a changes page. */
export interface Comparison {
  /** Doc ids of the older and the newer version (the newer may be the current document). */
  from: string;
  to: string;
  /** 'on': the changes that took effect on `date` (a version against the one before it);
   * 'since': everything that changed since the version of `date` (it against the current document). */
  kind: 'on' | 'since';
  date: string;
  /** Where the page lives, below the current document's path. */
  path: string;
}

export interface VersionModel {
  /** By document id: the documents that have several versions, or one not yet in force. */
  histories: Map<string, History>;
  /** A version's own page id → the id of the document it is a version of. */
  currentOf: Map<string, string>;
  /** Every page's effective date (YYYY-MM-DD) where it has a valid one, versions included. */
  dateOf: Map<string, string>;
  /** By the own page of each version not in force yet: the day it was first published (notice.ts). */
  announcedOn?: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** The front matter's date when it is a valid one (invalid ones are reported by the parse). */
const validDate = (date: string | undefined) => (date !== undefined && isoDate.safeParse(date).success ? date : undefined);

/** Whether the document wrote an effective date that is not valid: reported by the parse, so not again here. */
const badDate = (doc: VersionCandidate) => doc.frontMatterAt.effective_date !== undefined && validDate(doc.frontMatter.effective_date) === undefined;

const at = (doc: VersionCandidate, key: string) => ({ file: doc.file, line: doc.frontMatterAt[key]?.line ?? 1, ...(doc.frontMatterAt[key] ? { column: doc.frontMatterAt[key].column } : {}) });

/**
 * Works out every document's history. A document is a version when it says `version_of`, when git
 * history gives it, or (the fallback) when it lives under archive/ where the same document lives
 * outside it (archive.ts). Every version and the current document need an effective date; no two
 * may share one, and no version may be dated after the current document.
 */
export function versionModel(docs: readonly VersionCandidate[]): VersionModel {
  const diagnostics: Diagnostic[] = [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const inferred = archiveCounterparts(docs.map((d) => d.id));
  const of = new Map<string, string>();
  const dateOf = new Map<string, string>();

  for (const doc of docs) {
    const declared = doc.frontMatter.version_of;
    if (doc.git) {
      of.set(doc.id, doc.git.of);
      dateOf.set(doc.id, doc.git.date);
      continue;
    }
    const date = validDate(doc.frontMatter.effective_date);
    if (declared === undefined) {
      const counterpart = isArchived(doc.id) ? inferred.get(doc.id) : undefined;
      if (counterpart === undefined) {
        if (date) dateOf.set(doc.id, date);
        continue;
      }
      if (badDate(doc)) continue;
      const folderDate = date ?? archiveFolderDate(doc.id);
      if (!folderDate) {
        diagnostics.push(
          new InvalidVersion(`"${doc.file}" is an archived version of "${counterpart}" (it lives under archive/), but its date is unknown`, {
            file: doc.file,
            line: 1,
            hint: 'Add `effective_date: YYYY-MM-DD` (the day this text took effect) to its front matter.',
          }).toDiagnostic(),
        );
        continue;
      }
      of.set(doc.id, counterpart);
      dateOf.set(doc.id, folderDate);
      continue;
    }
    if (declared === doc.id) {
      diagnostics.push(new InvalidVersion(`version_of "${declared}" names this document itself`, { ...at(doc, 'version_of'), hint: 'Name the current document this text is an earlier version of.' }).toDiagnostic());
      continue;
    }
    if (!byId.has(declared)) {
      const near = closest(declared, [...byId.keys()].filter((id) => id !== doc.id));
      diagnostics.push(
        new UnknownReference(`version_of "${declared}" is not a doc id`, {
          ...at(doc, 'version_of'),
          hint: near ? `Did you mean "${near}"?` : 'Write the current document\'s id: its path under content/docs without ".md".',
        }).toDiagnostic(),
      );
      continue;
    }
    if (!date) {
      if (badDate(doc)) continue;
      diagnostics.push(
        new InvalidVersion(`"${doc.file}" is a version of "${declared}" but has no effective_date`, {
          ...at(doc, 'version_of'),
          hint: 'Add `effective_date: YYYY-MM-DD` (the day this version took effect) to its front matter.',
        }).toDiagnostic(),
      );
      continue;
    }
    of.set(doc.id, declared);
    dateOf.set(doc.id, date);
  }

  const groups = new Map<string, VersionCandidate[]>();
  for (const [id, current] of of) {
    // A version of a version: the chain is not followed, the author is told which document to name.
    const further = of.get(current);
    if (further !== undefined) {
      const doc = byId.get(id)!;
      diagnostics.push(
        new InvalidVersion(`"${doc.file}" is a version of "${current}", which is itself a version of "${further}"`, {
          ...at(doc, 'version_of'),
          hint: `Name the current document: version_of: ${further}`,
        }).toDiagnostic(),
      );
      continue;
    }
    groups.set(current, [...(groups.get(current) ?? []), byId.get(id)!]);
  }

  const histories = new Map<string, History>();
  const currentOf = new Map<string, string>();
  for (const [id, members] of [...groups].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const current = byId.get(id)!;
    const date = dateOf.get(id);
    if (!date) {
      if (badDate(current)) continue;
      diagnostics.push(
        new InvalidVersion(`"${current.file}" has earlier versions (${members.map((m) => `"${m.id}"`).join(', ')}) but no effective_date`, {
          file: current.file,
          line: 1,
          hint: 'Add `effective_date: YYYY-MM-DD` (the day the current text took effect) to its front matter.',
        }).toDiagnostic(),
      );
      continue;
    }
    const taken = new Map<string, VersionCandidate>([[date, current]]);
    const versions: Version[] = [];
    // Files in path order, so the same one is reported whichever order the documents came in.
    for (const doc of [...members].sort((a, b) => (a.file < b.file ? -1 : 1))) {
      const own = dateOf.get(doc.id)!;
      const where = doc.frontMatterAt.effective_date ? at(doc, 'effective_date') : at(doc, 'version_of');
      const clash = taken.get(own);
      if (clash) {
        diagnostics.push(
          new VersionConflict(`"${doc.file}" and "${clash.file}" are both versions of "${id}" effective ${own}`, {
            ...where,
            hint: clash === current ? 'An earlier version takes effect before the current one: correct one of the two dates.' : 'Each version has its own effective date: correct one of them, or delete the duplicate.',
          }).toDiagnostic(),
        );
        continue;
      }
      if (own > date) {
        diagnostics.push(
          new VersionConflict(`"${doc.file}" is an earlier version of "${id}" but is dated ${own}, after the current document (${date})`, {
            ...where,
            hint: `Correct the date, or make this text the current document: its effective date is the latest.`,
          }).toDiagnostic(),
        );
        continue;
      }
      taken.set(own, doc);
      versions.push({ id: doc.id, date: own });
    }
    if (!versions.length) continue;
    versions.sort((a, b) => (a.date < b.date ? -1 : 1));
    // As if every version were in force by now; schedule.ts places them on the build date.
    histories.set(id, { id, date, inForce: true, own: id, live: id, versions, upcoming: [] });
    for (const v of versions) currentOf.set(v.id, id);
  }
  return { histories, currentOf, dateOf, diagnostics };
}

/**
 * The changes pages of a history: `changes/<date>` for each version after the first (what took
 * effect that day, or will, against the version before), and `changes/since/<date>` for each
 * earlier version but the last (everything since, against the version in force; for the last one
 * that is `changes/<date in force>` already). The version the document's address shows is
 * compared under the document's id.
 */
export function comparisons(history: History): Comparison[] {
  const all = [...history.versions, { id: history.id, date: history.date }, ...history.upcoming];
  const out: Comparison[] = [];
  for (let i = 1; i < all.length; i++) out.push({ from: all[i - 1]!.id, to: all[i]!.id, kind: 'on', date: all[i]!.date, path: `changes/${all[i]!.date}` });
  for (const v of history.versions.slice(0, -1)) out.push({ from: v.id, to: history.id, kind: 'since', date: v.date, path: `changes/since/${v.date}` });
  return out;
}
