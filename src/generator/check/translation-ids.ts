// Translators' heading ids, reported where they are: a heading id a translation chose that is not
// its source text's (a typo in `{#id}`) is an error at the translation's line naming the source
// heading, and so is a source id links point to that the translation lacks — never a broken anchor
// in every file that links there. In: a Site; out: diagnostics.

import { MissingTranslatedAnchor, TranslatedHeadingId, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { closest } from '../../diagnostics/closest.ts';
import type { Heading } from '../markdown/plugins/outline.ts';
import type { DocPage, Site } from '../site/site.ts';

/**
 * The heading in `to` that stands for `heading` of `from`: the same rank among the headings of its
 * level (the third h2 for the third h2), which survives a translator adding or dropping a heading of
 * another level.
 */
function counterpart(heading: Heading, from: readonly Heading[], to: readonly Heading[]): Heading | undefined {
  const rank = from.filter((h) => h.level === heading.level).indexOf(heading);
  return to.filter((h) => h.level === heading.level)[rank];
}

/** Where a source heading is, for a message: a line of the file as it is, or the file alone for an older text of it. */
const place = (file: string, heading: Heading, current: boolean) => (current && heading.line !== undefined ? `${file}:${heading.line}` : file);

/**
 * Whether a translation page's missing anchor is the translation's to answer for: the text it
 * translates, or its source now, has the id. Links to it are then not reported as broken anchors.
 */
export function translationLacks(site: Site, target: DocPage, anchor: string): boolean {
  if (target.locale === site.defaultLocale || target.fallback || target.fromGit) return false;
  const text = site.translations.translated.get(`${target.locale}\0${target.id}`);
  return Boolean(text?.anchors.includes(anchor) || site.docs[site.defaultLocale]?.[target.id]?.anchors.includes(anchor));
}

/** Each translation's heading ids against those of the source text it translates. */
export function checkTranslationIds(site: Site): Diagnostic[] {
  const targeted = new Set<string>();
  for (const pages of Object.values(site.docs)) {
    for (const page of Object.values(pages)) {
      for (const link of page.links) {
        if (link.anchor === undefined) continue;
        if (link.kind === 'markdown') targeted.add(`${link.target}#${link.anchor}`);
        if (link.kind === 'anchor') targeted.add(`${page.relPath}#${link.anchor}`);
      }
    }
  }
  const language = site.locales.find((l) => l.isDefault)!.label;
  const out: Diagnostic[] = [];
  for (const [code, pages] of Object.entries(site.docs)) {
    if (code === site.defaultLocale) continue;
    for (const page of Object.values(pages)) {
      const source = site.docs[site.defaultLocale]![page.id];
      const text = site.translations.translated.get(`${code}\0${page.id}`);
      if (page.fallback || page.fromGit || !source || !text) continue;
      const current = text.textHash === site.translations.sourceHashes[page.id];
      const sourceIds = new Set(text.anchors);
      const have = new Set(page.anchors);
      const lacking = text.headings.filter((h) => !have.has(h.id));
      const answered = new Set<string>();
      for (const heading of page.headings) {
        if (!heading.explicit || sourceIds.has(heading.id)) continue;
        const near = closest(heading.id, lacking.map((h) => h.id));
        const meant = lacking.find((h) => h.id === near) ?? counterpart(heading, page.headings, text.headings);
        if (meant) answered.add(meant.id);
        out.push(
          new TranslatedHeadingId(
            meant
              ? `heading id "${heading.id}" is not in the ${language} text: its heading "${meant.text}" (${place(source.file, meant, current)}) has the id "${meant.id}"`
              : `heading id "${heading.id}" is not in the ${language} text ("${source.file}")`,
            {
              file: page.file,
              line: heading.line,
              hint: meant
                ? `Write {#${meant.id}} at the end of this heading: a translation keeps its source's heading ids, so links to them work in every language.`
                : `Use one of the ids of "${source.file}", or remove {#${heading.id}}.`,
            },
          ).toDiagnostic(),
        );
      }
      for (const heading of lacking) {
        if (answered.has(heading.id) || !targeted.has(`${page.relPath}#${heading.id}`)) continue;
        const translated = counterpart(heading, text.headings, page.headings);
        out.push(
          new MissingTranslatedAnchor(`translation lacks heading id "${heading.id}" that "${source.file}" has and links point to`, {
            file: page.file,
            line: translated?.line,
            hint: translated
              ? `Add {#${heading.id}} to the heading "${translated.text}" (the translation of "${heading.text}" in ${place(source.file, heading, current)}).`
              : `Add {#${heading.id}} to the translated heading "${heading.text}" (${place(source.file, heading, current)}).`,
          }).toDiagnostic(),
        );
      }
    }
  }
  return out;
}
