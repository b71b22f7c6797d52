// What a translation made from an older source text says about itself, in the reader's language:
// the notice at the top (the version it reflects, the one in force, the sections changed since,
// linked to the source's) and a note where each changed section starts. In: the Site, a document
// page and its locale's UI strings and language; out: the OutdatedView, and the body with the notes.

import type { OutdatedView } from '../../components/outdated-props.ts';
import { format, type Messages } from '../../i18n/index.ts';
import { escapeHtml } from '../../shared/escape.ts';
import type { DocPage, Site } from '../site/site.ts';
import { comparisons } from '../site/versions.ts';
import { dateView } from './dates.ts';
import { languageName } from './language-name.ts';
import { changesHref } from './version-views.ts';

/** The page's OutdatedView, when it is (or stands for) an outdated translation. */
export function outdatedView(site: Site, page: DocPage, ui: Messages, htmlLang: string): OutdatedView | undefined {
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
  return {
    ...(date !== undefined ? { date: dateView(date, htmlLang) } : {}),
    ...(current !== undefined ? { current: dateView(current, htmlLang) } : {}),
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
            };
          }),
        }
      : {}),
    ...(changes ? { changesHref: changes } : {}),
    replaced: page.fallback,
  };
}

/** The HTML with `note` after the heading whose id is `id` (as the markdown step writes it), if there is one. */
function afterHeading(html: string, id: string, note: string): string {
  const at = html.indexOf(` id="${escapeHtml(id)}"`);
  const open = at === -1 ? -1 : html.lastIndexOf('<h', at);
  const level = open === -1 ? undefined : /^<h([2-6])$/.exec(html.slice(open, at))?.[1];
  const end = level === undefined ? -1 : html.indexOf(`</h${level}>`, at);
  return end === -1 ? html : html.slice(0, end + 5) + note + html.slice(end + 5);
}

/**
 * The translation's body with a note after each heading whose section changed (or was removed) in
 * the source, and at the top when the text before the first heading did.
 */
export function markOutdatedSections(html: string, view: OutdatedView, ui: Messages): string {
  if (view.replaced) return html;
  let out = html;
  for (const s of view.sections ?? []) {
    if (s.change === 'added') continue;
    const text = escapeHtml(format(s.change === 'removed' ? ui.outdatedSectionRemoved : ui.outdatedSectionChanged, { language: view.language }));
    const link = s.href ? ` <a href="${escapeHtml(s.href)}" hreflang="${escapeHtml(view.lang)}">${escapeHtml(format(ui.outdatedSectionRead, { language: view.language }))}</a>` : '';
    const note = `<p class="doc__outdated-section" role="note">${text}${link}</p>`;
    if (s.id === '') out = note + out;
    else out = afterHeading(out, s.id, note);
  }
  return out;
}
