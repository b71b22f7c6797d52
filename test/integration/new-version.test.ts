// `legaldocs version` through the real CLI, on this site's own documents copied to a temporary site
// (English and German, an image put beside the Cookies Policy): the text in force is kept as an
// earlier version whose links, anchors and image still lead where they did, the site builds with
// no new error, announces the new version until its date and shows it in force from then, a
// translation nothing dated marked as the earlier version's (so it is shown as outdated then); a bad
// date or document changes nothing; with versions.fromGit only the date changes and git keeps the text.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, runCli } from '../helpers/fixture.ts';

const run = promisify(execFile);
const epoch = (day: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(`${day}T12:00:00Z`) / 1000) });
const config = `import { defineConfig } from 'legaldocs';

// This site's documents in English and German.
export default defineConfig({
  title: 'Overwolf Legal',
  url: 'https://legal.example.com',
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' }, de: { label: 'Deutsch', htmlLang: 'de' } } },
  footer: { copyright: 'Overwolf' },
  docs: {
    mainDocId: 'archive/overwolf/ow-updates',
    sidebars: { legal: { dirName: '.', exclude: ['archive'], link: 'overwolf/intro' }, archive: { dirName: 'archive', link: 'archive/overwolf/ow-updates' } },
  },
});
`;
const image = '\n![The cookie banner](./img/cookie-banner.svg)\n';

