// The optional bar above the navbar. Its colours come from the generated config stylesheet, and
// the pre-paint script hides it (<html data-announcement-dismissed>) when this id was dismissed.
// A bar that links to a page (the latest change) counts as seen once that page is open.
// In: the bar's config, the page's path, UI strings and the tag marking a page in the source language;
// out: the bar, with a close button when it is closeable.

import { useEffect, useState } from 'react';
import { storage } from '../client/storage.ts';
import type { Messages } from '../i18n/index.ts';
import type { ChromeView } from './props.ts';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

export function AnnouncementBar({ bar, ui, path, tag }: { bar: NonNullable<ChromeView['announcementBar']>; ui: Messages; path: string; tag: string }) {
  const [dismissed, setDismissed] = useState(false);
  const close = () => {
    storage.set(ID_KEY, bar.id);
    storage.set(DISMISS_KEY, 'true');
    document.documentElement.dataset.announcementDismissed = '';
    setDismissed(true);
  };
  const target = bar.link?.href;
  useEffect(() => {
    // A bar with a new id is shown again, whatever was dismissed before.
    if (storage.get(ID_KEY) !== bar.id) {
      storage.set(ID_KEY, bar.id);
      storage.set(DISMISS_KEY, 'false');
      delete document.documentElement.dataset.announcementDismissed;
    }
    // Reading what the bar announces is having seen it: it does not come back.
    if (target === path) close();
    else setDismissed(storage.get(DISMISS_KEY) === 'true');
  }, [bar.id, target, path]);
  if (dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label={ui.announcement}>
      <p className="announcement__content">
        {bar.content}
        {bar.link && (
          <>
            {' '}
            <a href={bar.link.href}>{bar.link.label}</a>
            {bar.link.inSource && <span className="fallback-tag"> {tag}</span>}
          </>
        )}
      </p>
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
