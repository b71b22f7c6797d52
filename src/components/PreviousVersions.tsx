// The "Previous versions" list at the end of a current document: each earlier version, newest
// first, with the days it was in effect and what changed when it took effect; one shown in the source
// language (untranslated) is marked so. In: the versions, UI strings and that mark; out: a labelled section.

import type { Messages } from '../i18n/index.ts';
import { Day } from './Day.tsx';
import { Formatted } from './Formatted.tsx';
import type { VersionView } from './props.ts';

/** The section's id: prefixed, so it cannot clash with an id the document's own headings take. */
export const PREVIOUS_VERSIONS_ID = 'ld-previous-versions';

export function PreviousVersions({ versions, ui, tag }: { versions: VersionView[]; ui: Messages; tag: string }) {
  return (
    <section className="doc__versions" aria-labelledby={PREVIOUS_VERSIONS_ID}>
      <h2 id={PREVIOUS_VERSIONS_ID}>{ui.previousVersions}</h2>
      <ul className="doc__versions-list">
        {versions.map((v) => (
          <li key={v.href}>
            <a href={v.href} hrefLang={v.lang}>
              <Formatted message={ui.dateRange} values={{ from: <Day date={v.from} />, until: <Day date={v.until} /> }} />
            </a>
            {v.lang && <span className="fallback-tag"> {tag}</span>}
            {v.changesHref && (
              <a className="doc__versions-changes" href={v.changesHref}>
                <Formatted message={ui.changesOnDate} values={{ date: <Day date={v.from} /> }} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