let site: string;
const file = (rel: string) => path.join(site, rel);
const edit = async (rel: string, change: (text: string) => string) => writeFile(file(rel), change(await readFile(file(rel), 'utf8')));
const built = (rel: string) => readFile(path.join(site, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-new-version-'));
  await Promise.all([
    cp(path.join(repoRoot, 'content/docs'), file('content/docs'), { recursive: true }),
    cp(path.join(repoRoot, 'content/i18n/de/docs'), file('content/i18n/de/docs'), { recursive: true }),
    mkdir(file('config')).then(() => writeFile(file('config/legal-docs.config.ts'), config)),
  ]);
  await mkdir(file('content/docs/overwolf/img'));
  await cp(path.join(repoRoot, 'static/img/logo.svg'), file('content/docs/overwolf/img/cookie-banner.svg'));
  // The image goes after the first paragraph, in English and German.
  for (const rel of ['content/docs/overwolf/cookies-policy.md', 'content/i18n/de/docs/overwolf/cookies-policy.md']) await edit(rel, (t) => t.replace(/\n\n(?=##)/, `\n${image}\n`));
  // Nothing says what the German text translates: no git, no translation_of, no effective date.
  await edit('content/i18n/de/docs/overwolf/cookies-policy.md', (t) => t.replace(/^effective_date: .*\n/m, ''));
});

describe('legaldocs version', () => {
  it('keeps the text in force as an earlier version in every locale, with no new error', async () => {
    const result = await runCli(site, ['version', 'overwolf/cookies-policy', '--date', '2026-09-01'], epoch('2026-08-01'));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'Kept the text in force since 2025-06-02 as an earlier version:\n  content/docs/archive/overwolf/cookies-policy-2025-06-02.md\n  content/i18n/de/docs/archive/overwolf/cookies-policy-2025-06-02.md\n' +
        'Marked as translations of the text in force since 2025-06-02 (translation_of), since nothing said what they translate:\n  content/i18n/de/docs/overwolf/cookies-policy.md\n' +
        'content/docs/overwolf/cookies-policy.md now takes effect on 2026-09-01',
    );
    // Until then the German text translates the version in force.
    expect(result.stdout).toContain('Checked: no new errors.');
    // Else, from the new version's date, the earlier German text would pass for its translation.
    expect(await readFile(file('content/i18n/de/docs/overwolf/cookies-policy.md'), 'utf8')).toMatch(/^translation_of: 2025-06-02$/m);
    const copy = await readFile(file('content/docs/archive/overwolf/cookies-policy-2025-06-02.md'), 'utf8');
    // The title stays the document's: the site shows it with the day, as each reader's locale writes it.
    expect(copy).toMatch(/^---\ntitle: Cookies Policy\n/);
    expect(copy).toContain('\neffective_date: 2025-06-02\nversion_of: overwolf/cookies-policy\n---\n');
    expect(copy).not.toMatch(/^sidebar_position:/m);
    expect(copy).toContain('[Privacy Policy](../../overwolf/website/privacy-policy.md#cookies)');
    expect(copy).toContain('![The cookie banner](../../overwolf/img/cookie-banner.svg)');
    expect(copy).toContain('[section 3](#cookies-we-use)');
    expect(await readFile(file('content/docs/overwolf/cookies-policy.md'), 'utf8')).toMatch(/^effective_date: 2026-09-01$/m);
    expect(await readFile(file('content/i18n/de/docs/archive/overwolf/cookies-policy-2025-06-02.md'), 'utf8')).toMatch(/^title: Cookie-Richtlinie$/m);
  }, 180_000); // two checks of a real site's documents in two locales: minutes on a loaded machine

  it('builds a site that shows the text in force, its copy leading where it led, and announces the new text until its date', async () => {
    // The author writes the new text.
    await edit('content/docs/overwolf/cookies-policy.md', (t) => t.replace(/\n## /, '\nFrom 1 September 2026 we ask before setting any analytics cookie.\n\n## '));
    const before = await runCli(site, ['build'], epoch('2026-08-01'));
    expect(before.code, before.stderr).toBe(0);
    expect(before.stderr).not.toContain(' error ');
    const page = await built('docs/overwolf/cookies-policy.html');
    expect(page).toContain('A new version takes effect on <time dateTime="2026-09-01">September 1, 2026</time>');
    expect(page).not.toContain('we ask before setting any analytics cookie');
    const copy = await built('docs/archive/overwolf/cookies-policy-2025-06-02.html');
    expect(copy).toContain('<title>Cookies Policy (June 2, 2025) | ');
    expect(await built('de/docs/archive/overwolf/cookies-policy-2025-06-02.html')).toContain('<title>Cookie-Richtlinie (2. Juni 2025) | ');
    expect(copy).toContain('href="/docs/overwolf/website/privacy-policy#cookies"');
    expect(copy).toContain('href="#cookies-we-use"');
    const images = (html: string) => [...html.matchAll(/<img src="([^"]+)" alt="The cookie banner"/g)].map((m) => m[1]);
    const [src] = images(copy);
    expect(src).toMatch(/^\/assets\/files\/cookie-banner-[0-9a-f]{12}\.svg$/);
    expect(existsSync(path.join(site, 'build', src!))).toBe(true);
    expect(images(await built('docs/overwolf/cookies-policy/versions/2026-09-01.html'))).toEqual([src]);
    expect(await built('de/docs/archive/overwolf/cookies-policy-2025-06-02.html')).toContain('href="/de/docs/overwolf/website/privacy-policy#cookies"');
    expect(await built('docs/overwolf/cookies-policy/changes/2026-09-01.html')).toContain('we ask before setting any analytics cookie');
    expect(await built('de/docs/overwolf/cookies-policy.html')).not.toContain('Diese Übersetzung ist veraltet.');

    const on = await runCli(site, ['build'], epoch('2026-09-01'));
    expect(on.code, on.stderr).toBe(0);
    expect(await built('docs/overwolf/cookies-policy.html')).toContain('we ask before setting any analytics cookie');
    expect(await built('docs/archive/overwolf/cookies-policy-2025-06-02.html')).toContain('This is an archived version of this document.');
    // The German text is the earlier version's, and says so.
    expect(await built('de/docs/overwolf/cookies-policy.html')).toContain('Diese Übersetzung ist veraltet.');
  }, 180_000);

  it('refuses a date that is not after the version in force, and a document that does not exist, changing nothing', async () => {
    const early = await runCli(site, ['version', 'overwolf/cookies-policy', '--date', '2026-08-15'], epoch('2026-08-01'));
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(/content\/docs\/overwolf\/cookies-policy\.md:\d+:17 error the new version must take effect after the one in force, which took effect on 2026-09-01 \(version-conflict\)/);
    const unknown = await runCli(site, ['version', 'overwolf/cookie-policy', '--date', '2027-01-01']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('error "overwolf/cookie-policy" is not a document of this site (unknown-reference)');
    expect(unknown.stderr).toContain('hint: Did you mean "overwolf/cookies-policy"?');
    expect(await readFile(file('content/docs/overwolf/cookies-policy.md'), 'utf8')).toMatch(/^effective_date: 2026-09-01$/m);
  });

  it('undoes a step that would bring an error: an earlier version of that date already kept elsewhere', async () => {
    const dir = await fixtureSite('clean');
    const terms = path.join(dir, 'content/docs/guide/terms.md');
    const original = (await readFile(terms, 'utf8')).replace('sidebar_position: 1\n', 'sidebar_position: 1\neffective_date: 2025-06-01\n');
    await writeFile(terms, original);
    // Copied by hand earlier, under the wrong date.
    await writeFile(path.join(dir, 'content/docs/old/terms-copy.md'), '---\ntitle: Terms (copy)\nversion_of: guide/terms\neffective_date: 2025-06-01\n---\n\nThe old terms.\n');
    const result = await runCli(dir, ['version', 'guide/terms', '--date', '2026-01-01']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error "content\/docs\/(archive\/guide\/terms-2025-06-01|old\/terms-copy)\.md" and "content\/docs\/(archive\/guide\/terms-2025-06-01|old\/terms-copy)\.md" are both versions of "guide\/terms" effective 2025-06-01/);
    expect(result.stderr).toContain('error the new version would bring 1 error (above), so nothing was changed');
    expect(await readFile(terms, 'utf8')).toBe(original);
    expect(existsSync(path.join(dir, 'content/docs/archive'))).toBe(false);
    const to = await runCli(dir, ['version', 'guide/terms', '--date', '2026-01-01', '--to', '../terms.md']);
    expect(to.stderr).toContain('error --to "../terms.md" is not a document\'s path below the docs folder');
  });

  it('with versions.fromGit changes only the date: git keeps the text as committed', async () => {
    const repo = await fixtureSite('clean');
    const git = (...args: string[]) => run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo });
    await writeFile(path.join(repo, 'config/legal-docs.config.ts'), "import { defineConfig } from 'legaldocs';\nimport { site } from './site.ts';\n\nexport default defineConfig({ ...site, versions: { fromGit: true } });\n");
    const terms = path.join(repo, 'content/docs/guide/terms.md');
    await writeFile(terms, (await readFile(terms, 'utf8')).replace('sidebar_position: 1\n', 'sidebar_position: 1\neffective_date: 2025-06-01\n'));
    await git('init', '-q', '-b', 'main');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'terms of 2025');
    const result = await runCli(repo, ['version', 'content/docs/guide/terms.md', '--date', '2026-01-01'], epoch('2026-02-01'));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('git keeps the text in force since 2025-06-01 (as last committed) as an earlier version once the change is committed (versions.fromGit)');
    expect((await git('status', '--porcelain')).stdout.trim()).toBe('M content/docs/guide/terms.md');
    await writeFile(terms, (await readFile(terms, 'utf8')).replace('By using the service', 'By using the service from 2026'));
    await git('commit', '-q', '-am', 'terms of 2026');
    expect((await runCli(repo, ['build'], epoch('2026-02-01'))).code).toBe(0);
    expect(await readFile(path.join(repo, 'build/docs/guide/terms/versions/2025-06-01.html'), 'utf8')).toContain('This is an archived version of this document.');
  });
});
