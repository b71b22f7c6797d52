// Which source text each translation translates, and what changed in the source since. Per locale
// and document: up to date, outdated (the sections changed, matched by heading id and compared by
// fingerprint, and the version translated) or missing (falls back); and translations with no
// source at all (orphaned). In: the site's documents, its version model and what git says each
// translation was made from; out: the TranslationModel, and diagnostics.

import { OutdatedTranslation, TranslatedVersionMismatch, UnknownTranslationSource, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { shownHashLength } from '../content/normalised-text.ts';
import type { TranslationBasis } from '../content/translation-bases.ts';
import { isoDate } from '../markdown/frontmatter.ts';
import type { Doc } from '../markdown/parse.ts';
import type { Section } from '../markdown/plugins/outline.ts';
import type { Identities } from './identities.ts';
import type { LocalizedDoc } from './site.ts';
import type { VersionModel } from './versions.ts';

export type TranslationState = 'up-to-date' | 'outdated' | 'missing';

/** A section of the source that changed since the text a translation was made from. */
export interface SectionChange {
  /** Its heading's id; '' for the text before the first heading. */
  id: string;
  /** Its heading in the source (as it was, for a removed one); '' for the text before the first heading. */
  title: string;
  change: 'changed' | 'added' | 'removed';
}

export interface TranslationStatus {
  state: TranslationState;
  /** The translation's file; the source's, for a missing translation. */
  file: string;
  /**
   * How the source text it translates is known: from git history, from its front matter
   * (`translation_of`, or an `effective_date` naming an earlier version), or not at all — it is then
   * taken to translate the source as it is.
   */
  known: 'git' | 'front-matter' | 'none';
  /** On an outdated translation: the source text it translates. */
  translates?: {
    /** That text's effective date, when it has one. */
    date?: string;
    /** The commit git found it at. */
    commit?: string;
    /** Its normalised-text hash, when known (normalised-text.ts). */
    hash?: string;
  };
  /** On an outdated translation: the source's sections changed since, in reading order (removed ones last); undefined when not known. */
  sections?: SectionChange[];
}

export interface TranslationModel {
  /** statuses[locale][docId], for every locale but the default one. */
  statuses: Record<string, Record<string, TranslationStatus>>;
  /** Translation files with no source document, by locale. */
  orphans: { locale: string; file: string }[];
  /** Each document's source text hash, as `translation_of` may name it (the first 12 hex digits suffice). */
  sourceHashes: Record<string, string>;
  /** The source document each translation's text corresponds to (the translated version's, else the source's), by `<locale>\0<docId>`. */
  translated: Map<string, Doc>;
}

/** What the site step is given of git's view of the translations. */
export interface TranslationInput {
  /** By translation file: the source text it was made from (translation-bases.ts) … */
  bases: ReadonlyMap<string, TranslationBasis>;
  /** … parsed, by the basis's file name (basisFile). */
  basisDocs: ReadonlyMap<string, Doc>;
  /** The name a basis is parsed under. */
  basisFile: (sourceFile: string, basis: TranslationBasis) => string;
  orphans: readonly { locale: string; file: string }[];
}

const section = (s: Section) => s.id ?? '';

/** The sections of `to` that differ from `from`'s: changed and added in `to`'s order, then those removed. */
export function changedSections(from: readonly Section[], to: readonly Section[]): SectionChange[] {
  const before = new Map(from.map((s) => [section(s), s]));
  const after = new Set(to.map(section));
  const out: SectionChange[] = [];
  for (const s of to) {
    const old = before.get(section(s));
    if (!old) out.push({ id: section(s), title: s.heading, change: 'added' });
    else if (old.fingerprint !== s.fingerprint) out.push({ id: section(s), title: s.heading, change: 'changed' });
  }
  for (const s of from) if (!after.has(section(s))) out.push({ id: section(s), title: s.heading, change: 'removed' });
  return out;
}

const validDate = (date: unknown) => (typeof date === 'string' && isoDate.safeParse(date).success ? date : undefined);

/**
 * The translation model. A translation's source text comes from its `translation_of` when it has
 * one, else from git, else — when its `effective_date` names an earlier version — from that version;
 * otherwise it is taken to translate the source as it is. `outdated: 'error'` makes each outdated
 * translation an error.
 */
export function translationModel(
  docs: readonly LocalizedDoc[],
  known: Identities,
  versions: VersionModel,
  input: TranslationInput,
  defaultLocale: string,
  outdated: 'notice' | 'fallback' | 'error',
  diagnostics: Diagnostic[],
): TranslationModel {
  const statuses: TranslationModel['statuses'] = {};
  const translated = new Map<string, Doc>();
  const sourceHashes: Record<string, string> = {};
  for (const { doc, locale, version } of docs) {
    const id = known.idOf.get(doc.relPath);
    if (locale === defaultLocale && !version && id !== undefined) sourceHashes[id] = doc.textHash;
  }
  /** Every version of document `id` with its own page and date: earlier ones, the one its address shows, upcoming ones. */
  const versionsOf = (id: string): { id: string; date: string }[] => {
    const h = versions.histories.get(id);
    if (h) return [...h.versions, { id: h.own, date: h.date }, ...h.upcoming];
    const date = versions.dateOf.get(id);
    return date === undefined ? [] : [{ id, date }];
  };
  /** The default locale's text of the version of `id` effective `date`. */
  const versionDoc = (id: string, date: string): Doc | undefined => {
    const v = versionsOf(id).find((x) => x.date === date);
    return v && known.byId.get(v.id);
  };
  /** The effective date of a source text: the one it states (in front matter, or on a date line), or that of the version it is. */
  const dateOf = (id: string, text: Doc): string | undefined => {
    const own = validDate(text.frontMatter.effective_date) ?? (text.datedLine?.kind === 'effective' ? text.datedLine.date : undefined);
    if (own !== undefined) return own;
    return versionsOf(id).find((v) => known.byId.get(v.id) === text)?.date;
  };

  for (const { doc, locale, fallback, version } of docs) {
    const id = known.idOf.get(doc.relPath);
    if (locale === defaultLocale || version || id === undefined) continue;
    const source = known.byId.get(id)!;
    const perLocale = (statuses[locale] ??= {});
    if (fallback) {
      perLocale[id] = { state: 'missing', file: source.file, known: 'none' };
      continue;
    }
    const at = (key: string) => ({ file: doc.file, line: doc.frontMatterAt[key]?.line ?? 1, ...(doc.frontMatterAt[key] ? { column: doc.frontMatterAt[key].column } : {}) });
    const declared = doc.frontMatter.translation_of;
    const basis = input.bases.get(doc.file);
    let text: Doc | undefined;
    let how: TranslationStatus['known'] = 'none';
    let commit: string | undefined;
    if (declared !== undefined) {
      how = 'front-matter';
      if (validDate(declared)) text = versionDoc(id, declared);
      else if (source.textHash.startsWith(declared)) text = source;
      else {
        text = versionsOf(id)
          .map((v) => known.byId.get(v.id)!)
          .find((v) => v.textHash.startsWith(declared));
        if (!text && basis?.declared) {
          text = input.basisDocs.get(input.basisFile(source.file, basis));
          commit = basis.commit;
        }
      }
      if (!text) {
        const dates = versionsOf(id)
          .map((v) => v.date)
          .reverse();
        diagnostics.push(
          new UnknownTranslationSource(
            validDate(declared)
              ? `translation_of: ${declared} names no version of "${source.file}"${dates.length ? ` (its versions are effective ${dates.join(', ')})` : ''}`
              : `translation_of: ${declared} matches no text of "${source.file}" (the current one, its earlier versions or, in git, its history), so which sections changed is unknown`,
            {
              ...at('translation_of'),
              hint: `Write the effective date of the version translated, or the text hash \`legaldocs status\` prints for it (the current text's is ${source.textHash.slice(0, shownHashLength)}).`,
            },
          ).toDiagnostic(),
        );
      }
    } else if (basis) {
      how = 'git';
      commit = basis.commit;
      text = basis.hash === source.textHash ? source : input.basisDocs.get(input.basisFile(source.file, basis));
    } else {
      // Nothing else says: an effective date of another version is taken as what it translates.
      const own = validDate(doc.frontMatter.effective_date);
      const earlier = own !== undefined && own !== dateOf(id, source) ? versionDoc(id, own) : undefined;
      if (earlier) how = 'front-matter';
      text = earlier ?? source;
    }
    const sections = text ? changedSections(text.sections, source.sections) : undefined;
    if (text) translated.set(`${locale}\0${id}`, text);
    if (sections && !sections.length) {
      perLocale[id] = { state: 'up-to-date', file: doc.file, known: how };
    } else {
      const date = text && dateOf(id, text);
      perLocale[id] = {
        state: 'outdated',
        file: doc.file,
        known: how,
        translates: { ...(date ? { date } : {}), ...(commit ? { commit } : {}), ...(text ? { hash: text.textHash } : {}) },
        ...(sections ? { sections } : {}),
      };
    }
    const status = perLocale[id]!;
    const shown = status.state === 'outdated' ? status.translates?.date : dateOf(id, source);
    const own = validDate(doc.frontMatter.effective_date);
    if (own !== undefined && shown !== undefined && own !== shown) {
      diagnostics.push(
        new TranslatedVersionMismatch(`translation is dated ${own}, but it translates the text of "${source.file}" effective ${shown}, the date its page shows`, {
          ...at('effective_date'),
          hint: `Remove the date from the translation (its effective_date, or its date line: its date is its source's), or write ${shown}.`,
        }).toDiagnostic(),
      );
    }
    if (status.state === 'outdated' && outdated === 'error') diagnostics.push(outdatedError(doc.file, source.file, status, commit));
  }
  return { statuses, orphans: [...input.orphans], sourceHashes, translated };
}

/** The error an outdated translation is under `translations.outdated: 'error'`. */
function outdatedError(file: string, sourceFile: string, status: TranslationStatus, commit: string | undefined): Diagnostic {
  const version = status.translates?.date ? `the version effective ${status.translates.date}` : commit ? `its text of commit ${commit.slice(0, 7)}` : 'an earlier text';
  const sections = status.sections?.map((s) => `${s.title ? `"${s.title}"` : 'the opening text'} (${s.change})`).join(', ');
  return new OutdatedTranslation(`translation of "${sourceFile}" translates ${version}${sections ? `; changed since: ${sections}` : ''}`, {
    file,
    line: 1,
    hint: "Translate what changed and commit it (or write translation_of with the version now translated); translations.outdated: 'notice' publishes it with a notice instead.",
  }).toDiagnostic();
}
