// The optional bar above the navbar. Its colours come from the generated config stylesheet, and
// the pre-paint script hides it (<html data-announcement-dismissed>) when this id was dismissed.
// In: the bar's config and UI strings; out: the bar, with a close button when it is closeable.

import { useEffect, useState } from 'react';
import { storage } from '../client/storage.ts';
import type { Messages } from '../i18n/index.ts';
import type { ChromeView } from './props.ts';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

export function AnnouncementBar({ bar, ui }: { bar: NonNullable<ChromeView['announcementBar']>; ui: Messages }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    // A bar with a new id is shown again, whatever was dismissed before.
    if (storage.get(ID_KEY) !== bar.id) {
      storage.set(ID_KEY, bar.id);
      storage.set(DISMISS_KEY, 'false');
      delete document.documentElement.dataset.announcementDismissed;
    }
    setDismissed(storage.get(DISMISS_KEY) === 'true');
  }, [bar.id]);
  if (dismissed) return null;
  const close = () => {
    storage.set(ID_KEY, bar.id);
    storage.set(DISMISS_KEY, 'true');
    document.documentElement.dataset.announcementDismissed = '';
    setDismissed(true);
  };
  return (
    <div className="announcement" role="region" aria-label={ui.announcement}>
      <p className="announcement__content">{bar.content}</p>
      {bar.isCloseable && (
        <button type="button" className="announcement__close" aria-label={ui.closeAnnouncement} onClick={close}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
