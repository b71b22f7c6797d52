// A Docusaurus site with versioned docs (test/fixtures/docusaurus-versions), its docs options all in
// docusaurus.config.ts: the docs root (/legal, its routeBasePath) serves the newest released version
// as Docusaurus does, the unreleased docs folder is at /legal/next and 2024 at /legal/2024, each with
// its own sidebar, translations and a banner saying which version it is; partials are left out.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { localeSidebars, type SidebarItem as Item } from '../helpers/locale-sidebars.ts';
import { builtSite, type BuiltSite } from '../helpers/served-site.ts';
import { madeOnce } from '../helpers/shared.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string; hint?: string }[];
}

/** What a JSON run reported, as `severity file:line message`. */
const reported = (stdout: string) => (JSON.parse(stdout) as Json).diagnostics.map((d) => `${d.severity} ${d.file}${d.line ? `:${d.line}` : ''} ${d.message}`);

describe('a Docusaurus site with versioned docs', () => {
  let built: BuiltSite;
  const page = (file: string) => readFile(path.join(built.dir, 'build', file), 'utf8');
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  beforeAll(async () => {
    built = await madeOnce('docusaurus-versions-build', () => builtSite('docusaurus-versions'));
  }, 120_000);

  it('publishes each version where Docusaurus does: the newest released at the docs root, the docs folder at next/, 2024 at 2024/', async () => {
    const files = (await readdir(path.join(built.dir, 'build'), { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith('zh-Hans')).sort();
    expect(files).toEqual([
      '404.html',
      'index.html',
      'legal.html',
      'legal/2024.html',
      'legal/2024/policies/privacy.html',
      'legal/next.html',
      'legal/next/policies/privacy.html',
      'legal/next/policies/terms.html',
      'legal/policies/privacy.html',
      'legal/policies/terms.html',
      'search.html',
    ]);
    expect(text(await page('legal/policies/privacy.html'))).toContain('The privacy policy in effect since 2025.');
    expect(text(await page('legal/next/policies/privacy.html'))).toContain('This draft adds a section on data portability');
    expect(text(await page('legal/2024/policies/privacy.html'))).toContain('The privacy policy of 2024.');
    // Each version's own translation, or the version's English text where it has none.
    expect(text(await page('zh-Hans/legal/policies/privacy.html'))).toContain('自 2025 年起生效的隐私政策。');
    expect(text(await page('zh-Hans/legal/next/policies/privacy.html'))).toContain('本草案新增了数据可携带性一节');
    expect(text(await page('zh-Hans/legal/2024/policies/privacy.html'))).toContain('The privacy policy of 2024.');
  });

  it('says on a page of another version which one it is, leading to the same document in the current one', async () => {
    const banner = (html: string) => /<div class="doc__notice doc__notice--archive" role="note">(.*?)<\/div>/.exec(html)?.[1];
    expect(banner(await page('legal/next/policies/privacy.html'))).toBe(
      '<p><strong>This is unreleased documentation (Draft): it may change before it is published as a version.</strong></p><p class="doc__notice-links"><a href="/legal/policies/privacy">Read the current version (2025)</a></p>',
    );
    expect(banner(await page('legal/2024/policies/privacy.html'))).toBe(
      '<p><strong>This is documentation for version 2024, which is no longer the current one.</strong></p><p class="doc__notice-links"><a href="/legal/policies/privacy">Read the current version (2025)</a></p>',
    );
    expect(banner(await page('zh-Hans/legal/2024/policies/privacy.html'))).toContain('这是版本 2024 的文档，该版本已不是当前版本。');
    expect(banner(await page('legal/policies/privacy.html'))).toBeUndefined();
    // DocSearch's version facet names each page's version.
    expect(await page('legal/2024/policies/privacy.html')).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-2024">');
    expect(await page('legal/policies/privacy.html')).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-2025">');
  });

  it("gives each version its own sidebar, from its versioned_sidebars file, labelled from the locale's catalog of that version", async () => {
    const data = { sidebars: await localeSidebars(path.join(built.dir, 'build'), 'zh-Hans') };
    const outline = (items: Item[]): unknown[] => items.map((i) => (i.items ? { [i.label]: outline(i.items) } : i.href));
    expect(Object.fromEntries(data.sidebars.map((s) => [s.id, outline(s.items)]))).toEqual({
      legalSidebar: ['/zh-Hans/legal', { 政策: ['/zh-Hans/legal/policies/privacy', '/zh-Hans/legal/policies/terms'] }],
      'next/legalSidebar': ['/zh-Hans/legal/next', { '政策（草案）': ['/zh-Hans/legal/next/policies/privacy', '/zh-Hans/legal/next/policies/terms'] }],
      '2024/legalSidebar': ['/zh-Hans/legal/2024', { Policies: ['/zh-Hans/legal/2024/policies/privacy'] }],
    });
  });

  it('ranks the other versions after the current one in search', async () => {
    const records = JSON.parse(await readFile(path.join(built.dir, 'build/search/records.en.json'), 'utf8')) as { url: string; weight: { pageRank: number } }[];
    const rank = (url: string) => records.find((r) => r.url === `https://legal.acme.example${url}`)!.weight.pageRank;
    expect([rank('/legal/policies/privacy'), rank('/legal/next/policies/privacy'), rank('/legal/2024/policies/privacy')]).toEqual([1, 0, 0]);
  });

  it("names what the Docusaurus config and folders hold that is not published, and leaves the docs plugin's partials out", () => {
    const warnings = [...built.stderr.matchAll(/^(\S+) warning (.*) \(misplaced-content\)$/gm)].map(([, file, message]) => `${file} ${message}`);
    expect(warnings).toEqual([
      `docusaurus.config.ts "docusaurus.config.ts" is only partly read: legaldocs takes its docs plugin's options (path, routeBasePath, exclude, sidebarPath) and every other setting from its own config file`,
      'docusaurus.config.ts:23:55 docs plugin instance "community" (documents in "community", published at /community by Docusaurus) is not read: legaldocs publishes one docs folder, "docs"',
      'versioned_docs/version-2023 "versioned_docs/version-2023" is not published: versions.json does not list version "2023"',
    ]);
    expect(built.stderr).toMatch(/\n0 errors, 3 warnings\n$/);
    expect(built.stdout).toMatch(/^Built 22 pages in 2 locales \(en 11, zh-Hans 11\)/);
  });

  it("names, for a translation of a released version with no original, that version's file it lacks", async () => {
    const dir = await fixtureSite('docusaurus-versions');
    const translations = path.join(dir, 'i18n/zh-Hans/docusaurus-plugin-content-docs');
    await mkdir(path.join(translations, 'version-2024/policies'), { recursive: true });
    await writeFile(path.join(translations, 'version-2024/policies/cookies.md'), '# Cookie 政策\n\n正文。\n');
    await writeFile(path.join(translations, 'version-2025/policies/cookies.md'), '# Cookie 政策\n\n正文。\n');
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect((JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.code === 'orphan-translation').map((d) => d.message)).toEqual([
      'translation "i18n/zh-Hans/docusaurus-plugin-content-docs/version-2024/policies/cookies.md" has no original "versioned_docs/version-2024/policies/cookies.md", so it is not published',
      'translation "i18n/zh-Hans/docusaurus-plugin-content-docs/version-2025/policies/cookies.md" has no original "versioned_docs/version-2025/policies/cookies.md", so it is not published',
    ]);
  });

  it('says a link to a partial leads to a file docs.exclude leaves out', async () => {
    const dir = await fixtureSite('docusaurus-versions');
    const terms = path.join(dir, 'docs/policies/terms.md');
    await writeFile(terms, `${await readFile(terms, 'utf8')}\nSee [the snippet](../_snippet.md).\n`);
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect((JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({
        file: 'docs/policies/terms.md',
        line: 5,
        message:
          'link "../_snippet.md" points to "docs/_snippet.md", which docs.exclude leaves out ("**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"): it is no document',
      }),
    ]);
  });

  it('refuses a version the config names that does not exist, and a version whose folder is gone, where each is written, listing the versions there are', async () => {
    const dir = await fixtureSite('docusaurus-versions');
    const config = path.join(dir, 'docusaurus.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("routeBasePath: 'legal',", "routeBasePath: 'legal',\n          lastVersion: '2026',"));
    await writeFile(path.join(dir, 'versions.json'), '[\n  "2025",\n  "2024",\n  "2022"\n]\n');
    const result = await runCli(dir, ['build', '--format', 'json']);
    expect(result.code).toBe(1);
    expect(reported(result.stdout).filter((d) => d.startsWith('error'))).toEqual([
      'error docusaurus.config.ts:16 docs.lastVersion names version "2026", which versions.json does not list',
      'error versions.json:4 version "2022" in versions.json has no folder "versioned_docs/version-2022"',
    ]);
    expect((JSON.parse(result.stdout) as Json).diagnostics[0]!.hint).toBe('Did you mean "2022"? Versions: "current", "2025", "2024", "2022" ("current" is the docs folder, "docs").');
  });

  it("serves the docs folder at the docs root when the config's lastVersion says so, the released versions at their names", async () => {
    const dir = await fixtureSite('docusaurus-versions');
    const config = path.join(dir, 'config/legal-docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("layout: 'docusaurus',", "layout: 'docusaurus',\n  docs: { lastVersion: 'current', onlyIncludeVersions: ['current', '2025'] },"));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(dir, 'build/legal/policies/privacy.html'), 'utf8');
    expect(text(html)).toContain('This draft adds a section on data portability');
    expect(text(await readFile(path.join(dir, 'build/legal/2025/policies/privacy.html'), 'utf8'))).toContain('This is documentation for version 2025, which is no longer the current one.');
    expect((await readdir(path.join(dir, 'build/legal'))).sort()).toEqual(['2025', '2025.html', 'policies']);
  });

  it("publishes the docs folder alone, at the docs root, when the Docusaurus config's disableVersioning says so", async () => {
    const dir = await fixtureSite('docusaurus-versions');
    const config = path.join(dir, 'docusaurus.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("routeBasePath: 'legal',", "routeBasePath: 'legal',\n          disableVersioning: true,"));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(text(await readFile(path.join(dir, 'build/legal/policies/privacy.html'), 'utf8'))).toContain('This draft adds a section on data portability');
    expect((await readdir(path.join(dir, 'build/legal'))).sort()).toEqual(['policies']);
  });
});
