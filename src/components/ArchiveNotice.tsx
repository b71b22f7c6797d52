// The banner of an earlier version of a document: no longer in effect, when it was in effect, the
// current version (and the comparison with it), what changed in this version, and the versions
// just before and after it.
// In: the page's archive facts and UI strings; out: the banner (a note).

import type { Messages } from '../i18n/index.ts';
import { Day } from './Day.tsx';
import { Formatted } from './Formatted.tsx';
import type { ArchiveView } from './props.ts';

export function ArchiveNotice({ archive, changesHref, ui }: { archive: ArchiveView; changesHref?: string | undefined; ui: Messages }) {
  const { earlier, later } = archive;
  return (
    <div className="doc__notice doc__notice--archive" role="note">
      <p>
        <strong>{ui.archivedNotice}</strong> <Formatted message={ui.inEffectFromTo} values={{ from: <Day date={archive.from} />, until: <Day date={archive.until} /> }} />
      </p>
      <p className="doc__notice-links">
        <a href={archive.current.href}>{ui.archivedCurrentLink}</a>
        {archive.compareHref && <a href={archive.compareHref}>{ui.compareWithCurrent}</a>}
        {changesHref && <a href={changesHref}>{ui.whatChanged}</a>}
      </p>
      {(earlier || later) && (
        <nav className="doc__notice-versions" aria-label={ui.versionsNavigation}>
          {earlier && (
            <a href={earlier.href} rel="prev">
              <Formatted message={ui.earlierVersion} values={{ date: <Day date={earlier.date} /> }} />
            </a>
          )}
          {later && (
            <a href={later.href} rel="next">
              <Formatted message={later.current ? ui.currentVersion : ui.laterVersion} values={{ date: <Day date={later.date} /> }} />
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
