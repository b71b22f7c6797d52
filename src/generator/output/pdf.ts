// PDFs of the documents and changes pages (`build --pdf`, config `pdf.enabled`): each page printed
// by Chromium (playwright-core) from the finished build, with the site's print stylesheet, the
// document's title and effective date in the header and "Page n of N" in the footer.
// In: a page's render input (what to print and how to head it), the build folder and the Chromium to
// use; out: PDF bytes per page, or a diagnostic saying how to get Chromium or turn PDFs off.

import { accessSync, constants } from 'node:fs';
import type { Browser } from 'playwright-core';
import { PdfUnavailable, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { format } from '../../i18n/index.ts';
import type { PageInput } from '../render/page-input.ts';
import { escapeHtml } from '../../shared/escape.ts';

/** One page to print. */
export interface PdfJob {
  /** URL path of the page. */
  page: string;
  /** The PDF's file, relative to the build folder, beside the page's HTML. */
  file: string;
  lang: string;
  header: { title: string; date?: string };
  /** The footer's text, `{page}` and `{pages}` filled in by Chromium. */
  footer: string;
}

/** The print job of a document or changes page (other pages are not printed). */
export function pdfJob(page: PageInput, htmlFile: string): PdfJob | undefined {
  const { props } = page;
  const { ui } = props;
  let header: PdfJob['header'];
  if (props.kind === 'doc' && props.doc) {
    const { doc } = props;
    const date = doc.archive ? format(ui.inEffectFromTo, { from: doc.archive.from.text, until: doc.archive.until.text }) : doc.effective && format(ui.effectiveOn, { date: doc.effective.text });
    header = { title: doc.title, ...(date ? { date } : {}) };
  } else if (props.kind === 'changes' && props.changes) {
    const { changes } = props;
    header = {
      title: format(ui.changesTitle, { title: changes.title }),
      date: changes.kind === 'on' ? format(ui.changesOnDate, { date: changes.newer.from.text }) : format(ui.changesSinceDate, { date: changes.older.from.text }),
    };
  } else return undefined;
  return { page: page.path, file: htmlFile.replace(/\.html$/, '.pdf'), lang: props.locale.htmlLang, header, footer: ui.pdfPage };
}

/** Fails at once, before any work, when the configured Chromium cannot be run. */
export function checkChromium(executablePath: string): Diagnostic | undefined {
  try {
    accessSync(executablePath, constants.X_OK);
    return undefined;
  } catch {
    return new PdfUnavailable(`PDFs are on, but there is no Chromium at "${executablePath}" to print them`, {
      hint: 'Install it (Debian, Ubuntu: sudo apt-get install chromium), or set pdf.executablePath to a Chromium or Chrome, or build without --pdf (and pdf.enabled: false).',
    }).toDiagnostic();
  }
}

// Chromium renders the templates apart from the page, at a tiny default size, so they carry their own styles.
const band = 'font:8px system-ui,sans-serif;color:#333;width:100%;margin:0 14mm;display:flex;justify-content:space-between;gap:8mm';

function templates(job: PdfJob) {
  const header = `<div lang="${escapeHtml(job.lang)}" style="${band}"><span>${escapeHtml(job.header.title)}</span><span>${escapeHtml(job.header.date ?? '')}</span></div>`;
  const footerText = escapeHtml(job.footer).replace('{page}', '<span class="pageNumber"></span>').replace('{pages}', '<span class="totalPages"></span>');
  const footer = `<div lang="${escapeHtml(job.lang)}" style="${band};justify-content:center"><span>${footerText}</span></div>`;
  return { header, footer };
}

/**
 * Prints each job from the build folder served at `origin` (two pages at a time), handing each PDF
 * to `done` as it is made. The browser is closed whatever happens.
 */
export async function printPdfs(origin: string, jobs: readonly PdfJob[], executablePath: string, done: (job: PdfJob, pdf: Buffer) => Promise<void>): Promise<void> {
  if (!jobs.length) return;
  const { chromium } = await import('playwright-core');
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
    const context = await browser.newContext();
    let next = 0;
    const worker = async () => {
      const tab = await context.newPage();
      for (let i = next++; i < jobs.length; i = next++) {
        const job = jobs[i]!;
        const response = await tab.goto(origin + job.page, { waitUntil: 'load' });
        if (!response?.ok()) throw new Error(`printing ${job.page}: the page answered ${response?.status() ?? 'nothing'}`);
        await tab.evaluate(() => document.fonts.ready);
        const { header, footer } = templates(job);
        const pdf = await tab.pdf({
          format: 'A4',
          margin: { top: '20mm', bottom: '18mm', left: '16mm', right: '16mm' },
          displayHeaderFooter: true,
          headerTemplate: header,
          footerTemplate: footer,
          // Tagged, with the headings as bookmarks: the PDF is as navigable as the page.
          tagged: true,
          outline: true,
        });
        await done(job, pdf);
      }
      await tab.close();
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser?.close();
  }
}
