// PDFs of the documents and changes pages (`build --pdf`, config `pdf.enabled`): each page printed
// by Chromium (playwright-core) from the finished build, with the site's print stylesheet, the
// document's title and effective date in the header and "Page n of N" in the footer.
// In: a page's render input (what to print and how to head it), the build folder and the Chromium to
// use; out: PDF bytes per page, or a diagnostic saying how to get Chromium or turn PDFs off.

import { accessSync, constants } from 'node:fs';
import { pdfFile } from '../../shared/urls.ts';
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
  return { page: page.path, file: pdfFile(htmlFile), lang: props.locale.htmlLang, header, footer: ui.pdfPage };
}

/**
 * Where Chromium, Chrome and Edge (Chromium too) are installed by their packages and installers, in
 * the order tried: Linux distributions' and snap's, macOS's applications, Windows's program folders.
 */
export function browserPaths(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string[] {
  if (platform === 'darwin') {
    const apps = ['Google Chrome.app/Contents/MacOS/Google Chrome', 'Chromium.app/Contents/MacOS/Chromium', 'Microsoft Edge.app/Contents/MacOS/Microsoft Edge'];
    return [...apps.map((a) => `/Applications/${a}`), ...(env.HOME ? apps.map((a) => `${env.HOME}/Applications/${a}`) : [])];
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((r): r is string => Boolean(r));
    return ['Google\\Chrome\\Application\\chrome.exe', 'Chromium\\Application\\chrome.exe', 'Microsoft\\Edge\\Application\\msedge.exe'].flatMap((exe) => roots.map((root) => `${root}\\${exe}`));
  }
  return ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'microsoft-edge'].flatMap((name) => [`/usr/bin/${name}`, `/usr/local/bin/${name}`]).concat('/snap/bin/chromium');
}

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium or Chrome to print with: the configured one, else the first installed where this
 * system keeps them; or, before any work, a diagnostic saying how to get one or point at it.
 */
export function findChromium(configured: string | undefined, canRun = runnable, candidates = browserPaths()): { executablePath: string } | { problem: Diagnostic } {
  if (configured !== undefined) {
    if (canRun(configured)) return { executablePath: configured };
    return {
      problem: new PdfUnavailable(`PDFs are on, but pdf.executablePath "${configured}" is not a program this user can run`, {
        hint: 'Point pdf.executablePath at an installed Chromium or Chrome, or leave it out to use one from its usual place, or build without --pdf (and pdf.enabled: false).',
      }).toDiagnostic(),
    };
  }
  const found = candidates.find(canRun);
  if (found) return { executablePath: found };
  return {
    problem: new PdfUnavailable('PDFs are on, but no Chromium, Chrome or Edge is installed where this system keeps them', {
      hint: 'Install one (Debian, Ubuntu: sudo apt-get install chromium; macOS, Windows: Google Chrome), or set pdf.executablePath in the config to the one you have, or build without --pdf (and pdf.enabled: false).',
    }).toDiagnostic(),
  };
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
