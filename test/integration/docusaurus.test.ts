// A Docusaurus site moved over unchanged (test/fixtures/docusaurus-site): its docs/ and i18n/ trees,
// sidebars.js, _category_ files and category index pages build and check as Docusaurus publishes
// them, with their images and admonitions; mistakes in sidebars.js stop the build at their line;
// content legaldocs would not read is named.
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { localeSidebars, type SidebarItem as Item } from '../helpers/locale-sidebars.ts';
import { sharedBuild, type BuiltSite } from '../helpers/served-site.ts';

/** The warnings the fixture's own Docusaurus leftovers give: each file legaldocs does not read (or reads only in part), by name. */
const unread = [
  ['docusaurus.config.js', "only partly read: legaldocs takes its docs plugin's options (path, routeBasePath, exclude, sidebarPath) and every other setting from its own config file"],
  ['i18n/zh-Hans/code.json', 'not read: legaldocs has its own interface strings'],
  ['i18n/zh-Hans/docusaurus-theme-classic/navbar.json', 'not read: legaldocs has its own interface strings'],
  ['src/theme', 'not read: legaldocs renders pages with its own components, so swizzled ones are not used'],
];

/** The files a run's text output names as not read, with why. */
const notRead = (stderr: string) =>
  [...stderr.matchAll(/^(\S+) warning "(.+?)" is ((?:not|only partly) read: .+) \(misplaced-content\)$/gm)].map(([, file, named, why]) => {
    expect(named).toBe(file);
    return [file, why];
  });

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string; hint?: string }[];
}

