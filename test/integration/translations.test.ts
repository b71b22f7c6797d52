// Translations that cannot mislead, through the real CLI on a repository made here (see
// translation-history.ts): the German Cookies Policy, made from the old English text, is published
// with the date of the version it translates and a notice; `status` lists it; each
// `translations.outdated` mode; `translation_of` on a site without git.
import { execFileSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';
import { archivedCookies, cookiesHistory, germanCookies, spanishCookies } from '../helpers/translation-history.ts';

interface VersionsJson {
  documents: { id: string; versions: { effectiveDate: string; status: string; url: string; locales: Record<string, { translation: Record<string, unknown> }> }[] }[];
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/ ([.,;:)])/g, '$1');
const mode = (dir: string, outdated: string) =>
  writeFile(
    path.join(dir, 'config/legal-docs.config.ts'),
    `import { defineConfig } from 'legaldocs';\nimport { site } from './site.ts';\n\nexport default defineConfig({ ...site, i18n: { defaultLocale: 'en', locales: { ...site.i18n.locales, de: { label: 'Deutsch', htmlLang: 'de' } } }, translations: { outdated: '${outdated}' } });\n`,
  );

describe('a site in git whose source was edited after its translations', () => {
  let dir: string;
  let built: CliResult;
  const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('translations');
    cookiesHistory(dir);
    built = await runCli(dir, ['build']);
  }, 120_000);

  it('builds, saying in one summary line which translations are outdated or missing', () => {
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toContain('  translations: es 3 missing; ja 6 missing; de 1 outdated, 5 missing (legaldocs status lists them)');
  });

  it('publishes the German text with the date of the version it translates, the notice, and each changed section marked', async () => {
    const html = await page('de/docs/guide/cookies.html');
    const notice = text(/<div class="doc__notice doc__notice--outdated"[\s\S]*?<\/div>\s*<h1/.exec(html)![0]);
    expect(notice).toContain('Diese Übersetzung ist veraltet. Sie gibt die ab 10. Januar 2025 gültige Fassung wieder; in Kraft ist die Fassung auf Englisch, gültig ab 1. März 2025.');
    // The changed section by its German heading; the added one, which has none, in English, linked to the source.
    expect(notice).toContain('Seitdem geändert: 2. Von uns verwendete Cookies Geändert 4. Cookie-free mode Neu Fassung auf Englisch lesen Änderungen ansehen');
    expect(html).toContain('<a href="/docs/guide/cookies#cookie-free-mode" hrefLang="en" lang="en">4. Cookie-free mode</a>');
    expect(html).toContain('<a href="/de/docs/guide/cookies/changes/2025-03-01">Änderungen ansehen</a>');
    expect(html).toMatch(/<p class="doc__effective"><span>Gültig ab <time dateTime="2025-01-10">/);
    expect(html).not.toContain('dateTime="2025-03-01">1. März 2025</time></span>');
    // The German text, and a note where the changed section starts (not at unchanged ones).
    expect(html).toMatch(/<h2 id="cookies-we-use">2\. Von uns verwendete Cookies<a[^>]*><\/a><\/h2><p class="doc__outdated-section" role="note">Dieser Abschnitt wurde in der Fassung auf Englisch geändert\. <a href="\/docs\/guide\/cookies#cookies-we-use" hreflang="en">Auf Englisch lesen<\/a><\/p>/);
    // The added section, which the German text lacks, where it would be: before the contact section.
    expect(html).toMatch(/<p class="doc__outdated-section" role="note">Die Fassung auf Englisch hat an dieser Stelle einen neuen Abschnitt: <a href="\/docs\/guide\/cookies#cookie-free-mode" hreflang="en" lang="en">4\. Cookie-free mode<\/a><\/p><h2 id="contact">/);
    expect(html.match(/class="doc__outdated-section"/g)).toHaveLength(2);
    expect(html).toContain('26 Monate gespeichert');
  });

  it('follows the translations through whitespace-only and line-ending commits and a vendor branch’s sync', async () => {
    // The Spanish translation, updated after the new version, is up to date: no notice, the current date.
    const spanish = await page('es/docs/guide/cookies.html');
    expect(spanish).not.toContain('doc__notice--outdated');
    expect(spanish).toContain('<time dateTime="2025-03-01">');
    expect(spanish).toContain('14 meses');
  });

  it('takes a commit that reformats an English document (rewrapped, its table redrawn) for no change to translate', async () => {
    const status = JSON.parse((await runCli(dir, ['status', '--format', 'json'])).stdout) as { locales: Record<string, { documents: Record<string, unknown> }> };
    expect(status.locales.es!.documents['guide/terms']).toEqual({ state: 'up-to-date', file: 'content/i18n/es/docs/guide/terms.md', known: 'git' });
    const spanish = await page('es/docs/guide/terms.html');
    expect(spanish).not.toContain('doc__notice--outdated');
    expect(spanish).not.toContain('doc__outdated-section');
  });

  it('says on the changes page, the previous versions and the announcement bar when they show the English text', async () => {
    const changes = await page('de/docs/guide/cookies/changes/2025-03-01.html');
    expect(changes).toContain('Die Übersetzung dieser Fassungen ist veraltet, daher werden sie auf Englisch verglichen.');
    const german = await page('de/docs/guide/cookies.html');
    expect(text(/<section class="doc__versions"[\s\S]*?<\/section>/.exec(german)![0])).toContain('10. Januar 2025 – 28. Februar 2025 (Englisch)');
    expect(text(/<div class="announcement"[\s\S]*?<\/div>/.exec(german)![0])).toContain('Änderungen ansehen (Englisch)');
    // In Spanish the comparison shows Spanish texts where both exist … the earlier version has none.
    expect(await page('es/docs/guide/cookies/changes/2025-03-01.html')).toContain('Esta página aún no está disponible en Español. Se muestra en inglés.');
  });

  it('lists each locale and document in `status`, as text, JSON and GitHub annotations; --strict fails', async () => {
    const status = await runCli(dir, ['status']);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain('de (Deutsch): 0 up to date, 1 outdated, 5 missing');
    expect(status.stdout).toMatch(/ {2}outdated {2}guide\/cookies {2}content\/i18n\/de\/docs\/guide\/cookies\.md\n {12}translates the version effective 2025-01-10 \(git: commit [0-9a-f]{7}\); the source is now effective 2025-03-01 \(source text [0-9a-f]{12}\)\n {12}changed since: "2\. Cookies we use" \(changed\), "4\. Cookie-free mode" \(added\)/);
    expect(status.stdout).toContain('es (Español): 3 up to date, 3 missing');
    expect(status.stdout).toContain('Totals: 3 up to date, 1 outdated, 14 missing, 0 orphaned');
    const json = JSON.parse((await runCli(dir, ['status', '--format', 'json'])).stdout) as {
      locales: Record<string, { documents: Record<string, { state: string; known: string; translates?: { date: string } }> }>;
      sources: Record<string, { hash: string; effectiveDate: string }>;
    };
    expect(json.locales.de!.documents['guide/cookies']).toMatchObject({ state: 'outdated', known: 'git', translates: { date: '2025-01-10' }, file: germanCookies });
    expect(json.locales.es!.documents['guide/cookies']).toMatchObject({ state: 'up-to-date', known: 'git', file: spanishCookies });
    expect(json.locales.ja!.documents['guide/cookies']!.state).toBe('missing');
    expect(json.sources['guide/cookies']).toMatchObject({ effectiveDate: '2025-03-01', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const github = await runCli(dir, ['status', '--format', 'github', '--strict']);
    expect(github.code).toBe(1);
    expect(github.stdout).toContain(`::warning file=${germanCookies.replace(/:/g, '%3A')},line=1,title=outdated-translation::Deutsch translation of guide/cookies translates the version effective 2025-01-10`);
    expect(github.stdout).toContain('::notice title=translations de::Deutsch: 0 up to date, 1 outdated, 5 missing');
  });

  it('records in versions.json which translation is up to date, which is outdated (since which version, which sections) and which falls back', async () => {
    const record = JSON.parse(await page('versions.json')) as VersionsJson;
    const cookies = record.documents.find((d) => d.id === 'guide/cookies')!;
    const inForce = cookies.versions.find((v) => v.status === 'in-force')!;
    expect(inForce.effectiveDate).toBe('2025-03-01');
    expect(inForce.locales.de!.translation).toEqual({
      status: 'translated',
      upToDate: false,
      reflects: { effectiveDate: '2025-01-10', url: cookies.versions[0]!.url },
      changedSections: [
        { id: 'cookies-we-use', title: '2. Cookies we use', change: 'changed', url: `${inForce.url}#cookies-we-use` },
        { id: 'cookie-free-mode', title: '4. Cookie-free mode', change: 'added', url: `${inForce.url}#cookie-free-mode` },
      ],
    });
    expect(cookies.versions[0]!.url).toMatch(/\/docs\/old\/cookies-2025-01-10$/);
    expect(inForce.locales.es!.translation).toEqual({ status: 'translated', upToDate: true });
    expect(inForce.locales.ja!.translation).toEqual({ status: 'fallback' });
    expect(inForce.locales.en!.translation).toEqual({ status: 'source' });
  });

  it("publishes the English text in the German translation's place with translations.outdated: 'fallback'", async () => {
    await mode(dir, 'fallback');
    const result = await runCli(dir, ['build', '--out', 'build-fallback', '--locale', 'en,de']);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(dir, 'build-fallback/de/docs/guide/cookies.html'), 'utf8');
    expect(html).toContain('Die Übersetzung dieser Seite ist veraltet, daher wird sie auf Englisch angezeigt.');
    expect(html).toContain('14 months');
    expect(html).not.toContain('doc__outdated-section');
    expect(html).toContain('<time dateTime="2025-03-01">');
    // versions.json says the German page shows the English text because the translation is outdated.
    const record = JSON.parse(await readFile(path.join(dir, 'build-fallback/versions.json'), 'utf8')) as VersionsJson;
    const inForce = record.documents.find((d) => d.id === 'guide/cookies')!.versions.find((v) => v.status === 'in-force')!;
    expect(inForce.locales.de!.translation).toMatchObject({ status: 'fallback', upToDate: false, reflects: { effectiveDate: '2025-01-10' } });
  });

  it("fails at the translation with translations.outdated: 'error'", async () => {
    await mode(dir, 'error');
    const result = await runCli(dir, ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${germanCookies}:1 error translation of "content/docs/guide/cookies.md" translates the version effective 2025-01-10; changed since: "2. Cookies we use" (changed), "4. Cookie-free mode" (added) (outdated-translation)`);
    await mode(dir, 'notice');
  });
});

describe('a shallow clone of that site', () => {
  it('claims nothing from the history it lacks: the German text is known outdated by its date alone, and status says the clone is shallow', async () => {
    const dir = await fixtureSite('translations');
    cookiesHistory(dir);
    const clone = `${dir}-shallow`;
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, clone]);
    const result = await runCli(clone, ['status', '--format', 'json']);
    const json = JSON.parse(result.stdout) as { locales: Record<string, { documents: Record<string, { state: string; known: string }> }>; diagnostics: { code: string; message: string }[] };
    // Its one commit would say every translation was made from the English text as it is now.
    expect(json.locales.de!.documents['guide/cookies']).toMatchObject({ state: 'outdated', known: 'front-matter', translates: { date: '2025-01-10' } });
    expect(json.locales.es!.documents['guide/terms']).toMatchObject({ state: 'up-to-date', known: 'none' });
    expect(json.diagnostics).toContainEqual(expect.objectContaining({ code: 'shallow-clone', message: 'this is a shallow git clone, so "last updated" dates, and which translations are outdated, may be wrong' }));
  });
});

describe('translation_of on a site without git', () => {
  let dir: string;
  let check: CliResult;
  beforeAll(async () => {
    dir = await fixtureSite('translations');
    // The history's last texts, written by hand: no repository.
    cookiesHistory(dir);
    await rm(path.join(dir, '.git'), { recursive: true, force: true });
    const german = await readFile(path.join(dir, germanCookies), 'utf8');
    await writeFile(path.join(dir, germanCookies), german.replace('effective_date: 2025-01-10', 'translation_of: 2025-01-10'));
    check = await runCli(dir, ['status', '--format', 'json']);
  }, 120_000);

  it('knows the German text translates the version of 2025-01-10, and which sections changed since', () => {
    const json = JSON.parse(check.stdout) as { locales: Record<string, { documents: Record<string, { state: string; known: string; sections?: { id: string; change: string }[] }> }> };
    expect(json.locales.de!.documents['guide/cookies']).toMatchObject({
      state: 'outdated',
      known: 'front-matter',
      translates: { date: '2025-01-10' },
      sections: [
        { id: 'cookies-we-use', change: 'changed' },
        { id: 'cookie-free-mode', change: 'added' },
      ],
    });
    // With no history and nothing said, the Spanish text is taken as translating the source as it is.
    expect(json.locales.es!.documents['guide/cookies']).toMatchObject({ state: 'up-to-date', known: 'none' });
  });

  it('takes a source hash as status prints it, and says when translation_of names nothing known', async () => {
    const sources = (JSON.parse(check.stdout) as { sources: Record<string, { hash: string }> }).sources;
    const spanish = await readFile(path.join(dir, spanishCookies), 'utf8');
    await writeFile(path.join(dir, spanishCookies), spanish.replace('sidebar_position: 3', `sidebar_position: 3\ntranslation_of: "${sources['guide/cookies']!.hash.slice(0, 12)}"`));
    const archived = await readFile(path.join(dir, archivedCookies), 'utf8');
    expect(archived).toContain('version_of: guide/cookies');
    const german = await readFile(path.join(dir, germanCookies), 'utf8');
    await writeFile(path.join(dir, germanCookies), german.replace('translation_of: 2025-01-10', 'translation_of: 2024-12-01'));
    const result = await runCli(dir, ['status', '--format', 'json']);
    const json = JSON.parse(result.stdout) as { locales: Record<string, { documents: Record<string, { known: string; state: string }> }>; diagnostics: { code: string; file: string; line: number; message: string }[] };
    expect(json.locales.es!.documents['guide/cookies']).toMatchObject({ state: 'up-to-date', known: 'front-matter' });
    expect(json.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'unknown-translation-source', file: germanCookies, line: 5, message: 'translation_of: 2024-12-01 names no version of "content/docs/guide/cookies.md" (its versions are effective 2025-03-01, 2025-01-10)' }),
    );
  });
});
