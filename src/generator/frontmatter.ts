// Front matter: parses a document's YAML header and checks its keys (Docusaurus-compatible names).
// In: the YAML text and where it sits in the file; out: FrontMatter plus diagnostics.

import { z } from 'zod';
import { parseDocument } from 'yaml';
import { InvalidFrontMatter, UnknownFrontMatterKey, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from './closest.ts';

const frontMatterSchema = z.object({
  id: z.string().regex(/^[^/]+$/, 'an id without "/"').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  last_update: z
    .object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
    .optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
const knownKeys = new Set(Object.keys(frontMatterSchema.shape));

function unknownKeyHint(key: string): string {
  const near = closest(key, knownKeys);
  const known = `Known keys: ${[...knownKeys].join(', ')}.`;
  return near ? `Did you mean "${near}"? ${known}` : known;
}

/**
 * Parses front matter. `firstLine` is the line of the YAML's first line in the file, so
 * diagnostics point into the document rather than into the YAML block.
 */
export function parseFrontMatter(yaml: string, file: string, firstLine: number): { data: FrontMatter; diagnostics: Diagnostic[] } {
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
    return { data: {}, diagnostics };
  }
  const raw: unknown = doc.toJS() ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    diagnostics.push(
      new InvalidFrontMatter('front matter must be a YAML mapping of keys to values', { file, line: firstLine, hint: 'Write it as `key: value` lines.' }).toDiagnostic(),
    );
    return { data: {}, diagnostics };
  }
  const lineOfKey = (key: string) => {
    const index = yaml.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return index === -1 ? firstLine : firstLine + index;
  };
  for (const key of Object.keys(raw)) {
    if (!knownKeys.has(key)) {
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
  const result = frontMatterSchema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? '');
      diagnostics.push(
        new InvalidFrontMatter(`front-matter key "${issue.path.join('.')}": ${issue.message.replace(/^Invalid input: /, '')}`, {
          file,
          line: lineOfKey(key),
          column: 1,
          hint: 'Fix the value; content/README.md lists the front-matter keys.',
        }).toDiagnostic(),
      );
    }
    return { data: {}, diagnostics };
  }
  return { data: result.data, diagnostics };
}
