import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS, pdfFonts } from '../../../../src/generator/output/pdf-fonts.ts';
import { printAssets, printStylesheet, type PdfJob } from '../../../../src/generator/output/pdf.ts';

/** A TrueType file's first bytes (sfnt version 1.0), or another format's tag. */
const sfnt = (tag: string | number) => (typeof tag === 'number' ? Buffer.from([0, 1, 0, 0, 0, 0]) : Buffer.from(`${tag}\0\0`, 'latin1'));

/** A site folder with a font package installed holding a regular and a bold file of the given format. */
function siteWithFontPackage(name: string, format: string | number = 0x00010000): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'legaldocs-pdf-fonts-'));
  const dir = path.join(root, 'node_modules', ...name.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(root, 'package.json'), '{"name":"site","private":true}');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.2.3' }));
  for (const file of ['Gothic-Regular.ttf', 'Gothic-Bold.ttf']) writeFileSync(path.join(dir, file), sfnt(format));
  return root;
}

describe('pdfFonts', () => {
  it("finds a language's two files in a package in the site's folder, each answered beside the page by its weight", () => {
    const root = siteWithFontPackage('@acme/gothic');
    const { fonts, problems } = pdfFonts(root, { ja: { regular: '@acme/gothic/Gothic-Regular.ttf', bold: '@acme/gothic/Gothic-Bold.ttf' } }, ['ja', 'en']);
    expect(problems).toEqual([]);
    expect([...fonts.keys()]).toEqual(['ja']);
    const ja = fonts.get('ja')!;
    expect(ja.files).toEqual({ '400': path.join(root, 'node_modules/@acme/gothic/Gothic-Regular.ttf'), '700': path.join(root, 'node_modules/@acme/gothic/Gothic-Bold.ttf') });
    // One @font-face per weight, with no unicode-range: one font each in the PDF.
    expect(ja.css).toContain(`font-weight: 400; src: url(${PDF_FONTS}/ja/400) format('truetype');`);
    expect(ja.css).toContain(`font-weight: 700; src: url(${PDF_FONTS}/ja/700) format('truetype');`);
    expect(ja.css).not.toContain('unicode-range');
    expect(ja.css.match(/@font-face/g)).toHaveLength(2);
  });

  it('takes paths from the site folder too', () => {
    const root = siteWithFontPackage('@acme/gothic');
    const { fonts } = pdfFonts(root, { ko: { regular: './node_modules/@acme/gothic/Gothic-Regular.ttf', bold: './node_modules/@acme/gothic/Gothic-Bold.ttf' } }, ['ko']);
    expect(fonts.get('ko')?.files['700']).toBe(path.join(root, 'node_modules/@acme/gothic/Gothic-Bold.ttf'));
  });

  it('reads a regional tag by its script and language: zh-TW prints with the zh-Hant fonts', () => {
    const root = siteWithFontPackage('@acme/ming');
    const ming = { regular: '@acme/ming/Gothic-Regular.ttf', bold: '@acme/ming/Gothic-Bold.ttf' };
    expect(pdfFonts(root, { 'zh-Hant': ming }, ['zh-TW']).fonts.get('zh-TW')?.files['400']).toContain('@acme/ming');
    // zh-CN is zh-Hans: the default fonts for it, not the ones given for zh-Hant.
    expect(pdfFonts(root, { 'zh-Hant': ming }, ['zh-CN']).fonts.get('zh-CN')?.files['400'] ?? '').not.toContain('@acme/ming');
  });

  it('names a configured file that is missing, or that Chromium would embed as Type 3 drawings, before any work', () => {
    const root = siteWithFontPackage('@acme/gothic');
    const missing = pdfFonts(root, { ko: { regular: '@acme/not-installed/a.ttf', bold: './fonts/b.ttf' } }, ['ko']);
    expect(missing.fonts.size).toBe(0);
    expect(missing.problems.map((d) => d.message)).toEqual([
      `pdf.fonts.ko.regular "@acme/not-installed/a.ttf" is neither a file in the site's folder nor one in an installed package`,
      `pdf.fonts.ko.bold "./fonts/b.ttf" is neither a file in the site's folder nor one in an installed package`,
    ]);
    expect(missing.problems[0]!.hint).toContain('TrueType (.ttf)');
    const cff = siteWithFontPackage('@acme/cff', 'OTTO');
    const { problems } = pdfFonts(cff, { ja: { regular: '@acme/cff/Gothic-Regular.ttf', bold: '@acme/cff/Gothic-Bold.ttf' } }, ['ja']);
    expect(problems[0]!.message).toBe('pdf.fonts.ja.regular "@acme/cff/Gothic-Regular.ttf" is an OpenType font with PostScript (CFF) outlines, which Chromium embeds as Type 3 glyph drawings');
    // A language no locale uses is not looked at.
    expect(pdfFonts(root, { ko: { regular: './nope.ttf', bold: './nope.ttf' } }, ['en']).problems).toEqual([]);
  });

  it("leaves a language with no fonts configured or by default to the page's own fonts", () => {
    const root = siteWithFontPackage('@acme/gothic');
    const { fonts, problems } = pdfFonts(root, {}, ['th', 'de']);
    expect(fonts.size).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('printStylesheet', () => {
  const job: PdfJob = { page: '/ja/docs/terms', file: 'ja/docs/terms.pdf', lang: 'ja', header: { title: 'Say "hi" \\ 利用規約', date: '2025年6月1日施行' }, footer: 'Page {page} of {pages}' };

  it('puts title and date in the header margin boxes and numbers the pages, as CSS strings', () => {
    const css = printStylesheet(job);
    expect(css).toContain('@top-left { content: "Say \\"hi\\" \\\\ 利用規約";');
    expect(css).toContain('@top-right { content: "2025年6月1日施行";');
    expect(css).toContain('@bottom-center { content: "Page " counter(page) " of " counter(pages);');
    expect(css).not.toContain('font-family');
    expect(css).toContain('font: 8px system-ui, sans-serif;');
  });

  it('sets the fonts of the language first in every font stack', () => {
    const css = printStylesheet({ ...job, fonts: { family: 'Acme Gothic', css: '@font-face{}', key: 'k', files: { '400': '/r.ttf', '700': '/b.ttf' }, version: 'v' } });
    expect(css).toContain("html, html * { font-family: 'Acme Gothic', system-ui, sans-serif !important; }");
    // The header and footer too, which inherit nothing from the page's elements.
    expect(css).toContain("@top-left { content: \"Say \\\"hi\\\" \\\\ 利用規約\"; font: 8px 'Acme Gothic', system-ui, sans-serif;");
  });
});

describe('printAssets', () => {
  const fonts = { family: 'F', css: '', key: 'ja', files: { '400': '/fonts/r.ttf', '700': '/fonts/b.ttf' }, version: 'v' } as const;
  const jobs: PdfJob[] = [{ page: '/ja/docs/terms', file: 'ja/docs/terms.pdf', lang: 'ja', header: { title: '利用規約' }, footer: '{page}', fonts }];

  it("answers each job's stylesheet and its language's font files by weight, and nothing else", () => {
    const asset = printAssets(jobs);
    expect(asset(`${PDF_FONTS}/job/0`)).toEqual({ css: printStylesheet(jobs[0]!) });
    expect(asset(`${PDF_FONTS}/ja/400`)).toEqual({ font: '/fonts/r.ttf' });
    expect(asset(`${PDF_FONTS}/ja/700`)).toEqual({ font: '/fonts/b.ttf' });
    for (const other of [`${PDF_FONTS}/job/1`, `${PDF_FONTS}/ja/900`, `${PDF_FONTS}/ja/../../etc/passwd`, '/ja/docs/terms', `${PDF_FONTS}/ko/400`]) expect(asset(other), other).toBeUndefined();
  });
});
