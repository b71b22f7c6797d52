// A Docusaurus 3 site whose documents use MDX that needs no code (test/fixtures/docusaurus-mdx),
// through the real CLI: its theme components render without any code being run, links written from
// the site folder resolve, every tab's text is searchable, and what would need code stops the build
// at its line, naming it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string }[];
}

describe('a Docusaurus 3 site with Tabs, Admonition and details', () => {
  let dir: string;
  let json: Json;
  const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('docusaurus-mdx');
    const built = await runCli(dir, ['build', '--format', 'json']);
    expect(built.code, built.stdout).toBe(0);
    json = JSON.parse(built.stdout) as Json;
  }, 120_000);

  it('builds, warning only that the inline style is left out', () => {
    expect(json.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      'docs/privacy/data-rights.mdx:47:1 warning the style "text-align: center" of <div> is left out: pages show the site\'s own styles only',
    ]);
  });

  it('renders the tabs, the admonition and the disclosure, in each locale, with the headings’ ids', async () => {
    const en = await page('docs/privacy/data-rights.html');
    for (const label of ['EU and EEA', 'United Kingdom', 'California', 'By email', 'By post']) expect(en).toContain(`">${label}</label>`);
    for (const id of ['rights-eu', 'rights-uk', 'rights-ca']) expect(en).toContain(`<h2 id="${id}">`);
    expect(en).toContain('<aside class="admonition admonition--warning" role="note"><p class="admonition__title">Before you ask for erasure</p>');
    expect(en).toContain('<details><summary>What we need to verify you</summary>');
    expect(en).not.toMatch(/import |TabItem|Keep the regions/);
    const fr = await page('fr/docs/privacy/data-rights.html');
    for (const label of ['UE et EEE', 'Royaume-Uni', 'Californie']) expect(fr).toContain(`">${label}</label>`);
  });

  it('resolves .md links written from the site folder, as Docusaurus does', async () => {
    expect(await page('docs.html')).toContain('<a href="/docs/privacy/data-rights#rights-eu">your data rights</a>');
    expect(await page('docs/privacy/data-rights.html')).toContain('<a href="/docs/privacy/cookies#choices">cookie notice</a>');
    expect(await page('fr/docs/privacy/data-rights.html')).not.toContain('ld:md');
  });

  it('puts every tab’s text in the search index, not only the one shown first', async () => {
    const records = await readFile(path.join(dir, 'build/search/records.en.json'), 'utf8');
    for (const text of ['Information Commissioner', 'Do Not Sell', '1 Harbour Road']) expect(records).toContain(text);
  });

  it('stops at a component, an import or an expression that needs code, naming it at its line', async () => {
    const file = path.join(dir, 'docs/privacy/cookies.md');
    const text = (await readFile(file, 'utf8')).replace('---\n\n', "---\n\nimport Chart from '@site/src/components/Chart';\n\n");
    await writeFile(file, `${text}\n<Chart year={2025} />\n\nUpdated in {new Date().getFullYear()}.\n`);
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'docs/privacy/cookies.md:6:1 the MDX import of Chart from "@site/src/components/Chart" needs code, which legaldocs does not run',
      'docs/privacy/cookies.md:14:1 <Chart> needs code, which legaldocs does not run',
      'docs/privacy/cookies.md:16:12 the MDX expression {new Date().getFullYear()} needs code, which legaldocs does not run',
    ]);
  });
});

describe('a Docusaurus 2 site, moved with init --from-docusaurus, read as MDX 1 as Docusaurus 2 reads it', () => {
  let dir: string;
  let json: Json;
  const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('docusaurus2-mdx1');
    const init = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(init.code, init.stderr).toBe(0);
    const built = await runCli(dir, ['build', '--format', 'json']);
    expect(built.code, built.stdout).toBe(0);
    json = JSON.parse(built.stdout) as Json;
  }, 120_000);

  it('builds with no error, warning only that the table row’s inline style is left out', () => {
    expect(json.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`)).toEqual(['docs/retention.md:15:5 warning html-removed']);
  });

  it('shows braces in text, tables and quotes as written, with the comment gone and the autolink a link', async () => {
    const intro = await page('docs/intro.html');
    for (const text of ['We keep your request for {retention period} days', '<td>/requests/{request id}/access</td>', '<p>{"status":200,"body":"received"}</p>', 'days&#x3C;limit，or when days &#x3C;= 0']) expect(intro).toContain(text);
    expect(intro).toContain('<a href="https://privacy.contoso.example/requests">');
    expect(intro).toContain('<h2 id="who-may-ask">');
    expect(intro).not.toContain('request flow');
  });

  // The table's text is JSX text, as in MDX 1: its underscores and asterisks are not emphasis.
  it('joins a details element opened on one line and closed blocks later around its JSX table, and renders the tabs', async () => {
    // Whitespace between a table's tags is nothing a reader sees.
    const retention = (await page('docs/retention.html')).replace(/>\s+</g, '><');
    expect(retention).toContain(
      '<details><summary>Retention periods by record</summary><table border="0" cellpadding="0" cellspacing="0" width="600"><tbody><tr height="23"><td width="200">Account records ${accountId}</td><td width="400">Six years after closure</td></tr><tr><td>Record names</td><td>letters, digits, underscores (_) and hyphens (-), never two underscores (_) in a row; reserved: *TBW102*, *SELF_TEST_TOPIC*</td></tr></tbody></table><p>Periods restart when a new contract is signed.</p></details>',
    );
    expect(retention).toContain('">European Union</label>');
    expect(retention).toContain('<a href="/docs/intro#who-may-ask">data requests</a>');
  });

  it('reads the same documents as MDX 2 once the site moves to Docusaurus 3, which refuses the comment and the unclosed details', async () => {
    const manifest = path.join(dir, 'package.json');
    await writeFile(manifest, (await readFile(manifest, 'utf8')).replaceAll('^2.4.3', '^3.5.2'));
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['docs/intro.md:7 mdx-syntax-error', 'docs/retention.md:11 mdx-syntax-error']);
  });
});
