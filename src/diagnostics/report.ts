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

/** Diagnostics of one kind shown per file in text and GitHub reports; the rest are counted (JSON has them all). */
export const shownPerKind = 20;

/**
 * The diagnostics a person is shown: at most `shownPerKind` of each code in each file, in order,
 * and after the last one shown, how many more of it there are.
 */
function capped(diagnostics: Diagnostic[]): (Diagnostic | { more: number; like: Diagnostic })[] {
  const kind = (d: Diagnostic) => `${d.file ?? ''}\0${d.code}`;
  const totals = new Map<string, number>();
  for (const d of diagnostics) totals.set(kind(d), (totals.get(kind(d)) ?? 0) + 1);
  const shown = new Map<string, number>();
  const out: (Diagnostic | { more: number; like: Diagnostic })[] = [];
  for (const d of diagnostics) {
    const k = kind(d);
    const n = (shown.get(k) ?? 0) + 1;
    shown.set(k, n);
    if (n <= shownPerKind) out.push(d);
    if (n === shownPerKind && totals.get(k)! > shownPerKind) out.push({ more: totals.get(k)! - shownPerKind, like: d });
  }
  return out;
}

const moreLine = (more: number, like: Diagnostic) => `… and ${more.toLocaleString('en')} more ${like.severity}${more === 1 ? '' : 's'} (${like.code})${like.file ? ` in ${like.file}` : ''}`;

function text(diagnostics: Diagnostic[], paint: Paint): string {
  const lines: string[] = [];
  let lastFile: string | undefined;
  for (const d of capped(diagnostics)) {
    if ('more' in d) {
      lines.push(moreLine(d.more, d.like));
      continue;
    }
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
  return capped(diagnostics)
    .map((d) => {
      if ('more' in d) return `::notice::${escapeGithub(moreLine(d.more, d.like))}`;
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
