// "Download PDF" on a document or changes page whose build printed it (build --pdf).
// In: the PDF's address and UI strings; out: the link, with a document icon.

import type { Messages } from '../i18n/index.ts';

export function PdfLink({ href, ui }: { href: string; ui: Messages }) {
  return (
    <p className="doc__pdf">
      <a href={href} type="application/pdf" download>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 2h8l5 5v15H6z M14 2v5h5 M9 13h6 M9 17h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {ui.downloadPdf}
      </a>
    </p>
  );
}
