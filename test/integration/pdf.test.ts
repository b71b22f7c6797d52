// `build --pdf` through the real CLI: every document and changes page printed by Chromium beside its
// HTML, the text (read back with poppler-utils' pdftotext) carrying the title and the effective date
// in every page's header, and page numbers; "Download PDF" on the page; unchanged PDFs kept on a
// rebuild; Japanese set in embedded fonts (pdffonts), one per weight, within 2× the English PDF's
// size; no Chromium, no build at all, with a message saying what to do.
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

const run = promisify(execFile);
/** The text of a PDF, as poppler's pdftotext reads it (scripts/ensure-chromium.sh installs it). */
const pdfText = async (file: string) => (await run('pdftotext', ['-layout', file, '-'])).stdout;
/**
 * The first line of each page, its columns joined by " | ": the header band, which only the header
 * template can put there (the page's own title and date are on lines of their own, and on page 1 only).
 */
async function pageHeaders(file: string): Promise<string[]> {
  const pages = Number(/^Pages:\s+(\d+)$/m.exec((await run('pdfinfo', [file])).stdout)?.[1] ?? 0);
  const first = async (page: number) => {
    const text = (await run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-'])).stdout;
    return (text.split('\n').find((line) => line.trim()) ?? '').trim().replace(/\s{2,}/g, ' | ');
  };
  return Promise.all(Array.from({ length: pages }, (_, i) => first(i + 1)));
}

let dir: string;
let first: Awaited<ReturnType<typeof runCli>>;

beforeAll(async () => {
  dir = await fixtureSite('versions');
  first = await runCli(dir, ['build', '--pdf', '--locale', 'en', '--format', 'json']);
}, 240_000);

describe('build --pdf', () => {
  it('prints each document and changes page beside its HTML', () => {
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).pdfs).toBe(9);
    for (const page of ['docs/intro', 'docs/guide/terms', 'docs/guide/privacy', 'docs/old/terms-2024', 'docs/guide/terms/changes/2025-06-01', 'docs/guide/terms/changes/since/2023-03-01']) {
      expect(existsSync(path.join(dir, `build/${page}.pdf`)), page).toBe(true);
    }
    expect(existsSync(path.join(dir, 'build/index.pdf'))).toBe(false);
  });

  it('puts the title and the effective date in the header, page numbers in the footer', async () => {
    const file = path.join(dir, 'build/docs/guide/terms.pdf');
    // Every page, the second too (where the page itself shows no title), opens with the header.
    const headers = await pageHeaders(file);
    expect(headers.length).toBeGreaterThan(1);
    expect(headers).toEqual(headers.map(() => 'Terms of Use | Effective June 1, 2025'));
    const text = await pdfText(file);
    expect(text).toContain('By using the service you accept these terms and our privacy notice.');
    for (let page = 1; page <= headers.length; page++) expect(text).toContain(`Page ${page} of ${headers.length}`);
    const archived = await pageHeaders(path.join(dir, 'build/docs/old/terms-2024.pdf'));
    expect(archived.length).toBeGreaterThan(1);
    expect(archived).toEqual(archived.map(() => 'Terms of Use (2024) | In effect from January 1, 2024 to May 31, 2025.'));
  });

  it('prints a changes page with its text marks, for readers of paper', async () => {
    const file = path.join(dir, 'build/docs/guide/terms/changes/2025-06-01.pdf');
    const headers = await pageHeaders(file);
    expect(headers.length).toBeGreaterThan(1);
    expect(headers).toEqual(headers.map(() => 'Changes to Terms of Use | What changed on June 1, 2025'));
    const text = await pdfText(file);
    expect(text).toContain('[removed: 10][added: 12]');
    expect(text).not.toContain('Show only the changed sections');
  });

  it('offers the PDF on the page', async () => {
    const html = await readFile(path.join(dir, 'build/docs/guide/terms.html'), 'utf8');
    expect(html).toMatch(/<a href="\/docs\/guide\/terms\.pdf" type="application\/pdf" download="">.*Download PDF<\/a>/);
    const changes = await readFile(path.join(dir, 'build/docs/guide/terms/changes/2025-06-01.html'), 'utf8');
    expect(changes).toContain('href="/docs/guide/terms/changes/2025-06-01.pdf"');
    // The version in force at its own address offers its document's PDF, which is printed once.
    const own = await readFile(path.join(dir, 'build/docs/guide/terms/versions/2025-06-01.html'), 'utf8');
    expect(own).toMatch(/<a href="\/docs\/guide\/terms\.pdf" type="application\/pdf" download="">/);
    expect(existsSync(path.join(dir, 'build/docs/guide/terms/versions/2025-06-01.pdf'))).toBe(false);
  });

  it('keeps the PDFs of unchanged pages on a rebuild, and prints a changed page again', async () => {
    const inode = (page: string) => statSync(path.join(dir, `build/${page}.pdf`)).ino;
    const [terms, intro] = [inode('docs/guide/terms'), inode('docs/intro')];
    const introFile = path.join(dir, 'content/docs/intro.md');
    await writeFile(introFile, (await readFile(introFile, 'utf8')).replace('Welcome.', 'Welcome, reader.'));
    const again = await runCli(dir, ['build', '--pdf', '--locale', 'en']);
    expect(again.code, again.stderr).toBe(0);
    expect(inode('docs/guide/terms')).toBe(terms);
    expect(inode('docs/intro')).not.toBe(intro);
    expect(await pdfText(path.join(dir, 'build/docs/intro.pdf'))).toContain('Welcome, reader.');
  }, 240_000);

  it('sets a Japanese PDF in embedded TrueType fonts, its text read back in order, header included', async () => {
    const ja = await runCli(dir, ['build', '--pdf', '--locale', 'ja', '--out', 'build-ja']);
    expect(ja.code, ja.stderr).toBe(0);
    const file = path.join(dir, 'build-ja/ja/docs/guide/terms.pdf');
    // Noto Sans JP from its npm package, as subsets: no Type 3 glyph drawings, whatever the machine has.
    const fonts = (await run('pdffonts', [file])).stdout;
    expect(fonts).not.toContain('Type 3');
    // One font per weight, not one per slice of a font split by unicode-range (37 fonts did that)...
    const names = fonts.split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
    expect(names.sort()).toEqual(['NotoSansJP-Bold', 'NotoSansJP-Regular']);
    // ...which keeps it within twice the size of the English PDF of the same document (it was 3.1×).
    expect(statSync(file).size).toBeLessThan(2 * statSync(path.join(dir, 'build-ja/docs/guide/terms.pdf')).size);
    const headers = await pageHeaders(file);
    expect(headers).toEqual(headers.map(() => '利用規約 | 2025年6月1日施行'));
    expect(await pdfText(file)).toContain('2025年6月1日施行');
  }, 240_000);

  it('without Chromium, stops at once with what to do, writing nothing', async () => {
    const site = await fixtureSite('version-errors');
    const config = path.join(site, 'config/legal-docs.config.ts');
    await writeFile(config, `import { defineConfig } from 'legaldocs';\nimport { site } from './site.ts';\n\nexport default defineConfig({ ...site, pdf: { enabled: true, executablePath: '/nonexistent/chromium' } });\n`);
    const result = await runCli(site, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error PDFs are on, but pdf.executablePath "/nonexistent/chromium" is not a program this user can run (pdf-unavailable)');
    expect(result.stderr).toContain('hint: Point pdf.executablePath at an installed Chromium or Chrome, or leave it out to use one from its usual place, or build without --pdf (and pdf.enabled: false).');
    // At once: the content (which has errors of its own) was not even read.
    expect(result.stderr).not.toContain('version_of');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});
