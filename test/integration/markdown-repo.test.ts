// A legal repository as GitHub and Jekyll users keep one (test/fixtures/markdown-repo): translations in
// folders at the root beside the site's own, notices at the top of the docs folder, folders a sidebar
// makes categories of as Docusaurus does, and a folder with both an index.md and a README.md.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { localeSidebars, type SidebarItem as Item } from '../helpers/locale-sidebars.ts';
import { sharedBuild, type BuiltSite } from '../helpers/served-site.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; message: string; hint?: string }[];
}

describe('a markdown repository with translations at its root', () => {
  let built: BuiltSite;
  const page = (file: string) => readFile(path.join(built.dir, 'build', file), 'utf8');
  const outline = (items: Item[]): unknown[] => items.map((i) => (i.items ? { [`${i.label} → ${i.href ?? '-'}`]: outline(i.items) } : `${i.label} → ${i.href}`));

  beforeAll(async () => {
    built = await sharedBuild('markdown-repo');
  }, 120_000);

  it("warns about the folder of an unconfigured locale, never about the site's own folders (config/, img/, a previous build/)", async () => {
    const warnings = (stderr: string) => [...stderr.matchAll(/^(\S+) warning .* \((unused-locale-folder)\)$/gm)].map(([, file]) => file);
    expect(warnings(built.stderr)).toEqual(['fr']);
    // Checked again with build/ now beside config/ and img/: still only fr.
    const checked = await runCli(built.dir, ['check']);
    expect(checked.code).toBe(0);
    expect(warnings(checked.stderr)).toEqual(['fr']);
    expect(built.stdout).toMatch(/^Built 32 pages in 2 locales \(en 16, de 16\)/);
  });

  it("names the one of a folder's index.md and README.md that is published, and the one left out", () => {
    expect(built.stderr).toContain(
      'en/security/README.md:1 warning "en/security/README.md" and "en/security/index.md" both publish at "/docs/security": "en/security/index.md" is published there, "en/security/README.md" is left out (duplicate-route)',
    );
    expect(built.stderr).toContain('hint: A folder\'s index.md is published before its README.md, as on GitHub Pages; to publish both, give "README.md" a `slug` of its own in its front matter, or rename it.');
  });

  it('makes the sidebar Docusaurus would: categories named by their folder or index document, a folder holding only its index document a link, a heading-less readme named for its folder', async () => {
    const data = { sidebars: await localeSidebars(path.join(built.dir, 'build'), 'en') };
    expect(outline(data.sidebars.find((s) => s.id === 'notices')!.items)).toEqual([
      { 'Terms of Service → -': ['Advertising Terms → /docs/Terms%20of%20Service/Ads', { 'Cloud → -': ['Cloud Terms of Service → /docs/Terms%20of%20Service/Cloud/EN-Terms-of-Service'] }] },
      'Acceptable Use Policy → /docs/acceptable-use-policy',
      { 'dmca → /docs/dmca': ['DMCA Counter Notice → /docs/dmca/counter-notice', 'DMCA Takedown Notice → /docs/dmca/takedown-notice'] },
      'Privacy Notice → /docs/privacy-notice',
      { 'Security Overview → /docs/security': ['Security Response → /docs/security/response'] },
      'Terms of Use → /docs/terms-of-use',
    ]);
    expect(await page('docs/dmca.html')).toMatch(/<h1[^>]*>dmca<\/h1>/);
    expect(await page('docs/dmca.html')).toContain('<title>dmca | Example Legal</title>');
  });

  it("lists the documents at the top of the docs folder on the home page, and each product's sub-categories under their own heading", async () => {
    const home = await page('index.html');
    const cards = [...home.matchAll(/<section class="(product[^"]*)"[^>]*><h3 class="product__title"[^>]*>(.*?)<\/h3>(.*?)<\/section>/g)].map(([, cls, title, body]) => [
      cls,
      title!.replace(/<[^>]+>/g, ''),
      [...body!.matchAll(/<h4 class="product__group-title">(.*?)<\/h4>|>([^<>]+)<\/a>/g)].map(([, group, link]) => (group ? `## ${group}` : link)),
    ]);
    expect(cards).toEqual([
      ['product product--wide', 'Terms of Service', ['Advertising Terms', '## Cloud', 'Cloud Terms of Service']],
      ['product', 'Example Legal', ['Acceptable Use Policy', 'Privacy Notice', 'Terms of Use']],
      ['product', 'dmca', ['DMCA Counter Notice', 'DMCA Takedown Notice']],
      ['product', 'Security Overview', ['Security Response']],
    ]);
    // In German: the translated notices, the others in English and marked so.
    const de = await page('de/index.html');
    expect(de).toContain('<a href="/de/docs/privacy-notice">Datenschutzhinweis</a>');
    expect(de).toMatch(/<a href="\/de\/docs\/acceptable-use-policy"><span lang="en">Acceptable Use Policy<\/span>/);
  });

  it('titles a document that opens with an underlined heading and has no # heading by that heading, shown once as the page heading', async () => {
    const cloud = await page('docs/Terms of Service/Cloud/EN-Terms-of-Service.html');
    expect(cloud).toContain('<title>Cloud Terms of Service | Example Legal</title>');
    expect(cloud).toMatch(/<h1 class="doc__title" id="cloud-terms-of-service"[^>]*>Cloud Terms of Service<\/h1>/);
    expect(cloud).not.toMatch(/<h2[^>]*>Cloud Terms of Service/);
    expect(cloud).toMatch(/<h2 id="the-gist"/);
  });

  it("publishes no page for the repository's own LICENSE.md and CONTRIBUTING.md, as GitHub Pages publishes none", async () => {
    const docs = await readdir(path.join(built.dir, 'build/docs'));
    expect(docs.filter((f) => /license|contributing/i.test(f))).toEqual([]);
    expect(await page('index.html')).not.toMatch(/LICENSE|Contributing/);
  });

  it('publishes the archive no sidebar lists, its pages with no sidebar', async () => {
    const archived = await page('docs/archive/privacy-notice-2023.html');
    expect(archived).toContain('<h1');
    expect(archived).not.toContain('doc-layout__sidebar');
  });

  it('says a link to the README.md left out leads to no page, naming the index.md published at its URL', async () => {
    const dir = await fixtureSite('markdown-repo');
    const terms = path.join(dir, 'en/terms-of-use.md');
    await writeFile(terms, `${await readFile(terms, 'utf8')}\nSee also [the security folder](security/README.md).\n`);
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({
        code: 'missing-markdown-file',
        file: 'en/terms-of-use.md',
        line: 9,
        column: 10,
        message: 'link "security/README.md" points to "en/security/README.md", which is left out: "en/security/index.md" is published at its URL, "/docs/security"',
        hint: 'Link to "./security/index.md", the document published there.',
      }),
    ]);
  });
});
