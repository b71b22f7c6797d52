// PDFs of the documents and changes pages (`build --pdf`, config `pdf.enabled`): each page printed
// by Chromium (playwright-core) from the finished build, with the site's print stylesheet, the
// document's title and effective date in the header and "Page n of N" in the footer (CSS page
// margin boxes, set in the page's own fonts: CJK pages in the fonts of pdf-fonts.ts).
// In: a page's render input (what to print and how to head it), the build folder and the Chromium to
// use; out: PDF bytes per page, or a diagnostic saying how to get Chromium or turn PDFs off.

import { accessSync, constants } from 'node:fs';
import { pdfFile } from '../../shared/urls.ts';
import type { Browser } from 'playwright-core';
import { PdfUnavailable, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { format } from '../../i18n/index.ts';
import type { PageInput } from '../render/page-input.ts';
import { PDF_FONTS, type PrintFonts } from './pdf-fonts.ts';

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
  /** The fonts its language is printed with, where a font package gives them (else the machine's). */
  fonts?: PrintFonts | undefined;
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

/** A CSS string: what the header and footer say comes from documents and UI strings. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;

/**
 * The stylesheet a job is printed with: the header and footer as page margin boxes, which
 * Chromium lays out with the page's own fonts (its header templates only see the machine's), and
 * the job's fonts first in every font stack.
 */
export function printStylesheet(job: PdfJob): string {
  // The margin boxes inherit nothing from the page's elements: their font is named here.
  const family = job.fonts ? `'${job.fonts.family}', system-ui, sans-serif` : 'system-ui, sans-serif';
  const band = `font: 8px ${family}; color: #333333; white-space: nowrap;`;
  const footer = job.footer.split(/(\{page\}|\{pages\})/).map((part) => (part === '{page}' ? 'counter(page)' : part === '{pages}' ? 'counter(pages)' : part && cssString(part)));
  const fonts = job.fonts ? `${job.fonts.css}\nhtml, html * { font-family: '${job.fonts.family}', system-ui, sans-serif !important; }\n` : '';
  return `${fonts}@page {
  size: A4;
  margin: 20mm 16mm 18mm;
  @top-left { content: ${cssString(job.header.title)}; ${band} }
  @top-right { content: ${cssString(job.header.date ?? '')}; ${band} }
  @bottom-center { content: ${footer.filter(Boolean).join(' ')}; ${band} }
}
`;
}

/** What the server Chromium prints from answers beside the pages: a job's stylesheet, or a font file. */
export type PrintAsset = { css: string } | { font: string };

/**
 * The print assets of the jobs by URL path: `PDF_FONTS/job/<i>` (the stylesheet of jobs[i]) and
 * `PDF_FONTS/<key>/<weight>` (a font file). They are answered by the server, same-origin as the
 * pages' Content-Security-Policy asks, and not by Playwright's request routing, which turns off
 * Chromium's HTTP cache: each page would fetch and read its multi-megabyte font files again.
 */
export function printAssets(jobs: readonly PdfJob[]): (pathname: string) => PrintAsset | undefined {
  const fonts = new Map<string, string>(jobs.flatMap((j) => (j.fonts ? Object.entries(j.fonts.files).map(([weight, file]) => [`${j.fonts!.key}/${weight}`, file] as const) : [])));
  return (pathname) => {
    if (!pathname.startsWith(`${PDF_FONTS}/`)) return undefined;
    const asked = pathname.slice(PDF_FONTS.length + 1);
    const job = /^job\/(\d+)$/.exec(asked);
    if (job) return Number(job[1]) < jobs.length ? { css: printStylesheet(jobs[Number(job[1])]!) } : undefined;
    const font = fonts.get(asked);
    return font ? { font } : undefined;
  };
}

/**
 * Prints each job from the build folder served at `origin`, which answers the jobs' printAssets too
 * (two pages at a time), handing each PDF to `done` as it is made. The browser is closed whatever happens.
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
      // Laid out as on paper: A4 less the margins, at 96 px per inch.
      await tab.emulateMedia({ media: 'print' });
      await tab.setViewportSize({ width: 673, height: 971 });
      for (let i = next++; i < jobs.length; i = next++) {
        const job = jobs[i]!;
        const response = await tab.goto(origin + job.page, { waitUntil: 'load' });
        if (!response?.ok()) throw new Error(`printing ${job.page}: the page answered ${response?.status() ?? 'nothing'}`);
        await tab.addStyleTag({ url: `${PDF_FONTS}/job/${i}` });
        // A font file loads when text needs it, and the header and footer are laid out only as the
        // PDF is made: their font is loaded first.
        if (job.fonts) await tab.evaluate(([font, text]) => document.fonts.load(font, text), [`8px '${job.fonts.family}'`, `${job.header.title}${job.header.date ?? ''}${job.footer}0123456789`] as const);
        await tab.evaluate(() => document.fonts.ready);
        // Paper does not scroll: a table wider than the page (more columns than its words allow) is
        // scaled down to fit rather than cut off at the edge.
        await tab.evaluate(() => {
          for (const table of document.querySelectorAll('table')) {
            const room = table.parentElement?.clientWidth ?? 0;
            if (room && table.scrollWidth > room) table.style.zoom = String(room / table.scrollWidth);
          }
        });
        const pdf = await tab.pdf({
          // Size, margins, header and footer from the stylesheet's @page.
          preferCSSPageSize: true,
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
