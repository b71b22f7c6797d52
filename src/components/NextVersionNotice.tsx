// On a document's page while a later version is announced: the day it takes effect, with links
// to read it and to see what will change. In: the next version's facts and UI strings; out: a note.

import type { Messages } from '../i18n/index.ts';
import { Day } from './Day.tsx';
import { Formatted } from './Formatted.tsx';
import type { NextVersionView } from './props.ts';

export function NextVersionNotice({ next, ui }: { next: NextVersionView; ui: Messages }) {
  return (
    <div className="doc__notice doc__notice--upcoming" role="note">
      <p>
        <strong>
          <Formatted message={ui.nextVersionNotice} values={{ date: <Day date={next.date} /> }} />
        </strong>
      </p>
      <p className="doc__notice-links">
        <a href={next.href}>{ui.nextVersionRead}</a>
        {next.changesHref && <a href={next.changesHref}>{ui.upcomingChanges}</a>}
      </p>
    </div>
  );
}
