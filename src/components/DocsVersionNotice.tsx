// The banner of a page in a docs version the docs root does not serve: unreleased, or an older
// version, and a link to the same document in the version that is current.
// In: the page's docs version and UI strings; out: the banner (a note).

import { format, type Messages } from '../i18n/index.ts';
import type { DocsVersionView } from './props.ts';

export function DocsVersionNotice({ version, ui }: { version: DocsVersionView; ui: Messages }) {
  return (
    <div className="doc__notice doc__notice--archive" role="note">
      <p>
        <strong>{format(version.unreleased ? ui.docsVersionUnreleased : ui.docsVersionOld, { version: version.label })}</strong>
      </p>
      <p className="doc__notice-links">
        <a href={version.latest.href}>{format(ui.docsVersionCurrentLink, { version: version.latest.label })}</a>
      </p>
    </div>
  );
}
