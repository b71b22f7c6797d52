// The cost of `build --pdf`: a cold build of the scale-1 corpus in two locales (en, es) with PDFs,
// its `pdf` phase divided by the PDFs printed, and their sizes. In: the run's context; out: PdfFigures.

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { clearCache, parseBuildOutput } from './build.ts';
import { corpusSite, type BenchContext } from './corpus-site.ts';
import { measureOk } from './process.ts';

export interface PdfFigures {
  pdfs: number;
  /** The build's `pdf` phase: serving the build, printing with Chromium (two pages at a time), writing. */
  pdfMs: number;
  perPageMs: number;
  /** The whole build's wall and CPU time (Chromium's included), for scale. */
  wallMs: number;
  cpuMs: number;
  totalBytes: number;
  largestBytes: number;
}

export async function measurePdf(ctx: BenchContext): Promise<PdfFigures> {
  const site = await corpusSite(ctx, 1);
  await clearCache(site);
  ctx.log('pdf: scale 1, en and es, cold, --pdf');
  const raw = await measureOk(process.execPath, [path.join(ctx.repoRoot, 'bin/legaldocs.js'), 'build', '--root', site.dir, '--format', 'json', '--pdf', '--locale', 'es']);
  const { phases } = parseBuildOutput(raw.stdout);
  const pdfs = (JSON.parse(raw.stdout) as { pdfs: number }).pdfs;
  const sizes = readdirSync(path.join(site.dir, 'build'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => statSync(path.join(site.dir, 'build', f)).size);
  if (!pdfs || sizes.length !== pdfs) throw new Error(`pdf: expected ${pdfs} PDFs in the build, found ${sizes.length}`);
  const pdfMs = phases.pdf ?? 0;
  return { pdfs, pdfMs, perPageMs: pdfMs / pdfs, wallMs: raw.wallMs, cpuMs: raw.cpuMs, totalBytes: sizes.reduce((a, b) => a + b, 0), largestBytes: Math.max(...sizes) };
}
