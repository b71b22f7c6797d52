// Builds the fixture sites with the real CLI and checks the files and exit codes a user sees.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, runCli } from '../helpers/fixture.ts';
import { sharedBuild, type BuiltSite } from '../helpers/served-site.ts';

describe('legaldocs build on a clean site', () => {
  let dir: string;
  let result: BuiltSite;
  const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  beforeAll(async () => {
    // The build the browser tests serve: these tests only read it. It must exit 0.
    result = await sharedBuild('clean');
    dir = result.dir;
  });

  it('exits 0 and prints a summary with pages per locale', () => {
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/Built 24 pages in 3 locales \(en 8, es 8, ja 8\)/);
  });

  it('writes every route of every locale: the default at /, the others under /<locale>/', async () => {
    for (const prefix of ['', 'es/', 'ja/']) {
      for (const file of ['index.html', 'search.html', 'docs.html', '404.html', 'docs/intro.html', 'docs/guide/terms.html', 'docs/guide/privacy.html', 'docs/old/history.html']) {
        expect(existsSync(path.join(dir, 'build', prefix + file)), prefix + file).toBe(true);
      }
    }
  });

  it('renders html lang and dir, title, description, canonical, hreflang with x-default and DocSearch meta', async () => {
    const html = await read('es/docs/intro.html');
    expect(html).toContain('<html lang="es" dir="ltr"');
    expect(html).toContain('<title>Introducción | Fixture Legal</title>');
    expect(html).toContain('<meta name="description" content="Qué cubre este sitio de prueba.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/es/docs/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://fixture.example.com/docs/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="ja" href="https://fixture.example.com/ja/docs/intro">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://fixture.example.com/docs/intro">');
    expect(html).toContain('<meta name="docsearch:language" content="es">');
    expect(html).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current">');
  });

  it('resolves .md links per locale and keeps the translated text', async () => {
    const es = await read('es/docs/intro.html');
    expect(es).toContain('href="/es/docs/guide/terms#payment"');
    expect(es).toContain('Bienvenido');
    expect(await read('docs/intro.html')).toContain('href="/docs/guide/terms#payment"');
  });

  it('shows the English text with a notice on an untranslated page', async () => {
    const ja = await read('ja/docs/guide/privacy.html');
    expect(ja).toContain('Account details');
    expect(ja).toContain('class="doc__notice"');
    expect(await read('es/docs/intro.html')).not.toContain('class="doc__notice"');
  });

  it('shows the last update date formatted for the locale, from front matter', async () => {
    expect(await read('docs/guide/privacy.html')).toContain('March 15, 2024');
    expect(await read('es/docs/guide/privacy.html')).toContain('15 de marzo de 2024');
    expect(await read('ja/docs/guide/privacy.html')).toContain('2024年3月15日');
  });

  it('builds sidebars from folders with translated category labels', async () => {
    const es = await read('es/docs/guide/terms.html');
    expect(es).toMatch(/<details open=""><summary class="sidebar__category-button">Guía<\/summary>/);
    expect(es).toMatch(/aria-current="page"[^>]*>Términos de uso</);
  });

  it('writes a sitemap with locale alternates, copies static/ and content-hashes the assets', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://fixture.example.com/es/docs/intro</loc>');
    expect(sitemap).toContain('hreflang="ja" href="https://fixture.example.com/ja/docs/intro"');
    expect(sitemap).not.toContain('404');
    expect(existsSync(path.join(dir, 'build/img/logo.svg'))).toBe(true);
    const assets = await readdir(path.join(dir, 'build/assets'));
    expect(assets.filter((f) => /^main-[A-Z0-9]+\.js$/.test(f))).toHaveLength(1);
    expect(assets.filter((f) => /^main-[A-Z0-9]+\.css$/.test(f))).toHaveLength(1);
  });

  it('produces byte-identical output when built twice', async () => {
    // Into a folder of its own: the shared build is being served meanwhile.
    const out = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-again-'));
    const again = await runCli(dir, ['build', '--no-cache', '--out', out]);
    expect(again.code).toBe(0);
    expect(await readFile(path.join(out, 'es/docs/guide/terms.html'), 'utf8')).toBe(await read('es/docs/guide/terms.html'));
    await rm(out, { recursive: true, force: true });
  });
});

