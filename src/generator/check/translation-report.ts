// What `legaldocs status` prints: per locale and document, whether its translation is up to date,
// outdated (which sections changed, since which version), missing (the source text is shown) or
// orphaned (no source); totals per locale; as text for people, JSON for tools or GitHub annotations.
// In: a Site (its TranslationModel); out: the report, and the counts the build summary gives.

import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { report, type ReportFormat } from '../../diagnostics/report.ts';
import { plural } from '../../diagnostics/plural.ts';
import { notUpToDate } from '../../diagnostics/summary.ts';
import { shownHashLength } from '../content/normalised-text.ts';
import type { Site } from '../site/site.ts';
import type { TranslationStatus } from '../site/translations.ts';

export interface TranslationTotals {
  locale: string;
  upToDate: number;
  outdated: number;
  missing: number;
  orphaned: number;
  /** Up to date for want of anything saying otherwise: no git history, no translation_of. */
  unknown: number;
}

/** Each locale's counts, in the config's locale order (the default locale has none). */
export function translationTotals(site: Site, locales: readonly string[] = Object.keys(site.translations.statuses)): TranslationTotals[] {
  return locales
    .filter((locale) => locale !== site.defaultLocale && site.translations.statuses[locale])
    .map((locale) => {
      const statuses = Object.values(site.translations.statuses[locale]!);
      const count = (state: TranslationStatus['state']) => statuses.filter((s) => s.state === state).length;
      return {
        locale,
        upToDate: count('up-to-date'),
        outdated: count('outdated'),
        missing: count('missing'),
        orphaned: site.translations.orphans.filter((o) => o.locale === locale).length,
        unknown: statuses.filter((s) => s.state === 'up-to-date' && s.known === 'none').length,
      };
    });
}

/** What changed, as a status line says it. */
function changed(status: TranslationStatus): string {
  if (!status.sections) return 'which sections changed is not known';
  return `changed since: ${status.sections.map((s) => `${s.title ? `"${s.title}"` : 'the opening text'} (${s.change})`).join(', ')}`;
}

/** Which text an outdated translation translates, as a status line says it. */
function translates(status: TranslationStatus): string {
  const t = status.translates ?? {};
  const version = t.date ? `the version effective ${t.date}` : 'an earlier text';
  const how = t.commit ? `git: commit ${t.commit.slice(0, 7)}` : status.known === 'front-matter' ? 'its front matter says' : undefined;
  return `translates ${version}${how ? ` (${how})` : ''}`;
}

export interface StatusReport {
  text: string;
  /** Something is outdated or orphaned: `--strict` fails. */
  behind: boolean;
}

/**
 * The status of every translation, in `format`; `locales` narrows it to those locales. The
 * diagnostics about translations are part of the JSON and GitHub reports (text prints them apart).
 */
