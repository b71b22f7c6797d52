// The reporter: turns diagnostics into text for people, JSON for tools, or GitHub annotations.
// In: Diagnostic[] and a format; out: one string to print.

import { plain, type Paint } from './colour.ts';
import type { Diagnostic } from './diagnostic.ts';
import { plural } from './plural.ts';

export type ReportFormat = 'text' | 'json' | 'github';

function location(d: Diagnostic): string {
  if (!d.file) return '';
  const parts = [d.file, d.line, d.line !== undefined ? d.column : undefined].filter((p) => p !== undefined);
  return parts.join(':');
}

/** One diagnostic on one line, as the text report starts it: `file:line:col severity message (code)`. */
export function diagnosticLine(d: Diagnostic, paint: Paint = plain): string {
  const where = location(d);
  return `${where ? paint('place', where) + ' ' : ''}${paint(d.severity, d.severity)} ${d.message} (${d.code})`;
}

function compare(a: Diagnostic, b: Diagnostic): number {
  return (
    (a.file ?? '').localeCompare(b.file ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    (a.column ?? 0) - (b.column ?? 0) ||
    a.message.localeCompare(b.message)
  );
}

function text(diagnostics: Diagnostic[], paint: Paint): string {
  const lines: string[] = [];
  let lastFile: string | undefined;
  for (const d of diagnostics) {
    if (d.file !== lastFile && lines.length) lines.push('');
    lastFile = d.file;
    lines.push(diagnosticLine(d, paint));
    if (d.hint) lines.push(`  ${paint('hint', 'hint:')} ${d.hint}`);
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  if (diagnostics.length) lines.push('', `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
  return lines.join('\n');
}

// GitHub workflow commands need %, CR and LF escaped in both properties and message.
function escapeGithub(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function github(diagnostics: Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const props = [
        d.file && `file=${escapeGithub(d.file).replace(/,/g, '%2C').replace(/:/g, '%3A')}`,
        d.line !== undefined && `line=${d.line}`,
        d.column !== undefined && `col=${d.column}`,
        `title=${d.code}`,
      ].filter(Boolean);
      const body = d.hint ? `${d.message}\n${d.hint}` : d.message;
      return `::${d.severity} ${props.join(',')}::${escapeGithub(body)}`;
    })
    .join('\n');
}

/**
 * Formats diagnostics, grouped by file and in a stable order; `extra` adds fields to the JSON, and
 * `paint` colours the text (painterFor in colour.ts decides whether a stream gets colour).
 */
export function report(diagnostics: readonly Diagnostic[], format: ReportFormat, extra: Record<string, unknown> = {}, paint: Paint = plain): string {
  const sorted = [...diagnostics].sort(compare);
  if (format === 'json') return JSON.stringify({ diagnostics: sorted, ...extra }, null, 2);
  if (format === 'github') return github(sorted);
  return text(sorted, paint);
}