describe("a site's own CSS (theme.customCss)", () => {
  it('is bundled after legaldocs styles into the one hashed stylesheet, with the font and image it names published beside it', async () => {
    // The chrome fixture's theme/brand.css, as the browser tests serve it.
    const { dir, stderr } = await sharedBuild('chrome');
    expect(stderr).not.toContain('low-contrast');
    const html = await readFile(path.join(dir, 'build/docs/guide/terms.html'), 'utf8');
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => m[1]!);
    const main = sheets.filter((s) => s.startsWith('assets/main-'));
    expect(main).toEqual([expect.stringMatching(/^assets\/main-[A-Z0-9]+\.css$/)]);
    const css = await readFile(path.join(dir, 'build', main[0]!), 'utf8');
    // legaldocs's rules first, then the imported palette, then the brand's overrides.
    expect(css.indexOf('.button{')).toBeGreaterThan(-1);
    expect(css.indexOf('--brand-ink: #5b21b6')).toBeGreaterThan(css.indexOf('.button{'));
    expect(css.indexOf("--font-heading: \"Fixture Brand\", serif")).toBeGreaterThan(css.indexOf('--brand-ink'));
    const urls = [...css.matchAll(/url\("\/(assets\/media\/[^"]+)"\)/g)].map((m) => m[1]!);
    expect(urls).toEqual([expect.stringMatching(/^assets\/media\/brand-[A-Z0-9]+\.woff2$/), expect.stringMatching(/^assets\/media\/stripe-[A-Z0-9]+\.svg$/)]);
    const font = await readFile(path.join(dir, 'build', urls[0]!));
    expect(font.equals(await readFile(path.join(repoRoot, 'test/fixtures/chrome/theme/fonts/brand.woff2')))).toBe(true);
    expect(existsSync(path.join(dir, 'build', urls[1]!))).toBe(true);
  });

  it('warns of a brand colour that fails WCAG AA, at its line, and stops the build at CSS that does not parse', async () => {
    const dir = await fixtureSite('chrome');
    const brand = path.join(dir, 'theme/brand.css');
    // The light theme's link colour made too light: one warning, at the palette's line, naming the pair.
    await writeFile(path.join(dir, 'theme/palette.css'), ':root {\n  --brand-ink: #7aa7ff;\n  --brand-light: #c4b5fd;\n}\n');
    const low = await runCli(dir, ['check']);
    expect(low.code).toBe(0);
    expect(low.stderr).toMatch(/^theme\/brand\.css:12:3 warning --link #7aa7ff has too little contrast in the light theme \(WCAG AA\): 2\.38:1 on --bg #ffffff/m);
    expect(low.stderr).toMatch(/hint: #[0-9a-f]{6} is the nearest colour of the same hue that passes\./);
    expect(low.stderr).toMatch(/^0 errors, 1 warning$/m);
    await writeFile(brand, `${await readFile(brand, 'utf8')}\n.broken {\n  color: red;\n`);
    const broken = await runCli(dir, ['build']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^theme\/brand\.css:25:9 error "\{" is never closed/m);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });
});

describe('legaldocs build and check on broken sites', () => {
  it('fails on a broken anchor with file:line:col, the anchor and the closest id; json has the same', async () => {
    const dir = await fixtureSite('broken-anchor');
    const text = await runCli(dir, ['check']);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/guide/privacy.md:8:26 error link "./terms.md#paymnet": "content/docs/guide/terms.md" has no heading or element with id "paymnet"');
    expect(text.stderr).toContain('hint: Did you mean "#payment"?');
    const json = await runCli(dir, ['check', '--format', 'json']);
    expect(json.code).toBe(1);
    const { diagnostics } = JSON.parse(json.stdout) as { diagnostics: { code: string; line: number; column: number }[] };
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'broken-anchor', line: 8, column: 26 })]);
  });

  it('fails on a markdown link to a missing file', async () => {
    const dir = await fixtureSite('missing-markdown');
    const result = await runCli(dir, ['build']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/guide\/privacy\.md:5:\d+ error link "\.\/term\.md": there is no document "content\/docs\/guide\/term\.md"/);
    expect(result.stderr).toContain('Did you mean "./terms.md"?');
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('fails on a link to a missing page or static file', async () => {
    const dir = await fixtureSite('broken-route');
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    const codes = (JSON.parse(result.stdout) as { diagnostics: { code: string; message: string }[] }).diagnostics.map((d) => `${d.code} ${d.message}`);
    expect(codes).toEqual([expect.stringContaining('broken-link link "/docs/guide/termz"'), expect.stringContaining('broken-link link "/img/nope.png"')]);
  });

  it('names the config file, line and key path of each bad config key', async () => {
    const dir = await fixtureSite('bad-config');
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/config\/legal-docs\.config\.ts:6:\d+ error config key `\(root\)`: unknown key "taglin"/);
    expect(result.stderr).toMatch(/config\/legal-docs\.config\.ts:7:\d+ error config key `colorMode.defaultMode`: expected one of "light"\|"dark"/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('lists the available doc ids for an unknown one', async () => {
    const dir = await fixtureSite('unknown-doc-id');
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docs.mainDocId "old/histroy" is not a doc id');
    expect(result.stderr).toContain('Did you mean "old/history"? Available: "guide/privacy", "guide/terms", "intro", "old/history".');
    expect(result.stderr).toContain('sidebar "main" links to doc id "intro-page", which does not exist');
  });

  it('only warns about duplicate routes', async () => {
    const dir = await fixtureSite('duplicate-route');
    const result = await runCli(dir, ['build']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'warning "content/docs/terms-copy.md" and "content/docs/guide/terms.md" both publish at "/docs/guide/terms": "content/docs/guide/terms.md" is published there, "content/docs/terms-copy.md" is left out',
    );
  });

  it('reports, as an error, a translation that drops a heading id a link targets, at the translation, naming both files', async () => {
    const dir = await fixtureSite('dropped-anchor');
    const result = await runCli(dir, ['check', '--format', 'json']);
    const diagnostics = (JSON.parse(result.stdout) as { diagnostics: { code: string; severity: string; file: string; message: string }[] }).diagnostics;
    // At the translated heading that lost the id, which the hint names beside the original.
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'missing-translated-anchor',
        severity: 'error',
        file: 'content/i18n/es/docs/guide/terms.md',
        line: 10,
        message: 'translation lacks heading id "payment" that "content/docs/guide/terms.md" has and links point to',
        hint: 'Add {#payment} to the heading "2. Pago" (the translation of "2. Payment" in content/docs/guide/terms.md:10).',
      }),
    );
  });

  it('shows a non-ASCII anchor decoded, as written in the heading, with the line of the link and of the translated heading', async () => {
    const result = await runCli(await fixtureSite('non-ascii-anchor'), ['check']);
    expect(result.code).toBe(1);
    // The links are written percent-encoded (#%E6%98%87…); the messages quote the heading's text.
    expect(result.stderr).toContain(
      'content/docs/guide/ascend.md:12:113 error link "#昇腾处理器的数": this page has no heading or element with id "昇腾处理器的数" (broken-anchor)\n  hint: Did you mean "#昇腾处理器的数据"?',
    );
    expect(result.stderr).toContain(
      'content/i18n/es/docs/guide/ascend.md:6 error translation lacks heading id "昇腾处理器的数据" that "content/docs/guide/ascend.md" has and links point to (missing-translated-anchor)\n' +
        '  hint: Add {#昇腾处理器的数据} to the heading "Datos de los procesadores Ascend" (the translation of "昇腾处理器的数据" in content/docs/guide/ascend.md:6).',
    );
    expect(result.stderr).not.toContain('%E6');
  });

  it('leaves the previous output untouched when a build fails', async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    const before = await readFile(path.join(dir, 'build/docs/guide/privacy.html'), 'utf8');
    await writeFile(path.join(dir, 'content/docs/guide/privacy.md'), '---\ntitle: Broken now\n---\n\n[x](./gone.md)\n');
    const failed = await runCli(dir, ['build']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('nothing was written');
    expect(await readFile(path.join(dir, 'build/docs/guide/privacy.html'), 'utf8')).toBe(before);
  });
});

describe('last update dates from git', () => {
  it('reads commit dates with one git log, and warns on a shallow clone', async () => {
    const dir = await fixtureSite('clean');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: '2023-05-04T12:00:00Z', GIT_COMMITTER_DATE: '2023-05-04T12:00:00Z' } });
    git('init', '-q');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'add', '.');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-qm', 'content');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect(await readFile(path.join(dir, 'build/docs/guide/terms.html'), 'utf8')).toContain('May 4, 2023');
    // front matter last_update still wins
    expect(await readFile(path.join(dir, 'build/docs/guide/privacy.html'), 'utf8')).toContain('March 15, 2024');

    const shallow = `${dir}-shallow`;
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, shallow]);
    const result = await runCli(shallow, ['check']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('shallow git clone');
  });
});

describe('content the build cannot publish', () => {
  it('warns about a locale folder that is not configured, naming the configured ones', async () => {
    const dir = await fixtureSite('unconfigured-locale');
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/i18n/xx warning locale folder "content/i18n/xx" is not a configured locale');
    expect(result.stderr).toContain('Configured locales: en, es, ja.');
  });

  it('warns about an empty document', async () => {
    const dir = await fixtureSite('empty-doc');
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/empty.md warning "content/docs/empty.md" has no content');
  });
});
