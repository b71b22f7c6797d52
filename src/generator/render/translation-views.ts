// What a translation made from an older source text says about itself, in the reader's language:
// the notice at the top (the version it reflects, the one in force, the sections changed since,
// linked to the source's) and a note where each changed section starts. In: the Site, a document
// page and its locale's UI strings and language; out: the OutdatedView, and the body with the notes.

import type { OutdatedView } from '../../components/outdated-props.ts';
import { format, type Messages } from '../../i18n/index.ts';
import { escapeHtml } from '../../shared/escape.ts';
import type { DocPage, LocaleInfo, Site } from '../site/site.ts';
import { takesEffect } from '../site/schedule.ts';
import { comparisons } from '../site/versions.ts';
import { dateView } from '../../shared/dates.ts';
import { languageName } from './language-name.ts';
import { changesHref } from './version-views.ts';

/** The page's OutdatedView, when it is (or stands for) an outdated translation. */
export function outdatedView(site: Site, page: DocPage, ui: Messages, locale: LocaleInfo): OutdatedView | undefined {
  const { htmlLang } = locale;
  const status = page.outdated;
  if (!status) return undefined;
  const source = site.docs[site.defaultLocale]![page.id]!;
  const lang = site.locales.find((l) => l.isDefault)!.htmlLang;
  const date = status.translates?.date;
  const current = site.versions.dateOf.get(page.id);
  const history = site.versions.histories.get(page.id);
  const translated = date === undefined ? undefined : history?.versions.find((v) => v.date === date);
  const compare = translated && comparisons(history!).find((c) => c.from === translated.id && c.to === page.id);
  const changes = compare && changesHref(site, page.locale, compare.from, compare.to);
  const own = new Map(page.fallback ? [] : page.headings.map((h) => [h.id, h.text]));
  const order = source.sections.map((s) => s.id ?? '');
  // Where a section the translation lacks goes: before the next source heading the translation has.
  const before = (id: string) => order.slice(order.indexOf(id) + 1).find((next) => own.has(next));
  return {
    ...(date !== undefined ? { date: dateView(date, locale) } : {}),
    ...(current !== undefined ? { current: dateView(current, locale), ...(takesEffect(site.versions, page.id) !== undefined ? { upcoming: true } : {}) } : {}),
    language: languageName(lang, htmlLang),
    lang,
    sourceHref: source.permalink,
    ...(status.sections
      ? {
          sections: status.sections.map((s) => {
            const title = s.id === '' ? ui.changesIntro : own.get(s.id);
            return {
              id: s.id,
              title: title ?? s.title,
              ...(title === undefined ? { lang } : {}),
              change: s.change,
              ...(s.change !== 'removed' ? { href: s.id ? `${source.permalink}#${s.id}` : source.permalink } : {}),
              ...(s.change === 'added' && before(s.id) !== undefined ? { before: before(s.id) } : {}),
            };
          }),
        }
      : {}),
    ...(changes ? { changesHref: changes } : {}),
    replaced: page.fallback,
  };
}

/** Where the heading whose id is `id` (as the markdown step writes it) starts and ends in the HTML, if there is one. */
function headingAt(html: string, id: string): { start: number; end: number } | undefined {
  const at = html.indexOf(` id="${escapeHtml(id)}"`);
  const start = at === -1 ? -1 : html.lastIndexOf('<h', at);
  const level = start === -1 ? undefined : /^<h([2-6])$/.exec(html.slice(start, at))?.[1];
  const end = level === undefined ? -1 : html.indexOf(`</h${level}>`, at);
  return end === -1 ? undefined : { start, end: end + 5 };
}

/** The HTML with `note` at `at`. */
const insert = (html: string, at: number, note: string) => html.slice(0, at) + note + html.slice(at);

/**
 * The translation's body with a note after each heading whose section changed (or was removed) in
 * the source, at the top when the text before the first heading did, and where each section the
 * source added would be (before the next heading the translation has, else at the end), linking to it.
 */
export function markOutdatedSections(html: string, view: OutdatedView, ui: Messages): string {
  if (view.replaced) return html;
  const { language } = view;
  const link = (href: string, label: string, lang?: string) => ` <a href="${escapeHtml(href)}" hreflang="${escapeHtml(view.lang)}"${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${escapeHtml(label)}</a>`;
  const note = (text: string, a: string) => `<p class="doc__outdated-section" role="note">${escapeHtml(text)}${a}</p>`;
  let out = html;
  for (const s of view.sections ?? []) {
    if (s.change === 'added') {
      const added = note(format(ui.outdatedSectionAdded, { language }), s.href ? link(s.href, s.title, s.lang) : '');
      const next = s.before === undefined ? undefined : headingAt(out, s.before);
      out = next ? insert(out, next.start, added) : out + added;
      continue;
    }
    const text = format(s.change === 'removed' ? ui.outdatedSectionRemoved : ui.outdatedSectionChanged, { language });
    const changed = note(text, s.href ? link(s.href, format(ui.outdatedSectionRead, { language })) : '');
    const heading = s.id === '' ? { end: 0 } : headingAt(out, s.id);
    if (heading) out = insert(out, heading.end, changed);
  }
  return out;
}
