// Syntax from other tools, through the real CLI: Docusaurus admonitions rendered as callouts with
// titles in each page's language; Python-Markdown / kramdown attribute lists honoured as heading
// ids and otherwise taken off the page with a located warning; MDX rendered where it needs no code
// and failing at its line where it would; unknown admonitions failing at their line, never printed as page text.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string }[];
}

const titles = (html: string) => [...html.matchAll(/<aside class="admonition admonition--(\w+)" role="note"><p class="admonition__title">(.*?)<\/p>/g)].map((m) => `${m[1]}: ${m[2]}`);

describe('admonitions', () => {
  let dir: string;
  const page = (rel: string) => readFile(path.join(dir, 'build', rel), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('admonitions');
    const built = await runCli(dir, ['build', '--format', 'json']);
    expect(built.code).toBe(0);
    expect((JSON.parse(built.stdout) as Json).diagnostics).toEqual([]);
  }, 120_000);

  it('renders every type as a callout with its title, custom titles in either form, nesting with more colons', async () => {
    const html = await page('docs/guide/privacy.html');
    expect(titles(html)).toEqual(['note: Note', 'tip: Read this <em>first</em>', 'info: Who to contact', 'warning: Warning', 'danger: Danger', 'caution: Caution']);
    expect(html).toMatch(/<aside class="admonition admonition--warning" role="note">.*<aside class="admonition admonition--danger"[^]*?<\/aside><\/aside>/s);
    expect(html).not.toMatch(/:::/);
    expect(html).toContain('from 10:30 on the day you sign up (note:thing stays text)');
  });

  it('gives default titles in the page’s language: translated pages and untranslated ones', async () => {
    expect(titles(await page('es/docs/guide/privacy.html'))).toEqual(['note: Nota', 'warning: Antes de borrar su cuenta']);
    // Japanese has no translation: the English text, with the callouts titled in Japanese like the rest of the page.
    expect(titles(await page('ja/docs/guide/privacy.html'))).toEqual(['note: 注記', 'tip: Read this <em>first</em>', 'info: Who to contact', 'warning: 警告', 'danger: 危険', 'caution: 注意']);
  });

  it('indexes the callouts’ text for search, not their default titles', async () => {
    const records = await readFile(path.join(dir, 'build/search/records.en.json'), 'utf8');
    expect(records).toContain('We never sell your personal data.');
    expect(records).toContain('Read this first');
  });
});

describe('Python-Markdown attribute lists', () => {
  let dir: string;
  let check: Json;
  beforeAll(async () => {
    dir = await fixtureSite('python-markdown');
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(0);
    check = JSON.parse(result.stdout) as Json;
    expect((await runCli(dir, ['build'])).code).toBe(0);
  }, 120_000);

  it('honours {: #id } on headings, at the end or on the next line, so links to them check and work', async () => {
    const html = await readFile(path.join(dir, 'build/docs/guide/privacy.html'), 'utf8');
    for (const id of ['who-we-are', 'data-we-collect', 'your-rights', 'contact']) expect(html, id).toContain(`<h2 id="${id}">`);
    expect(html).toContain('<h2 id="your-rights">3. Your rights<a class="hash-link" href="#your-rights"');
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('href="/docs/guide/privacy#your-rights"');
  });

  it('takes the {: datetime="…" } after the "Effective …" line as the effective date, and other attribute lists off the page with a warning at their line', async () => {
    const html = await readFile(path.join(dir, 'build/docs/guide/privacy.html'), 'utf8');
    expect(html).not.toContain('{:');
    expect(html).toContain('<p><em>Effective date: 1 January 2024</em></p>');
    // The line says the date: the page heading does not say it again.
    expect(html).not.toContain('doc__effective');
    expect(check.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unsupported-attribute-list', file: 'content/docs/guide/privacy.md', line: 26, column: 19, message: expect.stringContaining('".numbered"') }),
    ]);
  });

  it('gives a paragraph, a list item and a phrase the id or language of their list, as Python-Markdown does, so links to them check and work', async () => {
    const html = await readFile(path.join(dir, 'build/docs/guide/privacy.html'), 'utf8');
    expect(html).toContain('<p id="sign-up">We receive information when you sign up for an account or a newsletter.</p>');
    expect(html).toContain('<li id="support"><strong>Support requests</strong>: what you write to us');
    expect(html).toContain('Our <em lang="es">Datos Para Todos</em> programme');
    expect(html).toContain('<a href="#sign-up">sign-up data</a>');
  });
});

describe('MDX', () => {
  it('renders theme tabs of an .mdx file without running code, and stops at what needs code; a file without MDX syntax publishes as markdown', async () => {
    const dir = await fixtureSite('mdx');
    const file = 'content/docs/guide/regions.mdx';
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}:21:1 error the MDX export "export const reviewed = '2025-01-01';" needs code, which legaldocs does not run (mdx-needs-code)`);
    expect(result.stderr).toContain('1 error, 0 warnings');

    const text = await readFile(path.join(dir, file), 'utf8');
    await writeFile(path.join(dir, file), text.replace("export const reviewed = '2025-01-01';\n", ''));
    expect((await runCli(dir, ['build'])).code).toBe(0);
    const regions = await readFile(path.join(dir, 'build/docs/guide/regions.html'), 'utf8');
    expect(regions).toContain('<input type="radio" class="tabs__radio" name="ld-tabs-1" id="ld-tabs-1-1" checked><label class="tabs__tab" for="ld-tabs-1-1" id="ld-tabs-1-1-label">EU</label>');
    expect(regions).toContain('<p>EU residents have GDPR rights.</p>');
    expect(regions).not.toMatch(/import Tabs|truncate/);
    const html = await readFile(path.join(dir, 'build/docs/guide/plain.html'), 'utf8');
    expect(html).toContain('<h1 class="doc__title">Plain MDX file</h1>');
    expect(html).toContain('it is <strong>published</strong> as markdown, with <abbr title="General Data Protection Regulation">GDPR</abbr>');
  }, 120_000);
});

describe('admonitions that are not', () => {
  it('fails on an unknown type and warns about an unclosed one and a stray fence, each at its line', async () => {
    const dir = await fixtureSite('unknown-admonition');
    const result = await runCli(dir, ['build', '--format', 'json']);
    expect(result.code).toBe(1);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
    const found = (JSON.parse(result.stdout) as Json).diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`);
    expect(found.sort()).toEqual(
      [
        'content/docs/guide/privacy.md:8:1 error unknown-admonition',
        'content/docs/guide/privacy.md:13:1 warning stray-admonition-fence',
        'content/docs/guide/privacy.md:15:1 warning unclosed-admonition',
      ].sort(),
    );
  }, 120_000);
});
