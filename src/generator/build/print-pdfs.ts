// The build's PDFs: each document and changes page printed by Chromium from the folder being written, or kept.
// In: the outputs plan, that folder, the Site and the reuse test; out: the PDFs put beside their pages, and how many.

import { createReadStream } from 'node:fs';
import { pdfJob, printAssets, printPdfs, type PdfJob } from '../output/pdf.ts';
import type { Handler } from '../../server/listen.ts';
import type { PrintFonts } from '../output/pdf-fonts.ts';
import { pdfFile } from '../../shared/urls.ts';
import type { Put } from '../output/write.ts';
import type { Output, PageOutput } from '../render/outputs.ts';
import { shownBy } from '../site/schedule.ts';
import type { Site } from '../site/site.ts';
import type { Reuse } from './keyed-reuse.ts';
import { sha256 } from '../runtime/sha256.ts';
import { withoutTrailingSlash } from '../../shared/urls.ts';

/**
 * The pages printed to PDF: documents and changes pages, but not a version's own page that shows
 * what its document's page shows (that page's PDF is the one its "Download PDF" offers).
 */
const printed = (output: Output, site: Site): output is PageOutput =>
  output.type === 'page' &&
  (output.route.kind === 'changes' || (output.route.kind === 'doc' && shownBy(site.versions, output.route.docId!) === undefined));

/**
 * Serves the folder being written on loopback, as a static host would, and the jobs' stylesheets and
 * font files beside it (cached by Chromium: a font is read once, not once per page), while Chromium prints from it.
 */
async function printFromFolder(folder: string, site: Site, jobs: PdfJob[], executablePath: string, done: Parameters<typeof printPdfs>[3]): Promise<void> {
  if (!jobs.length) return;
  const [{ staticHandler }, { listen }] = await Promise.all([import('../../server/static.ts'), import('../../server/listen.ts')]);
  const localePrefixes = site.locales.filter((l) => !l.isDefault).map((l) => l.code);
  const pages = staticHandler({ dir: folder, baseUrl: site.config.baseUrl, localePrefixes });
  const asset = printAssets(jobs);
  const handler: Handler = (req, res) => {
    const found = asset(new URL(req.url ?? '/', 'http://print').pathname);
    if (!found) return pages(req, res);
    if ('css' in found) return void res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' }).end(found.css);
    res.writeHead(200, { 'content-type': 'font/ttf', 'cache-control': 'max-age=86400, immutable' });
    createReadStream(found.font).on('error', () => res.destroy()).pipe(res);
  };
  const { server, url } = await listen(handler, '127.0.0.1', 0);
  try {
    await printPdfs(withoutTrailingSlash(url), jobs, executablePath, done);
  } finally {
    server.close();
  }
}

export interface PdfPrinting {
  outputs: Map<string, Output>;
  /** The folder being written, which Chromium prints from. */
  folder: string;
  site: Site;
  /** The Chromium to print with (the config's `pdf.executablePath`). */
  chromium: string;
  reuse: Reuse;
  /** The keys of the pages just put: a PDF is kept while its page's key is unchanged. */
  pageKeys: ReadonlyMap<string, string>;
  /** The fonts of each language that a font package gives (pdf-fonts.ts). */
  fonts: ReadonlyMap<string, PrintFonts>;
  put: Put;
}

/** Puts each printed page's PDF beside it, printing those whose page changed; resolves to how many there are. */
export async function putPdfs({ outputs, folder, site, chromium, reuse, pageKeys, put, fonts }: PdfPrinting): Promise<number> {
  const jobs: PdfJob[] = [];
  let pdfs = 0;
  // A PDF is printed again when the fonts change (a font package installed or updated).
  const fontsKey = [...fonts].map(([lang, f]) => `${lang}=${f.version}`).join(',');
  for (const [file, output] of outputs) {
    if (!printed(output, site)) continue;
    const target = pdfFile(file);
    const kept = reuse(target, () => sha256(`pdf\0${fontsKey}\0${pageKeys.get(file)}`));
    pdfs++;
    if (typeof kept !== 'string') await put(target, kept);
    else {
      const job = pdfJob(output.input(), file)!;
      jobs.push({ ...job, fonts: fonts.get(job.lang) });
    }
  }
  await printFromFolder(folder, site, jobs, chromium, (job, bytes) => put(job.file, bytes));
  return pdfs;
}
