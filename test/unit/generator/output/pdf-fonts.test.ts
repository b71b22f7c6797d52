import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_FONTS, pdfFonts } from '../../../../src/generator/output/pdf-fonts.ts';
import { printStylesheet, type PdfJob } from '../../../../src/generator/output/pdf.ts';

/** A site folder with a font package in fontsource's layout installed. */
function siteWithFontPackage(name: string, family: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'legaldocs-pdf-fonts-'));
  const dir = path.join(root, 'node_modules', ...name.split('/'));
  mkdirSync(path.join(dir, 'files'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), '{"name":"site","private":true}');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.2.3', exports: { '.': './index.css' } }));
  writeFileSync(path.join(dir, 'index.css'), '');
  const face = (weight: number) =>
    `@font-face {\n  font-family: '${family}';\n  font-weight: ${weight};\n  src: url(./files/f-0-${weight}-normal.woff2) format('woff2'), url(./files/f-0-${weight}-normal.woff) format('woff');\n  unicode-range: U+4e00-9fff;\n}\n`;
  writeFileSync(path.join(dir, '400.css'), face(400));
  writeFileSync(path.join(dir, '700.css'), face(700));
  return root;
}

describe('pdfFonts', () => {
  it("finds a language's font package in the site's folder, its files answered beside the page", () => {
    const root = siteWithFontPackage('@acme/gothic', 'Acme Gothic');
    const fonts = pdfFonts(root, { ja: '@acme/gothic' }, ['ja', 'en']);
    expect([...fonts.keys()]).toEqual(['ja']);
    const ja = fonts.get('ja')!;
    expect(ja.family).toBe('Acme Gothic');
    expect(ja.version).toBe('@acme/gothic@1.2.3');
    expect(ja.dir).toBe(path.join(root, 'node_modules/@acme/gothic/files'));
    // Both weights, each its woff2 under the printing tab's path, the woff fallback left out.
    expect(ja.css).toContain(`url(${PDF_FONTS}/${ja.key}/f-0-400-normal.woff2) format('woff2');`);
    expect(ja.css).toContain('f-0-700-normal.woff2');
    expect(ja.css).not.toContain('.woff)');
  });

  it('reads a regional tag by its script and language: zh-TW prints with the zh-Hant fonts', () => {
    const root = siteWithFontPackage('@acme/ming', 'Acme Ming');
    expect(pdfFonts(root, { 'zh-Hant': '@acme/ming' }, ['zh-TW', 'zh-CN']).get('zh-TW')?.family).toBe('Acme Ming');
    // zh-CN is zh-Hans: the default package for it, not the one given for zh-Hant.
    expect(pdfFonts(root, { 'zh-Hant': '@acme/ming' }, ['zh-CN']).get('zh-CN')?.family).not.toBe('Acme Ming');
  });

  it('leaves a language to the machine fonts when its package is not installed', () => {
    const root = siteWithFontPackage('@acme/gothic', 'Acme Gothic');
    expect(pdfFonts(root, { ko: '@acme/not-installed' }, ['ko']).size).toBe(0);
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
    const css = printStylesheet({ ...job, fonts: { family: 'Acme Gothic', css: '@font-face{}', key: 'k', dir: '/x', version: 'v' } });
    expect(css).toContain("html, html * { font-family: 'Acme Gothic', system-ui, sans-serif !important; }");
    // The header and footer too, which inherit nothing from the page's elements.
    expect(css).toContain("@top-left { content: \"Say \\\"hi\\\" \\\\ 利用規約\"; font: 8px 'Acme Gothic', system-ui, sans-serif;");
  });
});
