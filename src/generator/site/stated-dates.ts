// The dates documents state on a kramdown date line (markdown/plugins/dated-line.ts) taken as their
// front matter's: a line saying when the text took effect gives effective_date, a "Last updated"
// line last_update, unless the front matter gives one (another date there is then a warning). A
// translation's line is read as its original's: its words are in another language.
// In: the parsed documents of every locale; out: the same documents, front matter completed, and diagnostics.

import { DateLineMismatch, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Doc } from '../markdown/parse.ts';
import type { LocalizedDoc } from './site.ts';

function completed(doc: Doc, kind: 'effective' | 'updated', diagnostics: Map<string, Diagnostic>): Doc {
  const { date, line, column } = doc.datedLine!;
  const key = kind === 'effective' ? 'effective_date' : 'last_update';
  const declared = kind === 'effective' ? doc.frontMatter.effective_date : doc.frontMatter.last_update?.date;
  if (declared === undefined) {
    const frontMatter = kind === 'effective' ? { ...doc.frontMatter, effective_date: date } : { ...doc.frontMatter, last_update: { ...doc.frontMatter.last_update, date } };
    return { ...doc, frontMatter, frontMatterAt: { ...doc.frontMatterAt, [key]: { line, column } } };
  }
  const shown = declared instanceof Date ? declared.toISOString().slice(0, 10) : declared;
  if (shown !== date) {
    // Once per file, however many locales show it.
    diagnostics.set(
      doc.file,
      new DateLineMismatch(`the date line says ${date}, but ${key} in the front matter says ${shown}, which the page shows`, {
        file: doc.file,
        line,
        column,
        hint: `Make them agree: the text and the date the site shows must name the same day (or remove ${key}, and the date line gives it).`,
      }).toDiagnostic(),
    );
  }
  return doc;
}

/** Each document with a date line, its front matter completed from it (the same Doc in every locale that shows it). */
export function withStatedDates(docs: readonly LocalizedDoc[], defaultLocale: string): { docs: LocalizedDoc[]; diagnostics: Diagnostic[] } {
  const diagnostics = new Map<string, Diagnostic>();
  if (!docs.some((d) => d.doc.datedLine)) return { docs: [...docs], diagnostics: [] };
  const originalKind = new Map(docs.filter((d) => d.locale === defaultLocale && !d.version && d.doc.datedLine).map((d) => [d.doc.relPath, d.doc.datedLine!.kind]));
  const done = new Map<Doc, Doc>();
  const out = docs.map((d) => {
    // A version read from git is dated by its commit's front matter.
    if (!d.doc.datedLine || d.version) return d;
    let doc = done.get(d.doc);
    if (!doc) done.set(d.doc, (doc = completed(d.doc, originalKind.get(d.doc.relPath) ?? d.doc.datedLine.kind, diagnostics)));
    return doc === d.doc ? d : { ...d, doc };
  });
  return { docs: out, diagnostics: [...diagnostics.values()] };
}
