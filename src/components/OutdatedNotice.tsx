// The notice at the top of a translation made from an older source text: that it is out of date,
// which version it reflects and which source-language version is in force, the sections changed
// since (each linked to the source's) and the changes page; or, where the source text is shown in
// its place, why. In: the page's OutdatedView and UI strings; out: the notice (a note).

import { format, type Messages } from '../i18n/index.ts';
import { Day } from './Day.tsx';
import { Formatted } from './Formatted.tsx';
import type { OutdatedView } from './outdated-props.ts';

export function OutdatedNotice({ outdated, ui }: { outdated: OutdatedView; ui: Messages }) {
  const { date, current, language, lang, sections } = outdated;
  if (outdated.replaced) {
    return (
      <p className="doc__notice" role="note">
        {format(ui.outdatedShownInSource, { language })}
      </p>
    );
  }
  const badge: Record<'changed' | 'added' | 'removed', string> = { changed: ui.changesChanged, added: ui.changesAdded, removed: ui.changesRemoved };
  const values = { language, ...(date ? { date: <Day date={date} /> } : {}), ...(current ? { current: <Day date={current} /> } : {}) };
  const which =
    date && current && date.iso !== current.iso
      ? outdated.upcoming
        ? ui.outdatedReflectsUpcoming
        : ui.outdatedReflects
      : current
        ? outdated.upcoming
          ? ui.outdatedChangedSinceUpcoming
          : ui.outdatedChangedSince
        : ui.outdatedChanged;
  return (
    <div className="doc__notice doc__notice--outdated" role="note">
      <p>
        <strong>{ui.outdatedTitle}</strong> <Formatted message={which} values={values} />
      </p>
      {sections ? (
        sections.length > 0 && (
          <div className="doc__outdated-sections">
            <p>{ui.outdatedSections}</p>
            <ul>
              {sections.map((s) => (
                <li key={`${s.change}:${s.id}`}>
                  {s.href ? (
                    <a href={s.href} hrefLang={lang} lang={s.lang}>
                      {s.title}
                    </a>
                  ) : (
                    <span lang={s.lang}>{s.title}</span>
                  )}{' '}
                  <span className={`change__badge change__badge--${s.change}`}>{badge[s.change]}</span>
                </li>
              ))}
            </ul>
          </div>
        )
      ) : (
        <p>{ui.outdatedSectionsUnknown}</p>
      )}
      <p className="doc__notice-links">
        <a href={outdated.sourceHref} hrefLang={lang}>
          {format(ui.outdatedReadSource, { language })}
        </a>
        {outdated.changesHref && <a href={outdated.changesHref}>{ui.announcementSeeChanges}</a>}
      </p>
    </div>
  );
}
