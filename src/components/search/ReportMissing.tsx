// "Believe this query should return results? Let us know.": shared by the modal and the search page.
// In: UI strings and the report page URL from config; out: the paragraph with its link.

import type { Messages } from '../../i18n/index.ts';

export function ReportMissing({ ui, url }: { ui: Messages; url: string }) {
  return (
    <p>
      {ui.searchReportMissing}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {ui.searchReportLink}
      </a>
    </p>
  );
}
