// A changes page: what changed between two versions of a document. A summary (a sentence of counts and
// the changed sections, linked), a switch to show only the changed sections — a real checkbox that works the
// same with JavaScript off, since CSS (:has) does the hiding — and the whole text with the changes
// marked. In: PageProps with `changes`; out: the page's main content.

import { format } from '../i18n/index.ts';
import { countsSentence } from '../shared/changes-summary.ts';
import { Day } from './Day.tsx';
import { DocLayout } from './DocLayout.tsx';
import { Formatted } from './Formatted.tsx';
import { PdfLink } from './PdfLink.tsx';
import type { ChangeBadge, PageProps } from './props.ts';
import { useScrollableRegions } from './scrollable-regions.ts';

const SUMMARY_ID = 'ld-changes-summary';
const ONLY_ID = 'ld-changes-only';

export function ChangesPage({ props }: { props: PageProps }) {
  const changes = props.changes!;
  const { ui } = props;
  useScrollableRegions(changes.html);
  const label: Record<ChangeBadge, string> = { changed: ui.changesChanged, added: ui.changesAdded, removed: ui.changesRemoved, moved: ui.changesMoved, renumbered: ui.changesRenumbered };
  const older = (
    <a href={changes.older.href}>
      <Day date={changes.older.from} />
    </a>
  );
  const newer = (
    <a href={changes.newer.href}>
      <Day date={changes.newer.from} />
    </a>
  );
  return (
    <DocLayout props={props} current={changes.docHref}>
      <article className="doc changes">
        <h1 className="doc__title">{format(ui.changesTitle, { title: changes.title })}</h1>
        <p className="changes__subtitle">
          <Formatted
            message={changes.kind === 'since' ? ui.changesSinceDate : changes.newer.upcoming ? ui.changesOnUpcomingDate : ui.changesOnDate}
            values={{ date: <Day date={changes.kind === 'on' ? changes.newer.from : changes.older.from} /> }}
          />
        </p>
        {changes.pdfHref && <PdfLink href={changes.pdfHref} ui={ui} />}
        {changes.fallback && (
          <p className="doc__notice" role="note">
            {changes.outdatedTranslation ? format(ui.changesOutdatedTranslation, { language: changes.sourceLanguage }) : format(ui.fallbackNotice, { language: props.locale.label })}
          </p>
        )}
        <p className="changes__compared">
          <Formatted message={changes.newer.upcoming ? ui.changesComparedUpcoming : changes.newer.current ? ui.changesComparedCurrent : ui.changesCompared} values={{ older, newer }} />
        </p>
        <section className="changes__summary" aria-labelledby={SUMMARY_ID}>
          <h2 id={SUMMARY_ID}>{ui.changesSummary}</h2>
          {changes.counts.length ? (
            <>
              <p className="changes__counts">{countsSentence(changes.counts, ui)}</p>
              <ul className="changes__list" lang={changes.lang}>
                {changes.sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                    {s.badges.map((b) => (
                      <span key={b} className={`change__badge change__badge--${b}`}>
                        {label[b]}
                      </span>
                    ))}
                  </li>
                ))}
              </ul>
              <p className="changes__legend">{ui.changesLegend}</p>
              <p className="changes__filter">
                <input type="checkbox" id={ONLY_ID} className="changes__only" />
                <label htmlFor={ONLY_ID}>{ui.changesOnly}</label>
              </p>
            </>
          ) : (
            <p>{ui.changesNone}</p>
          )}
        </section>
        <div className="doc__body changes__body" lang={changes.lang} data-changes-html="" dangerouslySetInnerHTML={{ __html: changes.html }} />
      </article>
    </DocLayout>
  );
}
