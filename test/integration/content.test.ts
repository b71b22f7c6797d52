// The site's own content: every published document exists in English and Spanish, the core
// documents in every locale, and the whole tree checks and builds with every route in every locale.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import fg from 'fast-glob';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, type CliResult } from '../helpers/fixture.ts';
import { ownSiteBuild } from '../helpers/shared.ts';

const products = ['overwolf', 'curseforge', 'outplayed'];
const documents = [
  'curseforge/mod-authors-terms',
  'outplayed/op-privacy-policy',
  'outplayed/op-terms-of-use',
  ...['intro', 'advertising-service-providers', 'candidate-data-privacy-notice', 'community-guidelines', 'cookies-policy', 'copyright-notice', 'iso', 'third-party-sub-processors', 'transparency-report'].map((d) => `overwolf/${d}`),
  ...['data-processing-agreement', 'developer-california-privacy-act', 'developer-privacy-policy', 'developer-terms'].map((d) => `overwolf/developers/${d}`),
  ...['platform-ccpa', 'platform-privacy-policy', 'platform-terms-of-use'].map((d) => `overwolf/platform/${d}`),
  ...['ccpa', 'privacy-policy', 'terms-of-use'].map((d) => `overwolf/website/${d}`),
  'archive/curseforge/cf-updates',
  'archive/overwolf/developers/updates',
  'archive/overwolf/ow-updates',
  ...['01-28-2025', '04-01-2025', '05-03-2025', '18-05-2025'].map((date) => `archive/overwolf/miscellaneous/${date}/advertising-service-providers`),
  'archive/overwolf/website/2024-09-02/privacy-policy',
  'archive/overwolf/website/2024-09-02/terms-of-use',
];
// Update histories are live logs, not texts in force: they have no effective date and show when they were last updated.
const updateLogs = ['archive/curseforge/cf-updates', 'archive/overwolf/developers/updates', 'archive/overwolf/ow-updates'];
const translatedEverywhere = ['overwolf/intro', 'overwolf/website/privacy-policy', 'overwolf/website/terms-of-use', 'overwolf/cookies-policy', 'overwolf/community-guidelines'];
const locales = ['de', 'es', 'fr', 'it', 'ja', 'ko', 'pl', 'pt', 'zh-Hans', 'zh-Hant'];

