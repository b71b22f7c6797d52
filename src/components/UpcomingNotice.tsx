// The banner of a version that is not in force yet: the day it takes effect, the version in force
// until then (when there is one) and what will change. In: the page's upcoming facts and UI
// strings; out: the banner (a note), shown instead of "Effective …".

import type { Messages } from '../i18n/index.ts';
import { Day } from './Day.tsx';
import { Formatted } from './Formatted.tsx';
import type { UpcomingView } from './props.ts';

export function UpcomingNotice({ upcoming, ui }: { upcoming: UpcomingView; ui: Messages }) {
  const { inForce, changesHref } = upcoming;
  return (
    <div className="doc__notice doc__notice--upcoming" role="note">
      <p>
        <strong>
          <Formatted message={ui.upcomingNotice} values={{ date: <Day date={upcoming.from} /> }} />
        </strong>
        {inForce && (
          <>
            {' '}
            <Formatted message={ui.upcomingInForce} values={{ date: <Day date={inForce.date} /> }} />
          </>
        )}
      </p>
      {(inForce || changesHref) && (
        <p className="doc__notice-links">
          {inForce && <a href={inForce.href}>{ui.upcomingReadInForce}</a>}
          {changesHref && <a href={changesHref}>{ui.upcomingChanges}</a>}
        </p>
      )}
    </div>
  );
}
