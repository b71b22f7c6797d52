// The texts of a new version, made from the document as it stands: the copy that keeps the outgoing
// text as an earlier version (front matter saying so, links rewritten for its place), the document's
// new effective date, a translation's translation_of. In: a file's text, ids and dates; out: texts.

import { parseDocument, type Document } from 'yaml';
import { relink, type Placement } from './relink.ts';

const frontMatter = /^(\uFEFF?---\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

/** What the copy of one locale's text says about itself. */
export interface CopyOf {
  /** In the default locale: the document it is a version of, and the day the outgoing text took effect. */
  versionOf?: { id: string; date: string };
}

/**
 * The outgoing text as an earlier version at `to`: the keys that place a document (its id, slug,
 * sidebar label and position) dropped, since the copy is a page of its own; its title kept (the
 * site shows it with the version's date, in each reader's style: site/dated-titles.ts); in the
 * default locale `version_of` and `effective_date` set; its references rewritten to lead where
 * they led from `from`.
 */
export function versionCopy(text: string, from: Placement, to: Placement, copy: CopyOf): string {
  const match = frontMatter.exec(text);
  // A plain Document, so that a text without front matter can be given a mapping.
  const yaml: Document = parseDocument(match?.[2] ?? '');
  yaml.contents ??= yaml.createNode({});
  for (const key of ['id', 'slug', 'sidebar_label', 'sidebar_position']) yaml.delete(key);
  if (copy.versionOf) {
    yaml.set('version_of', copy.versionOf.id);
    yaml.set('effective_date', copy.versionOf.date);
  }
  // As the author wrote it: no folding of long values, no padding inside [a, b].
  const head = `---\n${yaml.toString({ lineWidth: 0, flowCollectionPadding: false })}---\n`;
  const body = match ? text.slice(match[0].length) : `\n${text}`;
  // Relinked as a whole text, so front matter is told apart as the parse does.
  return relink(`${head}${body}`, from, to);
}

// A key's line, up to a comment after its value.
const keyLines = { effective_date: /^(effective_date:[ \t]*)[^\s#]*/m, translation_of: /^(translation_of:[ \t]*)[^\s#]*/m };

/** A text with one front-matter key set to `value` (added when absent), nothing else changed. */
export function withFrontMatter(text: string, key: keyof typeof keyLines, value: string): string {
  const match = frontMatter.exec(text);
  if (!match) return `---\n${key}: ${value}\n---\n\n${text}`;
  const block = match[2] ?? '';
  // Only the value: a comment after it stays.
  const line = keyLines[key];
  const next = line.test(block) ? block.replace(line, `$1${value}`) : `${block}${key}: ${value}\n`;
  return match[1] + next + match[3] + text.slice(match[0].length);
}