describe('a Docusaurus site with layout: docusaurus', () => {
  let dir: string;
  let built: BuiltSite;
  const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  const outline = (items: Item[]): unknown[] => items.map((i) => (i.items ? { [`${i.label} → ${i.href ?? '-'}`]: outline(i.items) } : `${i.label} → ${i.href}`));

  beforeAll(async () => {
    // The build the browser tests serve, which fails unless it exits 0: these tests only read it.
    built = await sharedBuild('docusaurus-site');
    dir = built.dir;
  }, 120_000);

  it('builds with no error, warning only about the Docusaurus files it does not read', () => {
    expect(built.stdout).toMatch(/^Built 36 pages in 2 locales \(en 18, zh-Hans 18\)/);
    expect(notRead(built.stderr)).toEqual(unread);
    expect(built.stderr).toContain('hint: Set title, url, baseUrl, i18n, navbar and footer in the legaldocs config (config/legal-docs.config.ts by default)');
    expect(built.stderr).toContain('hint: Built-in strings cover 11 locales; to change some for zh-Hans, write them in "i18n/zh-Hans/ui.json" (or the file i18n.uiStrings names) under the keys of legaldocs\'s English strings (src/i18n/locales/en.ts in its repository).');
    expect(built.stderr).toMatch(/\n0 errors, 4 warnings\n$/);
  });

  it('publishes every document at its Docusaurus URL in both locales: number prefixes dropped, front matter ids, folder index documents, folders with spaces', () => {
    for (const prefix of ['', 'zh-Hans/']) {
      for (const file of [
        'docs/intro.html',
        'docs/policies/privacy/privacy-policy.html',
        'docs/policies/privacy/cookie-policy.html',
        'docs/policies/terms.html',
        'docs/policies/terms/terms-of-use.html',
        'docs/policies/terms/aup.html',
        'docs/Data Processing/dpa.html',
        'docs/Data Processing/sub-processors.html',
        'docs/archive/privacy-policy-2024.html',
        'docs/policies/children/childrens-privacy.html',
        'docs/policies/children/parental-consent.html',
        // Category index pages: a slug from _category_.yml, and the default /category/<label>.
        'docs/privacy.html',
        'docs/category/archive.html',
      ]) {
        expect(existsSync(path.join(dir, 'build', prefix + file)), prefix + file).toBe(true);
      }
    }
  });

  it('builds the sidebars of sidebars.js, with _category_ files, shorthand categories and links, labelled from current.json in zh-Hans', async () => {
    const en = { sidebars: await localeSidebars(path.join(dir, 'build'), 'en') };
    expect(en.sidebars.map((s) => [s.id, s.label])).toEqual([
      ['legalSidebar', 'Legal'],
      ['archiveSidebar', 'Archive'],
    ]);
    expect(outline(en.sidebars[0]!.items)).toEqual([
      'Introduction → /docs/intro',
      { 'Privacy → /docs/privacy': ['Privacy policy → /docs/policies/privacy/privacy-policy', 'Cookie Policy → /docs/policies/privacy/cookie-policy'] },
      { 'Terms → /docs/policies/terms': ['Terms of Use → /docs/policies/terms/terms-of-use', 'Acceptable use → /docs/policies/terms/aup'] },
      // _category_.json's link: { type: 'doc', id } makes the label lead to that document, no longer listed inside.
      { 'Children → /docs/policies/children/childrens-privacy': ['Parental consent → /docs/policies/children/parental-consent'] },
      { 'Data processing → -': ['Data Processing Agreement → /docs/Data%20Processing/dpa', 'Sub-processors → /docs/Data%20Processing/sub-processors'] },
      'Status page → https://status.acme.example',
    ]);
    const zh = { sidebars: await localeSidebars(path.join(dir, 'build'), 'zh-Hans') };
    expect(outline(zh.sidebars[0]!.items)).toEqual([
      '简介 → /zh-Hans/docs/intro',
      { '隐私 → /zh-Hans/docs/privacy': ['隐私政策 → /zh-Hans/docs/policies/privacy/privacy-policy', 'Cookie Policy → /zh-Hans/docs/policies/privacy/cookie-policy'] },
      { '条款 → /zh-Hans/docs/policies/terms': ['Terms of Use → /zh-Hans/docs/policies/terms/terms-of-use', 'Acceptable use → /zh-Hans/docs/policies/terms/aup'] },
      { '儿童 → /zh-Hans/docs/policies/children/childrens-privacy': ['Parental consent → /zh-Hans/docs/policies/children/parental-consent'] },
      { '数据处理 → -': ['数据处理协议 → /zh-Hans/docs/Data%20Processing/dpa', '子处理者 → /zh-Hans/docs/Data%20Processing/sub-processors'] },
      '服务状态 → https://status.acme.example',
    ]);
    expect(outline(zh.sidebars[1]!.items)).toEqual([
      { '存档 → /zh-Hans/docs/category/archive': ['Privacy Policy (2024) → /zh-Hans/docs/archive/privacy-policy-2024', 'Terms of Use (2023) → /zh-Hans/docs/archive/terms-2023'] },
    ]);
  });

  it('renders a category index page listing its documents as cards, in every locale, between its neighbours', async () => {
    const en = await page('docs/privacy.html');
    expect(en).toContain('<title>Privacy notices | Acme Legal</title>');
    expect(en).toContain('<meta name="description" content="How we collect, use and protect personal data, product by product.">');
    expect(en).toContain('<h1 class="doc__title">Privacy notices</h1>');
    const cards = [...en.matchAll(/<a class="card__link" href="([^"]+)"><span class="card__title">(?:<svg.*?<\/svg>)?([^<]+)<\/span><span class="card__text">([^<]+)<\/span>/g)].map((m) => m.slice(1));
    expect(cards).toEqual([
      ['/docs/policies/privacy/privacy-policy', 'Privacy policy', 'What personal data Acme collects, why, and the choices you have.'],
      ['/docs/policies/privacy/cookie-policy', 'Cookie Policy', 'We use cookies to keep you signed in and to measure how our website is used.'],
    ]);
    expect(en).toMatch(/rel="prev"><span class="pagination__label">Previous<\/span><span class="pagination__title">Introduction<\/span>/);
    expect(en).toMatch(/href="\/docs\/policies\/privacy\/privacy-policy" rel="next">/);
    // The documents after it lead back to it, under its sidebar label.
    expect(await page('docs/policies/privacy/privacy-policy.html')).toMatch(/href="\/docs\/privacy" rel="prev"><span class="pagination__label">Previous<\/span><span class="pagination__title">Privacy<\/span>/);
    const zh = await page('zh-Hans/docs/privacy.html');
    expect(zh).toContain('<h1 class="doc__title">隐私声明</h1>');
    expect(zh).toContain('我们如何收集、使用和保护个人数据，按产品分列。');
    expect(zh).toContain('href="/zh-Hans/docs/policies/privacy/privacy-policy"');
    expect(await page('zh-Hans/docs/category/archive.html')).toContain('<h1 class="doc__title">存档版本</h1>');
  });

  it('shows a category linked to a document as that document’s link in the sidebar, current on its page', async () => {
    for (const prefix of ['', '/zh-Hans']) {
      const html = await page(`${prefix.slice(1)}${prefix ? '/' : ''}docs/policies/children/childrens-privacy.html`);
      expect(html).toContain(`<a class="sidebar__link sidebar__category-link" href="${prefix}/docs/policies/children/childrens-privacy" aria-current="page">${prefix ? '儿童' : 'Children'}</a>`);
    }
  });

  it('publishes the image beside a document once, and each locale’s page shows the published file', async () => {
    const files = await readdir(path.join(dir, 'build/assets/files'));
    const image = files.find((f) => /^data-flow-[0-9a-f]+\.png$/.test(f));
    expect(image, files.join(', ')).toBeDefined();
    const source = await readFile(path.join(dir, 'docs/policies/01-privacy/img/data-flow.png'));
    expect((await readFile(path.join(dir, 'build/assets/files', image!))).equals(source)).toBe(true);
    expect(await page('docs/policies/privacy/privacy-policy.html')).toContain(`<img src="/assets/files/${image}" alt="How data flows from the app to Acme and its processors">`);
    expect(await page('zh-Hans/docs/policies/privacy/privacy-policy.html')).toContain(`<img src="/assets/files/${image}" alt="数据如何从应用流向 Acme 及其处理者">`);
  });

  it('renders admonitions as callouts with their titles, never as ::: text', async () => {
    for (const [file, note, warning] of [
      ['docs/policies/privacy/privacy-policy.html', 'Note', 'Children'],
      ['zh-Hans/docs/policies/privacy/privacy-policy.html', '备注', '儿童'],
    ] as const) {
      const html = await page(file);
      const callouts = [...html.matchAll(/<aside class="admonition admonition--(\w+)" role="note"><p class="admonition__title">([^<]+)<\/p>/g)].map((m) => [m[1], m[2]]);
      expect(callouts, file).toEqual([
        ['note', note],
        ['warning', warning],
      ]);
      expect(html, file).not.toContain(':::');
    }
  });

  it('links a product on the home page to its category page when it has one', async () => {
    const home = await page('zh-Hans/index.html');
    expect(home).toContain('<h3 class="product__title"><a href="/zh-Hans/docs/privacy">隐私</a></h3>');
    expect(home).toContain('<h3 class="product__title">数据处理</h3>');
  });

  it('keeps links where Docusaurus takes them: site-absolute ones in the page’s locale, relative ones from a folder index page', async () => {
    const zh = await page('zh-Hans/docs/intro.html');
    expect(zh).toContain('href="/zh-Hans/docs/privacy"');
    expect(zh).toContain('href="/zh-Hans/docs/category/archive"');
    expect(zh).toContain('href="/img/logo.svg"');
    // docs/policies/terms/index.md is published at Docusaurus's /docs/policies/terms/: ./aup is /docs/policies/terms/aup.
    expect(await page('docs/policies/terms.html')).toContain('href="/docs/policies/terms/aup"');
    expect(await page('zh-Hans/docs/policies/terms.html')).toContain('href="/zh-Hans/docs/policies/terms/aup"');
  });

  it('lists category pages in the sitemap and in search', async () => {
    const sitemap = await readFile(path.join(dir, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://legal.acme.example/docs/privacy</loc>');
    expect(sitemap).toContain('hreflang="zh-Hans" href="https://legal.acme.example/zh-Hans/docs/category/archive"');
    const records = JSON.parse(await readFile(path.join(dir, 'build/search/records.zh-Hans.json'), 'utf8')) as { url: string; hierarchy: { lvl0: string; lvl1: string } }[];
    expect(records).toContainEqual(expect.objectContaining({ url: 'https://legal.acme.example/zh-Hans/docs/privacy', hierarchy: expect.objectContaining({ lvl0: '隐私', lvl1: '隐私声明' }) }));
  });

  it('passes check, and the crawl of the built site reaches every page and reports nothing false', async () => {
    const checked = await runCli(dir, ['check']);
    expect(checked.code).toBe(0);
    expect(notRead(checked.stderr)).toEqual(unread);
    expect(checked.stdout).toBe('Checked 36 pages in 2 locales: no errors.\n');
    // The site root and each of the 36 routes, every link on them followed.
    const crawled = await runCli(dir, ['check', '--crawl']);
    expect(crawled.code).toBe(0);
    expect(crawled.stdout).toBe('Checked 36 pages in 2 locales; crawled 37 pages of the built site: no errors.\n');
    expect(notRead(crawled.stderr)).toEqual(unread);
    expect(crawled.stderr).toMatch(/\n0 errors, 4 warnings\n$/);
  }, 120_000);
});

describe('a legaldocs site whose sidebars are in a sidebars file (docs.sidebarPath)', () => {
  it('builds its sidebars from the file, in every locale, with a category index page', async () => {
    const dir = await fixtureSite('sidebars-file');
    const result = await runCli(dir, ['build']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const es = await readFile(path.join(dir, 'build/es/docs/intro.html'), 'utf8');
    // The shorthand category, its documents in their Spanish titles where translated.
    expect(es).toMatch(/<details><summary class="sidebar__category-button">Guide<\/summary>/);
    const index = await readFile(path.join(dir, 'build/es/docs/category/old-versions.html'), 'utf8');
    expect(index).toContain('<h1 class="doc__title">Old versions</h1>');
    expect(index).toContain('Superseded documents.');
    expect(index).toContain('href="/es/docs/old/history"');
  });
});

describe('mistakes in a Docusaurus sidebars file', () => {
  const withSidebars = async (edit: (text: string) => string) => {
    const dir = await fixtureSite('docusaurus-site');
    const file = path.join(dir, 'sidebars.js');
    await writeFile(file, edit(await readFile(file, 'utf8')));
    return runCli(dir, ['check', '--format', 'json']);
  };

  it('an unknown item type stops the build at its line, naming the types there are', async () => {
    const result = await withSidebars((t) => t.replace("    { type: 'link', label: 'Status page'", "    { type: 'html', value: '<hr>' },\n    { type: 'lnk', label: 'Status page'"));
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as Json).diagnostics).toEqual([
      expect.objectContaining({ code: 'invalid-sidebars', file: 'sidebars.js', line: 17, column: 13, message: 'sidebar items of type "html" (in sidebar "legalSidebar") are not supported' }),
      {
        severity: 'error',
        code: 'invalid-sidebars',
        file: 'sidebars.js',
        line: 18,
        column: 13,
        message: 'unknown sidebar item type "lnk" in sidebar "legalSidebar"',
        hint: 'Did you mean "link"? Item types: doc, ref, link, category, autogenerated; a string is a doc id.',
      },
    ]);
  });

  it('an unknown doc id is an error at its line, with the closest id and the ones there are', async () => {
    const result = await withSidebars((t) => t.replace("'Data Processing/dpa'", "'Data Processing/dap'"));
    expect(result.code).toBe(1);
    const [diagnostic, ...rest] = (JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.severity === 'error');
    expect(rest).toEqual([]);
    expect(diagnostic).toMatchObject({
      code: 'unknown-reference',
      file: 'sidebars.js',
      line: 15,
      column: 27,
      message: 'sidebar "legalSidebar": the doc item names doc id "Data Processing/dap", which does not exist',
    });
    expect(diagnostic!.hint).toMatch(/^Did you mean "Data Processing\/dpa"\? Available: "Data Processing\/dpa", "Data Processing\/sub-processors", "archive\/privacy-policy-2024",/);
  });

  it('a file that does not compile is an error at its line', async () => {
    const result = await withSidebars((t) => t.replace("dirName: 'policies' }", "dirName: 'policies' "));
    expect(result.code).toBe(1);
    // The brace left open is reported on line 13, where it was typed, not where esbuild gave up.
    expect((JSON.parse(result.stdout) as Json).diagnostics).toEqual([
      expect.objectContaining({ code: 'invalid-config', file: 'sidebars.js', line: 13, column: 5, message: expect.stringMatching(/^the sidebars file does not compile: the brace "\{" opened here is never closed/) }),
    ]);
  });
});

describe('content legaldocs does not read', () => {
  it('a translation tree where this layout does not look is a warning naming the folder and where it belongs', async () => {
    const result = await runCli(await fixtureSite('misplaced-translations'), ['check', '--format', 'json']);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Json).diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'misplaced-content',
        file: 'i18n/es/docusaurus-plugin-content-docs/current',
        message: 'translations in "i18n/es/docusaurus-plugin-content-docs/current" are not read: this site reads translations from "content/i18n/{locale}/docs"; its translations belong in "content/i18n/es/docs"',
        hint: "Move the folder there, or set layout: 'docusaurus' (or docs.translationsPath) in the config if this is where the site keeps translations.",
      },
    ]);
  });

  it('and the reverse; a Docusaurus blog and versions are named as not published, beside the files the site always has', async () => {
    const dir = await fixtureSite('docusaurus-site');
    await rename(path.join(dir, 'i18n/zh-Hans/docusaurus-plugin-content-docs/current'), path.join(dir, 'zh-docs'));
    const { mkdir, cp } = await import('node:fs/promises');
    await mkdir(path.join(dir, 'content/i18n/zh-Hans'), { recursive: true });
    await cp(path.join(dir, 'zh-docs'), path.join(dir, 'content/i18n/zh-Hans/docs'), { recursive: true });
    await mkdir(path.join(dir, 'blog'));
    await writeFile(path.join(dir, 'blog/2024-05-01-launch.md'), '# We launched');
    await mkdir(path.join(dir, 'versioned_docs/version-1.0'), { recursive: true });
    await writeFile(path.join(dir, 'versioned_docs/version-1.0/intro.md'), '# Intro 1.0');
    const result = await runCli(dir, ['check', '--format', 'json']);
    const warnings = (JSON.parse(result.stdout) as Json).diagnostics.filter((d) => d.code === 'misplaced-content');
    expect(warnings.map((d) => d.message)).toEqual([
      '1 blog post in "blog" is not published',
      'translations in "content/i18n/zh-Hans/docs" are not read: this site reads translations from "i18n/{locale}/docusaurus-plugin-content-docs/current"; its translations belong in "i18n/zh-Hans/docusaurus-plugin-content-docs/current"',
      ...unread.map(([file, why]) => `"${file}" is ${why}`),
      // A versions.json would publish it (test/integration/docusaurus-versions.test.ts).
      '"versioned_docs/version-1.0" is not published: versions.json does not list version "1.0"',
    ]);
  });
});