describe('the content tree', () => {
  it('has all 31 documents in English and in Spanish', () => {
    expect(documents).toHaveLength(31);
    for (const doc of documents) {
      expect(existsSync(path.join(repoRoot, 'content/docs', `${doc}.md`)), `en ${doc}`).toBe(true);
      expect(existsSync(path.join(repoRoot, 'content/i18n/es/docs', `${doc}.md`)), `es ${doc}`).toBe(true);
    }
    expect(products.every((p) => documents.some((d) => d.startsWith(`${p}/`)))).toBe(true);
  });

  it('gives every English and Spanish document the parts a legal document needs', () => {
    for (const folder of ['content/docs', 'content/i18n/es/docs']) {
      for (const doc of documents) {
        const text = readFileSync(path.join(repoRoot, folder, `${doc}.md`), 'utf8');
        const where = `${folder}/${doc}`;
        expect(text, where).toMatch(/^---\n(.*\n)*title: .+\n(.*\n)*---/);
        expect(text, where).toMatch(/^description: .+$/m);
        // The effective date is front matter (the page shows it), never a hand-written line that could disagree.
        if (updateLogs.includes(doc)) expect(text, where).not.toMatch(/^effective_date:/m);
        else expect(text, where).toMatch(/^effective_date: 20\d\d-\d\d-\d\d$/m);
        expect(text, where).not.toMatch(/^\*[^*\n]*20\d\d[^*\n]*\*\s*$/m);
        // Archived versions say what they are a version of; the generated banner replaces a hand-written one.
        const versionOf = /^archive\/overwolf\/.*\/\d\d(?:\d\d)?-\d\d-\d\d(?:\d\d)?\/(.+)$/.exec(doc)?.[1];
        if (versionOf && folder === 'content/docs') expect(text, where).toMatch(new RegExp(`^version_of: overwolf/(website/)?${versionOf}$`, 'm'));
        expect(text, where).not.toMatch(/^> \*\*/m);
        const sections = text.match(/^## /gm)?.length ?? 0;
        expect(sections, where).toBeGreaterThanOrEqual(6);
        expect(sections, where).toBeLessThanOrEqual(20);
        expect(text, where).toMatch(/^\s*(- |\d+\. )/m);
        expect(text, where).toMatch(/\]\([^)\s]*\.md#[^)\s]+\)/);
        expect(text, where).toMatch(/[a-z]+@example\.com/);
      }
    }
  });

  it('keeps dated vendor lists that differ from each other and from the current one, each linked from the archive page', () => {
    const dates = ['01-28-2025', '04-01-2025', '05-03-2025', '18-05-2025'];
    const files = [...dates.map((d) => `archive/overwolf/miscellaneous/${d}/advertising-service-providers`), 'overwolf/advertising-service-providers'];
    const tables = files.map((f) =>
      readFileSync(path.join(repoRoot, 'content/docs', `${f}.md`), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .join('\n'),
    );
    expect(new Set(tables).size).toBe(files.length);
    const archive = readFileSync(path.join(repoRoot, 'content/docs/archive/overwolf/ow-updates.md'), 'utf8');
    for (const date of dates) expect(archive).toContain(`miscellaneous/${date}/advertising-service-providers.md`);
  });

  it('has the core documents translated into every locale', () => {
    for (const locale of locales) {
      for (const doc of translatedEverywhere) {
        expect(existsSync(path.join(repoRoot, `content/i18n/${locale}/docs`, `${doc}.md`)), `${locale} ${doc}`).toBe(true);
      }
    }
  });
});

describe('the site built from the content', () => {
  let out: string;
  let built: CliResult;

  beforeAll(async () => {
    ({ out, ...built } = await ownSiteBuild());
  });

  it('passes legaldocs check with no errors and no warnings', async () => {
    const result = await runCli(repoRoot, ['check', '--format', 'json']);
    expect(JSON.parse(result.stdout)).toEqual({ diagnostics: [] });
    expect(result.code).toBe(0);
  });

  it('builds the same bytes again from the parse cache', async () => {
    const again = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-site-again-'));
    expect((await runCli(repoRoot, ['build', '--out', again])).code).toBe(0);
    const files = (await fg('**/*', { cwd: out })).sort();
    expect((await fg('**/*', { cwd: again })).sort()).toEqual(files);
    const differing: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(path.join(again, file)), readFile(path.join(out, file))]);
      if (!a.equals(b)) differing.push(file);
    }
    expect(differing).toEqual([]);
    await rm(again, { recursive: true, force: true });
  });

  it('gives the privacy policy, the terms of use and the advertising providers a history, with changes pages, in English and Spanish', async () => {
    const read = (file: string) => readFile(path.join(out, file), 'utf8');
    const histories = [
      { doc: 'overwolf/website/privacy-policy', versions: ['archive/overwolf/website/2024-09-02/privacy-policy'], changes: ['2025-06-02'] },
      { doc: 'overwolf/website/terms-of-use', versions: ['archive/overwolf/website/2024-09-02/terms-of-use'], changes: ['2025-06-02'] },
      {
        doc: 'overwolf/advertising-service-providers',
        versions: ['18-05-2025', '05-03-2025', '04-01-2025', '01-28-2025'].map((d) => `archive/overwolf/miscellaneous/${d}/advertising-service-providers`),
        changes: ['2025-04-01', '2025-05-03', '2025-05-18', '2025-06-23', 'since/2025-01-28', 'since/2025-04-01', 'since/2025-05-03'],
      },
    ];
    for (const prefix of ['', 'es/']) {
      for (const { doc, versions, changes } of histories) {
        const current = await read(`${prefix}docs/${doc}.html`);
        const list = /<section class="doc__versions"[\s\S]*?<\/section>/.exec(current)?.[0] ?? '';
        expect([...list.matchAll(/<a href="[^"]*\/docs\/(archive\/[^"]+)">/g)].map((m) => m[1]), `${prefix}${doc}`).toEqual(versions);
        for (const c of changes) {
          const page = await read(`${prefix}docs/${doc}/changes/${c}.html`);
          expect(page, `${prefix}${doc} ${c}`).toMatch(/<ins class="diff-ins">|<del class="diff-del">/);
        }
      }
      // The Spanish history compares the Spanish texts.
      if (prefix) expect(await read('es/docs/overwolf/website/terms-of-use/changes/2025-06-02.html')).toContain('<p class="changes__counts">4 secciones modificadas, 1 añadida, 2 eliminadas, 1 movida, 9 renumeradas.</p>');
    }
    const feed = await read('es/feed.xml');
    // 4 + 1 advertising lists, 1 + 1 of each website document.
    expect(feed.match(/<entry>/g)).toHaveLength(9);
    expect(feed).toContain('<title>Política de privacidad de los sitios web: versión en vigor desde el 2 de junio de 2025</title>');
  });

  it('announces the latest change on every page, as the site config asks (announcementBar.latestChange), linking to its changes page', async () => {
    expect(readFileSync(path.join(repoRoot, 'config/legal-docs.config.ts'), 'utf8')).toMatch(/^\s*announcementBar: \{[^}\n]*\blatestChange: true\b/m);
    const bars = [
      ['', 'New version in effect from 23 June 2025: Advertising Service Providers.', 'See what changed'],
      ['es/', 'Nueva versión en vigor desde el 23 de junio de 2025: Proveedores de servicios publicitarios.', 'Ver qué cambió'],
    ] as const;
    for (const [prefix, text, link] of bars) {
      // The newest entry of the locale's feed is the change the bar announces.
      const feed = await readFile(path.join(out, `${prefix}feed.xml`), 'utf8');
      const latest = /<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="https:\/\/legal\.example\.com([^"]+)"\/>/.exec(feed)?.[1];
      expect(latest).toBe(`/${prefix}docs/overwolf/advertising-service-providers/changes/2025-06-23`);
      for (const file of ['index.html', 'docs/overwolf/website/privacy-policy.html', 'docs/archive/overwolf/ow-updates.html']) {
        const page = await readFile(path.join(out, prefix + file), 'utf8');
        // Its id names the change, so a visitor who closed the bar sees the next change once.
        expect(page, prefix + file).toContain('data-announcement-id="latest-change:overwolf/advertising-service-providers@2025-06-23"');
        expect(page, prefix + file).toContain(`<p class="announcement__content">${text}<!-- --> <a href="${latest}">${link}</a></p><button type="button" class="announcement__close"`);
      }
    }
  });

  it('shows the update histories as live pages: last updated, with no effective date and no archive banner', async () => {
    for (const [prefix, lastUpdated] of [['', 'Last updated on '], ['es/', 'Última actualización el ']] as const) {
      for (const log of updateLogs) {
        const page = await readFile(path.join(out, `${prefix}docs/${log}.html`), 'utf8');
        const where = `${prefix}${log}`;
        expect(page, where).toMatch(new RegExp(`<p class="doc__updated">${lastUpdated}<time dateTime="20\\d\\d-`));
        expect(page, where).not.toContain('doc__effective');
        expect(page, where).not.toContain('doc__notice--archive');
      }
    }
  });

  it('builds every route in every locale', () => {
    expect(built.code).toBe(0);
    for (const locale of ['en', ...locales]) {
      const prefix = locale === 'en' ? '' : `${locale}/`;
      for (const file of ['index.html', 'search.html', 'docs.html', '404.html', ...documents.map((d) => `docs/${d}.html`)]) {
        expect(existsSync(path.join(out, prefix + file)), prefix + file).toBe(true);
      }
    }
  });
});
