// What a build says when it is done, and while it runs: a short summary (pages per locale,
// warnings, time per phase, translations not up to date, dates one commit gives many documents)
// and, on an interactive terminal, a one-line progress indicator.
// In: the build's counts and timings, the output stream; out: text, and a progress handle.

import type { Diagnostic } from './diagnostic.ts';
import { plural } from './plural.ts';

export interface SummaryInput {
  pagesPerLocale: Record<string, number>;
  diagnostics: readonly Diagnostic[];
  timings: Record<string, number>;
  totalMs: number;
  outDir: string;
  /** Per locale but the default, how many translations are outdated, missing (the source shown) or orphaned. */
  translations?: readonly { locale: string; outdated: number; missing: number; orphaned: number }[];
  /** Commits whose day many documents show as their last update: an import (`imported`: how many documents it added), or the last commit to change all their texts. */
  commitDated?: readonly { commit: string; time: number; subject: string; imported?: number; files: readonly string[] }[];
}

const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** The summary; `plain` (CI, or output not to a terminal) keeps it to one line. */
export function buildSummary(input: SummaryInput, plain: boolean): string {
  const counts = Object.values(input.pagesPerLocale);
  const pages = counts.reduce((a, b) => a + b, 0);
  const warnings = input.diagnostics.filter((d) => d.severity === 'warning').length;
  const perLocale = Object.entries(input.pagesPerLocale)
    .map(([locale, n]) => `${locale} ${n}`)
    .join(', ');
  const head = `Built ${plural(pages, 'page')} in ${plural(counts.length, 'locale')} (${perLocale}) to ${input.outDir}; ${plural(warnings, 'warning')}; ${duration(input.totalMs)}`;
  // Said in CI too: that is where a migrated site is built, and nothing else tells its dates are wrong.
  const dates = (input.commitDated ?? []).map(datesNote);
  const translations = translationsLine(input.translations ?? []);
  const notes = [...(translations ? [translations] : []), ...dates];
  if (plain) return [head, ...notes].join('\n');
  const phases = Object.entries(input.timings)
    .map(([phase, ms]) => `${phase} ${duration(ms)}`)
    .join(', ');
  return [head, `  time: ${phases}`, ...notes].join('\n');
}

/** What is not up to date in each locale; said in CI too, where nothing else would. */
function translationsLine(totals: NonNullable<SummaryInput['translations']>): string | undefined {
  if (!totals.length) return undefined;
  const behind = totals.filter((t) => notUpToDate(t));
  if (!behind.length) return `  translations: all up to date in ${plural(totals.length, 'locale')}`;
  return `  translations: ${behind.map((t) => `${t.locale} ${notUpToDate(t)}`).join('; ')} (legaldocs status lists them)`;
}

/** A locale's translations that are not up to date, as the summary and `legaldocs status` say them ('' when none). */
export function notUpToDate(t: { outdated: number; missing: number; orphaned: number }): string {
  return [t.outdated && `${t.outdated} outdated`, t.missing && `${t.missing} missing`, t.orphaned && `${t.orphaned} orphaned`].filter(Boolean).join(', ');
}

/** Says which documents show one commit's day as their last update, why, and how to date them. */
function datesNote(dated: NonNullable<SummaryInput['commitDated']>[number]): string {
  const day = new Date(dated.time * 1000).toISOString().slice(0, 10);
  const example = dated.files[0] ?? '';
  const they = dated.files.length === 1 ? 'it has' : 'they have';
  const why =
    dated.imported !== undefined
      ? `the day commit ${dated.commit} added ${dated.imported} documents at once (an import), and ${they} no last_update in front matter and no later commit`
      : `the day of commit ${dated.commit} ("${dated.subject}"), the last to change the text of each (whitespace and line endings do not count), and ${they} no last_update in front matter`;
  const fix = dated.imported !== undefined ? 'Give each its real date' : 'If that commit changed no terms of some, give those their real date';
  return `  dates: ${plural(dated.files.length, 'document')} show ${day} as last updated: ${why}. ${fix}, e.g. in ${example}: last_update: { date: YYYY-MM-DD }`;
}

/** True when progress and the long summary suit the stream: a terminal, and not CI. */
export function isInteractive(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(stream.isTTY) && !env.CI;
}

export interface Progress {
  phase(name: string): void;
  done(): void;
}

/**
 * A one-line "building… parse (3 s)" indicator, drawn only after the build has run for a moment
 * (short builds stay silent) and erased when it ends. A no-op when `enabled` is false.
 */
export function progress(stream: NodeJS.WriteStream, enabled: boolean, delayMs = 700): Progress {
  if (!enabled) return { phase() {}, done() {} };
  const started = performance.now();
  let current = '';
  let drawn = false;
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  let frame = 0;
  const draw = () => {
    if (performance.now() - started < delayMs) return;
    drawn = true;
    stream.write(`\r\x1b[2K${frames[frame++ % frames.length]} building… ${current} (${Math.round((performance.now() - started) / 1000)} s)`);
  };
  const interval = setInterval(draw, 120);
  interval.unref();
  return {
    phase(name) {
      current = name;
    },
    done() {
      clearInterval(interval);
      if (drawn) stream.write('\r\x1b[2K');
    },
  };
}
