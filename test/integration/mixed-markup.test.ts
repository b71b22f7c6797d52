// Content as a legal team brings it, through both of the sanitiser's paths: a markdown-only
// document (checked in place) and one with raw HTML and footnotes (rebuilt by rehype-sanitize),
// in a folder whose name has a space. Both must render right, with GitHub's heading ids.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

describe('the mixed-markup fixture', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await fixtureSite('mixed-markup');
    const check = await runCli(dir, ['check', '--format', 'json']);
    expect(check.code, check.stderr).toBe(0);
    // What the sanitiser takes out that a reader would have seen is said; a handler or class goes silently.
    expect((JSON.parse(check.stdout) as { diagnostics: { file: string; line: number; message: string }[] }).diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'content/docs/tables.md:9 the style "color: red" of <table> is left out: pages show the site\'s own styles only',
      'content/docs/tables.md:14 <script> is left out with its content',
    ]);
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
  }, 120_000);

  const page = (file: string) => readFile(path.join(dir, 'build/docs', file), 'utf8');

  it('gives a markdown-only page its headings, ids, callout, table and task list', async () => {
    const html = await page('Data Processing/agreement.html');
    for (const id of ['scope', 'scope-1', 'données-personnelles', '21-definitions--terms-gdpr', 'subprocessors']) expect(html, id).toContain(`<h2 id="${id}">`);
    expect(html).toContain('<aside class="admonition admonition--note" role="note"><p class="admonition__title">Keep a copy</p>');
    expect(html).toContain('<td>Controller</td>');
    expect(html).toContain('<input type="checkbox" checked disabled> signed');
    expect(html).toContain('<a href="/docs/tables#retention">the table page</a>');
  });

  it('keeps a raw HTML table and footnotes, and strips what could run script', async () => {
    const html = await page('tables.html');
    expect(html).toContain('<tbody><tr><td>Logs</td><td>30 days</td></tr></tbody>');
    expect(html).toContain('<img src="/img/logo.svg" alt="x">');
    expect(html).toContain('<li id="user-content-fn-a">');
    const body = html.slice(html.indexOf('data-doc-html'), html.indexOf('</article>'));
    for (const bad of ['onclick', 'onerror', 'javascript:', '<script', 'style="color', 'class="grid"']) expect(body, bad).not.toContain(bad);
  });
});