export function translationReport(site: Site, format: ReportFormat, locales?: readonly string[], diagnostics: readonly Diagnostic[] = []): StatusReport {
  const shown = Object.keys(site.translations.statuses).filter((l) => !locales || locales.includes(l));
  const totals = translationTotals(site, shown);
  const behind = totals.some((t) => t.outdated || t.orphaned);
  const sourceOf = (id: string) => site.docs[site.defaultLocale]![id]!;
  const label = (locale: string) => site.locales.find((l) => l.code === locale)!.label;
  const sourceLabel = site.locales.find((l) => l.isDefault)!.label;
  const hash = (id: string) => site.translations.sourceHashes[id]!.slice(0, shownHashLength);
  const sourceDate = (id: string) => site.versions.dateOf.get(id);
  const byState = (locale: string, state: TranslationStatus['state']) =>
    Object.entries(site.translations.statuses[locale]!)
      .filter(([, s]) => s.state === state)
      .sort(([a], [b]) => (a < b ? -1 : 1));

  if (format === 'json') {
    const sum = (key: keyof Omit<TranslationTotals, 'locale'>) => totals.reduce((n, t) => n + t[key], 0);
    return {
      behind,
      text: JSON.stringify(
        {
          locales: Object.fromEntries(
            totals.map((t) => [
              t.locale,
              {
                label: label(t.locale),
                totals: { upToDate: t.upToDate, outdated: t.outdated, missing: t.missing, orphaned: t.orphaned, unknown: t.unknown },
                documents: Object.fromEntries(Object.entries(site.translations.statuses[t.locale]!).sort(([a], [b]) => (a < b ? -1 : 1))),
                orphaned: site.translations.orphans.filter((o) => o.locale === t.locale).map((o) => o.file),
              },
            ]),
          ),
          sources: Object.fromEntries(
            Object.keys(site.translations.sourceHashes)
              .sort()
              .map((id) => [id, { file: sourceOf(id).file, hash: site.translations.sourceHashes[id], ...(sourceDate(id) ? { effectiveDate: sourceDate(id) } : {}) }]),
          ),
          totals: { upToDate: sum('upToDate'), outdated: sum('outdated'), missing: sum('missing'), orphaned: sum('orphaned'), unknown: sum('unknown') },
          diagnostics,
        },
        null,
        2,
      ),
    };
  }

  if (format === 'github') {
    const escape = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const file = (f: string) => escape(f).replace(/,/g, '%2C').replace(/:/g, '%3A');
    const lines: string[] = diagnostics.length ? [report(diagnostics, 'github')] : [];
    for (const t of totals) {
      for (const [id, s] of byState(t.locale, 'outdated')) {
        lines.push(`::warning file=${file(s.file)},line=1,title=outdated-translation::${escape(`${label(t.locale)} translation of ${id} ${translates(s)}; ${changed(s)}`)}`);
      }
      for (const o of site.translations.orphans.filter((x) => x.locale === t.locale)) {
        lines.push(`::warning file=${file(o.file)},line=1,title=orphaned-translation::${escape(`no ${sourceLabel} document to translate: it is not published`)}`);
      }
      lines.push(`::notice title=translations ${t.locale}::${escape(`${label(t.locale)}: ${t.upToDate} up to date${notUpToDate(t) ? `, ${notUpToDate(t)}` : ''}`)}`);
    }
    return { behind, text: lines.join('\n') };
  }

  // Earlier versions are archived texts: few sites translate them, so they are listed apart, in one
  // line, rather than burying the current documents that need a translator.
  const earlier = (id: string) => !!site.versions.histories.get(site.versions.currentOf.get(id) ?? '')?.versions.some((v) => v.id === id);
  const lines: string[] = [];
  for (const t of totals) {
    if (lines.length) lines.push('');
    const unknown = t.unknown ? ` (${t.unknown} with no history: neither git nor translation_of says what they translate)` : '';
    const missing = byState(t.locale, 'missing');
    const archived = missing.filter(([id]) => earlier(id)).map(([id]) => id);
    const ofThem = archived.length ? ` (${archived.length} of them ${archived.length === 1 ? 'an earlier version' : 'earlier versions'})` : '';
    lines.push(`${t.locale} (${label(t.locale)}): ${t.upToDate} up to date${unknown}${notUpToDate(t) ? `, ${notUpToDate(t)}${ofThem}` : ''}`);
    for (const [id, s] of byState(t.locale, 'outdated')) {
      const date = sourceDate(id);
      // A source edited in place keeps its date: the translation then translates an earlier text of that same version.
      const now = date === undefined ? `the source text is now ${hash(id)}` : date === s.translates?.date ? `the source text has changed since, still effective ${date} (now ${hash(id)})` : `the source is now effective ${date} (source text ${hash(id)})`;
      lines.push(`  outdated  ${id}  ${s.file}`, `            ${translates(s)}; ${now}`, `            ${changed(s)}`);
    }
    for (const [id] of missing.filter(([id]) => !earlier(id))) lines.push(`  missing   ${id}  shown in ${sourceLabel}; translate ${sourceOf(id).file} (source text ${hash(id)})`);
    if (archived.length) lines.push(`  missing   ${plural(archived.length, 'earlier version')} shown in ${sourceLabel} (archived texts: translate them only if they were published in ${label(t.locale)}): ${archived.join(', ')}`);
    for (const o of site.translations.orphans.filter((x) => x.locale === t.locale)) lines.push(`  orphaned  ${o.file}  no ${sourceLabel} document to translate: not published`);
  }
  if (totals.length > 1) {
    const sum = (key: 'upToDate' | 'outdated' | 'missing' | 'orphaned') => totals.reduce((n, t) => n + t[key], 0);
    lines.push('', `Totals: ${sum('upToDate')} up to date, ${sum('outdated')} outdated, ${sum('missing')} missing, ${sum('orphaned')} orphaned`);
  }
  if (!totals.length) lines.push('No locale but the default one: nothing is translated.');
  return { behind, text: lines.join('\n') };
}
