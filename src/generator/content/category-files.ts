// _category_ files and sidebar label catalogs, parsed and checked, and the text decoding every
// content file goes through. In: a file's bytes or text and where it is; out: a Category, a
// SidebarCatalog or the text — else a located diagnostic.

import { isUtf8 } from 'node:buffer';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { InvalidCategory, InvalidSidebars, UnreadableFile, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { CategoryLink } from './sidebar-items.ts';
import { escapeRegExp, positionAt } from '../../shared/source-text.ts';

/** A folder's `_category_.json` or `.yml`, in one locale (translations override the label). */
export interface Category {
  locale: string;
  /** Folder relative to the docs folder, e.g. `overwolf/website`. */
  dir: string;
  file: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** Where the category's label leads; null: nowhere, not even to the folder's index document. */
  link?: CategoryLink | null;
  /** The key its label is translated under in a sidebar label catalog (its label by default). */
  key?: string;
  description?: string;
}

/** A locale's sidebar label catalog (Docusaurus's `current.json`): translation key → text. */
export interface SidebarCatalog {
  locale: string;
  file: string;
  messages: Record<string, string>;
}

const categoryLink = z.union([
  z.object({ type: z.literal('doc'), id: z.string() }).strict(),
  z.object({ type: z.literal('generated-index'), slug: z.string().optional(), title: z.string().optional(), description: z.string().optional(), image: z.string().optional(), keywords: z.unknown().optional() }).strict(),
  z.null(),
]);

// Docusaurus's keys; className and customProps only style a category and are accepted unused.
const categorySchema = z
  .object({
    label: z.string().optional(),
    position: z.number().optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    description: z.string().optional(),
    link: categoryLink.optional(),
    key: z.string().optional(),
    className: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/**
 * Decodes a file as UTF-8 text; binary and malformed files become a diagnostic instead. Checked by
 * isUtf8 and decoded by Buffer (simdutf both): a fatal TextDecoder took ten times as long, which a
 * no-change build of thousands of documents felt.
 */
export function decodeText(bytes: Uint8Array, file: string): string | Diagnostic {
  if (bytes.includes(0)) {
    return new UnreadableFile(`"${file}" is a binary file, not markdown`, { file, hint: 'Rename it: only documents end in .md or .mdx. Images and other files beside the documents keep their own extension.' }).toDiagnostic();
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (isUtf8(bytes)) return text.replace(/^\uFEFF/, '');
  const { line } = positionAt(text, text.indexOf('\uFFFD'));
  return new UnreadableFile(`"${file}" is not valid UTF-8`, { file, line, hint: 'Save the file with UTF-8 encoding.' }).toDiagnostic();
}

/**
 * The line of a JSON.parse error. V8 names a position for some errors and only quotes the text
 * around the fault for others ("Unexpected token ',', ...\"osition\": ,\n}\" is not valid JSON").
 */
export function jsonErrorLine(text: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message);
  if (position) return positionAt(text, Number(position[1])).line;
  // The quoted text runs from the first quote to the first `" is not valid JSON` after it, less the
  // ellipses V8 puts where it cut it short.
  const open = message.indexOf('"');
  const close = open === -1 ? -1 : message.indexOf('" is not valid JSON', open + 1);
  let quoted = close === -1 ? '' : message.slice(open + 1, close);
  if (quoted.startsWith('...')) quoted = quoted.slice(3);
  if (quoted.endsWith('...')) quoted = quoted.slice(0, -3);
  const at = quoted ? text.indexOf(quoted) : -1;
  return at === -1 ? undefined : positionAt(text, at).line;
}

/** Parses JSON, or YAML for `.yml`/`.yaml`, into a value or a located problem message. */
function parseData(text: string, file: string): { value: unknown } | { error: string; line?: number; column?: number } {
  if (/\.ya?ml$/i.test(file)) {
    const doc = parseDocument(text, { prettyErrors: true });
    const error = doc.errors[0];
    if (error) return { error: `invalid YAML in "${file}": ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, line: error.linePos?.[0].line, column: error.linePos?.[0].col };
    return { value: doc.toJS() };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `invalid JSON in "${file}": ${(error as Error).message}`, line: jsonErrorLine(text, (error as Error).message) };
  }
}

/** The line of `key:` (YAML) or `"key":` (JSON) in a small file, for a diagnostic about it. */
function keyLine(text: string, key: string): number | undefined {
  const index = text.split('\n').findIndex((l) => new RegExp(`^\\s*["']?${escapeRegExp(key)}["']?\\s*:`).test(l));
  return index === -1 ? undefined : index + 1;
}

export function parseCategory(text: string, file: string, dir: string, locale: string): Category | Diagnostic {
  const parsed = parseData(text, file);
  if ('error' in parsed) {
    return new InvalidCategory(parsed.error, { file, line: parsed.line, column: parsed.column, hint: 'Write it as { "label": "…", "position": 1 }, or in YAML as label: … lines.' }).toDiagnostic();
  }
  const result = categorySchema.safeParse(parsed.value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
    const what = issue.code === 'unrecognized_keys' ? `unknown key "${key}"` : `key "${issue.path.join('.')}": ${issue.message.replace(/^Invalid input: /, '')}`;
    return new InvalidCategory(`"${file}" ${what}`, {
      file,
      line: keyLine(text, key),
      hint: "Keys: label (text), position (number), collapsed, collapsible (true/false), description, key, link ({ type: 'doc', id } or { type: 'generated-index', title, description, slug }).",
    }).toDiagnostic();
  }
  const { className: _className, customProps: _customProps, link, ...meta } = result.data;
  const category: Category = { locale, dir, file };
  for (const [k, v] of Object.entries(meta)) if (v !== undefined) Object.assign(category, { [k]: v });
  if (link !== undefined) category.link = link === null ? null : link.type === 'doc' ? link : { type: 'generated-index', ...pick(link, ['slug', 'title', 'description']) };
  return category;
}

const pick = <T extends object, K extends keyof T>(o: T, keys: K[]): Partial<Pick<T, K>> => Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as Partial<Pick<T, K>>;

/** A sidebar label catalog: Docusaurus's `{ "key": { "message": "…", "description": "…" } }`, or plain text values. */
export function parseCatalog(text: string, file: string, locale: string): SidebarCatalog | Diagnostic {
  const parsed = parseData(text, file);
  const problem = (message: string, line?: number) => new InvalidSidebars(message, { file, line, hint: 'Write it as { "sidebar.<id>.category.<label>": { "message": "…" } }, as Docusaurus writes it.' }).toDiagnostic();
  if ('error' in parsed) return problem(parsed.error, parsed.line);
  if (parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return problem(`"${file}" must hold a JSON object`, 1);
  const messages: Record<string, string> = {};
  for (const [key, entry] of Object.entries(parsed.value)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') return problem(`"${file}" key "${key}" has no "message" text`, keyLine(text, key));
    messages[key] = message;
  }
  return { locale, file, messages };
}
