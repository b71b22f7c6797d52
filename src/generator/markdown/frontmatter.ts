// Front matter: parses a document's YAML header and checks its keys (Docusaurus-compatible names).
// In: the YAML text and where it sits in the file; out: FrontMatter plus diagnostics.

import { z } from 'zod';
import { redirectPath } from '../../config/redirect-path.ts';
import { isMap, isNode, isScalar, parseDocument } from 'yaml';
import { InvalidFrontMatter, UnknownFrontMatterKey, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { closest } from '../../diagnostics/closest.ts';
import { isForeignKey } from './foreign-keys.ts';

/** A calendar date written YYYY-MM-DD (what legal documents are dated by; no time, no zone). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'is not a date written YYYY-MM-DD', abort: true })
  .refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
  }, 'is not a calendar date');

const frontMatterSchema = z.object({
  id: z.string().regex(/^[^/]+$/, 'an id without "/"').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  /** docs.github.com's short title, what its sidebar shows: read as sidebar_label (which wins). */
  shortTitle: z.string().optional(),
  /** docs.github.com's lead paragraph: read as the description (which wins). */
  intro: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  last_update: z
    .object({
      date: z.union([z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'a date, such as 2025-06-02'), z.date()]).optional(),
      author: z.string().optional(),
    })
    .optional(),
  draft: z.boolean().optional(),
  /** Addresses this document had before (jekyll-redirect-from's key): each redirects to its page. */
  redirect_from: z.union([redirectPath, z.array(redirectPath)]).optional(),
  unlisted: z.boolean().optional(),
  /** The day this text took effect: shown as "Effective …", and what orders a document's versions. */
  effective_date: isoDate.optional(),
  /** On an earlier version: the doc id of the current document it is a version of. */
  version_of: z.string().min(1).optional(),
  /**
   * On a translation: the source text it translates — that version's effective date, or the hash of
   * that text as `legaldocs status` prints it. Git history tells it otherwise; this says it for a site
   * without history, or a translation made outside it. (YAML reads a hash of digits only as a number.)
   */
  translation_of: z
    .preprocess(
      (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
      z
        .string()
        .refine((s) => /^[0-9a-f]{8,64}$/i.test(s) || isoDate.safeParse(s).success, 'is not an effective date (YYYY-MM-DD) nor a source text hash (hex digits, as legaldocs status prints them)')
        .transform((s) => s.toLowerCase()),
    )
    .optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
/**
 * Where each top-level key's value starts in the file (1-based), for diagnostics found later. A key
 * listed here but missing from FrontMatter was written with a bad value, already reported.
 */
export type FrontMatterPositions = Record<string, { line: number; column: number }>;
const knownKeys = new Set(Object.keys(frontMatterSchema.shape));

function unknownKeyHint(key: string): string {
  const near = closest(key, knownKeys);
  const known = `Known keys: ${[...knownKeys].join(', ')}.`;
  return near ? `Did you mean "${near}"? ${known}` : known;
}

/** Each top-level key's value position (the key's, when it has no value), from the YAML's own ranges. */
function valuePositions(doc: ReturnType<typeof parseDocument>, yaml: string, firstLine: number): FrontMatterPositions {
  const positions: FrontMatterPositions = {};
  if (!isMap(doc.contents)) return positions;
  // Lines counted on from the last item's, not from the start for each: items come in order.
  let line = 0;
  let lineStart = 0;
  for (const item of doc.contents.items) {
    const key = isScalar(item.key) ? String(item.key.value) : undefined;
    const offset = (isNode(item.value) ? item.value.range?.[0] : undefined) ?? (isNode(item.key) ? item.key.range?.[0] : undefined);
    if (key === undefined || offset === undefined || offset < lineStart) continue;
    for (let i = yaml.indexOf('\n', lineStart); i !== -1 && i < offset; i = yaml.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    positions[key] = { line: firstLine + line, column: offset - lineStart + 1 };
  }
  return positions;
}

/**
 * Parses front matter. `firstLine` is the line of the YAML's first line in the file, so
 * diagnostics point into the document rather than into the YAML block.
 */
export function parseFrontMatter(yaml: string, file: string, firstLine: number): { data: FrontMatter; positions: FrontMatterPositions; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const doc = parseDocument(yaml, { prettyErrors: true });
  if (doc.errors.length) {
    for (const error of doc.errors) {
      const pos = error.linePos?.[0];
      diagnostics.push(
        // The yaml library appends its own position, counted from the block's first line; the
        // diagnostic's line and column already give the position within the document.
        new InvalidFrontMatter(`invalid YAML front matter: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`, {
          file,
          line: pos ? firstLine + pos.line - 1 : firstLine,
          column: pos?.col,
          hint: 'Front matter is YAML between two `---` lines; quote values that contain ":" or "#".',
        }).toDiagnostic(),
      );
    }
    return { data: {}, positions: {}, diagnostics };
  }
  let raw: unknown;
  try {
    raw = doc.toJS() ?? {};
  } catch (error) {
    // The yaml library refuses aliases that would expand past its limit (a "billion laughs").
    diagnostics.push(
      new InvalidFrontMatter(`invalid YAML front matter: ${(error as Error).message}`, {
        file,
        line: firstLine,
        hint: 'Write the values out instead of repeating them through YAML aliases (*name).',
      }).toDiagnostic(),
    );
    return { data: {}, positions: {}, diagnostics };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    diagnostics.push(
      new InvalidFrontMatter('front matter must be a YAML mapping of keys to values', { file, line: firstLine, hint: 'Write it as `key: value` lines.' }).toDiagnostic(),
    );
    return { data: {}, positions: {}, diagnostics };
  }
  // The first line each key starts, found in one pass (a search per key was quadratic in keys).
  const keyLines = new Map<string, number>();
  yaml.split('\n').forEach((l, index) => {
    const colon = l.indexOf(':');
    if (colon > 0 && !keyLines.has(l.slice(0, colon))) keyLines.set(l.slice(0, colon), index);
  });
  const lineOfKey = (key: string) => firstLine + (keyLines.get(key) ?? 0);
  for (const key of Object.keys(raw)) {
    // Another tool's keys are said once for the site (foreign-keys.ts), not in every document.
    if (!knownKeys.has(key) && !isForeignKey(key)) {
      diagnostics.push(
        new UnknownFrontMatterKey(`unknown front-matter key "${key}" is ignored`, {
          file,
          line: lineOfKey(key),
          column: 1,
          hint: unknownKeyHint(key),
        }).toDiagnostic(),
      );
    }
  }
  const positions = valuePositions(doc, yaml, firstLine);
  const result = frontMatterSchema.safeParse(raw);
  if (result.success) return { data: labelled(result.data), positions, diagnostics };
  // Each bad value is reported once, at the value, quoting it; the other keys still count, so one
  // typo does not also drop the title or raise errors about a date that was written (versions.ts).
  const bad = new Set<string>();
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    bad.add(key);
    const value = issue.path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), raw);
    const what = issue.message.startsWith('is not') ? issue.message : `is not valid: ${issue.message.replace(/^Invalid input: /, '')}`;
    diagnostics.push(
      new InvalidFrontMatter(`${issue.path.join('.')}: ${quoted(value)} ${what}`, {
        file,
        ...(positions[key] ?? { line: lineOfKey(key), column: 1 }),
        hint: key === 'effective_date' ? 'Write the day this text takes effect as YYYY-MM-DD, e.g. 2025-06-02.' : 'Fix the value; content/README.md lists the front-matter keys.',
      }).toDiagnostic(),
    );
  }
  const rest = frontMatterSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))));
  return { data: rest.success ? labelled(rest.data) : {}, positions, diagnostics };
}

/**
 * docs.github.com's `shortTitle` as the sidebar label and `intro` as the description, unless the
 * document gives them (an intro with Liquid in it is left out: the description is shown as written).
 */
function labelled(data: FrontMatter): FrontMatter {
  const { shortTitle, intro, ...rest } = data;
  const description = rest.description ?? (intro !== undefined && !/\{[{%]/.test(intro) ? intro : undefined);
  return { ...rest, ...(shortTitle !== undefined && rest.sidebar_label === undefined ? { sidebar_label: shortTitle } : {}), ...(description !== undefined ? { description } : {}) };
}

/** A value as the author wrote it, short enough for one line. */
function quoted(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
