// The PDF section of BENCHMARKS.md: what printing each document and changes page costs per page.
// In: PdfFigures; out: markdown.

import type { PdfFigures } from '../measure/pdf.ts';
import { kb, mb, seconds, table } from './format.ts';

export function renderPdf(f: PdfFigures): string {
  return `## PDF

\`legaldocs build --pdf --locale es\` of the scale-1 corpus (English and Spanish), cold: every
document and changes page printed by Debian's Chromium through playwright-core from the finished
build served on loopback, two pages at a time, A4 with header and footer, tagged and with an
outline. The \`pdf\` phase is the build's own timing of that step.

${table(
  ['PDFs', '`pdf` phase', 'per page', 'whole build (wall)', 'whole build (CPU, Chromium included)', 'PDF bytes', 'largest'],
  [[f.pdfs, seconds(f.pdfMs), seconds(f.perPageMs), seconds(f.wallMs), seconds(f.cpuMs), mb(f.totalBytes), kb(f.largestBytes)]],
)}

A rebuild prints only the pages whose HTML changed; the PDFs of the others are kept (hard links).
`;
}
