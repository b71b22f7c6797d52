// Versions announced ahead, through the real CLI with the build date set by SOURCE_DATE_EPOCH: before
// the new terms' date the document's page shows the terms in force and announces the new ones, which
// have their own page with a banner; a document whose only version comes later claims no force;
// the feed, the announcement bar, search and the sitemap treat them as announced. Built on the date,
// with no edit, the new terms are in force. versions.noticeDays warns of short notice, by git.
// versions.json records every version as the built pages show it; llms.txt lists what is in force.
// dev, given the same SOURCE_DATE_EPOCH, shows the site as built on that day.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAtom } from '../helpers/atom.ts';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';
import { startCli } from '../helpers/process.ts';
import { existsSync } from 'node:fs';

interface VersionRecord {
  effectiveDate: string;
  status: string;
  inForce: { from: string; until: string | null };
  url: string;
  changes: string | null;
  changesSince: string | null;
  sha256: string;
  locales: Record<string, { url: string; sha256?: string; translation: { status: string } }>;
}
interface VersionsJson {
  format: string;
  buildDate: string;
  documents: { id: string; url: string; inForce: string | null; versions: VersionRecord[] }[];
}

const run = promisify(execFile);
const epoch = (day: string) => ({ SOURCE_DATE_EPOCH: String(Date.parse(`${day}T12:00:00Z`) / 1000) });
/** The text of a page's article, tags dropped and spaces collapsed. */
const article = (html: string) =>
  /<article[^]*?<\/article>/.exec(html)![0]
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

let dir: string;
let before: CliResult;
const read = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
/** The built file a URL of the site is answered from. */
const fileOf = (url: string) => path.join(dir, 'build', `${new URL(url).pathname.replace(/^\//, '') || 'index'}.html`);

/** Every version's pages and changes pages exist, and each page says the date and status the record gives it. */
async function validVersions(record: VersionsJson): Promise<void> {
  for (const doc of record.documents) {
    expect(existsSync(fileOf(doc.url)), doc.url).toBe(true);
    for (const v of doc.versions) {
      for (const url of [v.url, v.changes, v.changesSince, ...Object.values(v.locales).map((l) => l.url)]) if (url) expect(existsSync(fileOf(url)), url).toBe(true);
      const page = await readFile(fileOf(v.url), 'utf8');
      expect(page, v.url).toContain(`<time dateTime="${v.effectiveDate}">`);
      const says = { archived: 'This is an archived version of this document.', 'in-force': v.url === doc.url ? 'Effective ' : 'This is the version in force', upcoming: 'It is not in force yet.' }[v.status]!;
      expect(article(page), v.url).toContain(says);
      expect(v.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  }
}

beforeAll(async () => {
  dir = await fixtureSite('upcoming');
  before = await runCli(dir, ['build'], epoch('2026-08-01'));
});

describe('before the new version takes effect', () => {
  it('builds without a warning: a month is the notice asked for', () => {
    expect(before.code, before.stderr).toBe(0);
    expect(before.stderr).toBe('');
  });

  it('keeps the version in force at the document, and announces the new one with links to read it and see what will change', async () => {
    const html = await read('docs/guide/terms.html');
    const text = article(html);
    expect(text).toContain('The Pro plan costs 12 euros a month.');
    expect(text).not.toContain('15 euros');
    expect(text).toContain('Effective June 2, 2025');
    expect(text).toContain('A new version takes effect on September 1, 2026 . Read the new version See what will change');
    expect(html).toContain('<a href="/docs/guide/terms/versions/2026-09-01">Read the new version</a><a href="/docs/guide/terms/changes/2026-09-01">See what will change</a>');
  });

  it('publishes the new version on its own page, with a banner naming the version in force and no claim to be in force', async () => {
    const html = await read('docs/guide/terms/versions/2026-09-01.html');
    const text = article(html);
    expect(text).toContain('The Pro plan costs 15 euros a month.');
    expect(text).toContain('This version takes effect on September 1, 2026 . It is not in force yet. Until then, the version in force is the one effective June 2, 2025 .');
    expect(text).not.toMatch(/Effective September/);
    expect(html).toContain('<a href="/docs/guide/terms">Read the version in force</a><a href="/docs/guide/terms/changes/2026-09-01">See what will change</a>');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs/guide/terms/versions/2026-09-01">');
    // Its links were written for the document's address: they lead where they would from there.
    expect(html).toContain('href="/docs/guide/privacy"');
    const es = article(await read('es/docs/guide/terms/versions/2026-09-01.html'));
    expect(es).toContain('El plan Pro cuesta 15 euros al mes.');
    expect(es).toContain('Esta versión entra en vigor el 1 de septiembre de 2026 .');
    expect(article(await read('es/docs/guide/terms.html'))).toContain('El plan Pro cuesta 12 euros al mes.');
  });

  it("gives the version in force's own page a note pointing to the document, which search engines index instead", async () => {
    const html = await read('docs/old/terms-2025.html');
    expect(article(html)).toContain("This is the version in force, effective June 2, 2025 . Go to the document's page");
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.com/docs/guide/terms">');
    const sitemap = await read('sitemap.xml');
    expect(sitemap).not.toContain('/docs/old/terms-2025<');
    expect(sitemap).toContain('<loc>https://fixture.example.com/docs/guide/terms/versions/2026-09-01</loc>');
  });

  it('shows what will change on the day', async () => {
    const text = article(await read('docs/guide/terms/changes/2026-09-01.html'));
    expect(text).toContain('What will change on September 1, 2026');
    expect(text).toContain('Compares the version in effect from June 2, 2025 with the version taking effect on September 1, 2026 .');
    expect(text).toMatch(/1 section changed, 1 added|2 sections changed, 1 added/);
  });

  it('is what dev shows with the same SOURCE_DATE_EPOCH, whatever the clock says', async () => {
    const dev = await startCli(dir, ['dev', '--port', '0'], undefined, epoch('2026-08-01'));
    try {
      const text = article(await (await fetch(`${dev.url}/docs/guide/terms`)).text());
      expect(text).toContain('Effective June 2, 2025');
      expect(text).toContain('A new version takes effect on September 1, 2026 .');
    } finally {
      dev.stop();
    }
  });

  it('publishes a document whose only version comes later with the banner alone', async () => {
    const text = article(await read('docs/guide/cookies.html'));
    expect(text).toContain('This version takes effect on October 1, 2026 . It is not in force yet.');
    expect(text).not.toContain('Effective');
    expect(text).not.toContain('Until then');
  });

  it('announces it in the feed, dated the day it was published, and in the announcement bar', async () => {
    const feed = parseAtom(await read('feed.xml'));
    const titles = feed.entry.map((e) => e.title);
    expect(titles.slice(0, 3)).toEqual(['Cookie Notice: new version taking effect on October 1, 2026', 'Terms of Use: new version taking effect on September 1, 2026', 'Terms of Use: version in effect from June 2, 2025']);
    // Not committed: this build publishes it.
    expect(feed.entry[1]!.published).toBe('2026-08-01T00:00:00Z');
    expect(feed.updated).toBe('2026-08-01T00:00:00Z');
    const page = await read('docs/intro.html');
    expect(page).toContain('data-announcement-id="changes:guide/terms@2026-09-01:ahead"');
    expect(page).toContain('New version taking effect on September 1, 2026: Terms of Use.');
  });

  it('ranks the new version in search after the one in force, saying when it takes effect, and leaves the copy out', async () => {
    const records = JSON.parse(await read('search/records.en.json')) as { url_without_anchor: string; hierarchy: { lvl1: string }; weight: { pageRank: number } }[];
    const pages = new Map(records.map((r) => [r.url_without_anchor.replace('https://fixture.example.com', ''), [r.hierarchy.lvl1, r.weight.pageRank]]));
    expect(pages.get('/docs/guide/terms')).toEqual(['Terms of Use', 1]);
    expect(pages.get('/docs/guide/terms/versions/2026-09-01')).toEqual(['Terms of Use (takes effect on September 1, 2026)', 0]);
    expect(pages.get('/docs/guide/cookies')).toEqual(['Cookie Notice (takes effect on October 1, 2026)', 0]);
    expect(pages.has('/docs/old/terms-2025')).toBe(false);
  });
});

describe('the machine-readable record', () => {
  it('lists every version of the documents with a date, as the built pages show them', async () => {
    const record = JSON.parse(await read('versions.json')) as VersionsJson;
    expect(record.format).toBe('legaldocs-versions/1');
    expect(record.buildDate).toBe('2026-08-01');
    expect(record.documents.map((d) => [d.id, d.inForce])).toEqual([
      ['guide/cookies', null],
      ['guide/terms', '2025-06-02'],
    ]);
    const terms = record.documents.find((d) => d.id === 'guide/terms')!;
    expect(terms.versions.map((v) => [v.effectiveDate, v.status, v.inForce.until, v.url.replace('https://fixture.example.com', ''), v.changes?.replace('https://fixture.example.com', '') ?? null])).toEqual([
      ['2025-06-02', 'in-force', '2026-08-31', '/docs/old/terms-2025', null],
      ['2026-09-01', 'upcoming', null, '/docs/guide/terms/versions/2026-09-01', '/docs/guide/terms/changes/2026-09-01'],
    ]);
    expect(Object.fromEntries(Object.entries(terms.versions[1]!.locales).map(([l, v]) => [l, v.translation.status]))).toEqual({ en: 'source', es: 'translated', ja: 'fallback' });
    // A translation's text is its own; a fallback page shows the version's.
    expect(terms.versions[1]!.locales.es!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(terms.versions[1]!.locales.es!.sha256).not.toBe(terms.versions[1]!.sha256);
    expect(terms.versions[1]!.locales.ja!.sha256).toBeUndefined();
    await validVersions(record);
  });

  it('lists the documents in force, and only those, in llms.txt', async () => {
    const text = await read('llms.txt');
    expect(text).toMatch(/^# Fixture Legal\n\n> A tiny site for tests\.\n/);
    const inForce = text.split('## Documents in force\n\n')[1]!.split('\n\n')[0];
    expect(inForce).toBe('- [Terms of Use](https://fixture.example.com/docs/guide/terms)');
    expect(text).not.toContain('cookies');
    expect(text).toContain('https://fixture.example.com/versions.json');
  });
});

describe('on the day the new version takes effect', () => {
  let on: CliResult;
  beforeAll(async () => {
    // Into the same folder, with the cache of the build before: nothing was edited, yet pages change.
    on = await runCli(dir, ['build'], epoch('2026-09-01'));
  });

  it('shows the new version as in force with no edit, and the old one as archived', async () => {
    expect(on.code, on.stderr).toBe(0);
    const text = article(await read('docs/guide/terms.html'));
    expect(text).toContain('The Pro plan costs 15 euros a month.');
    expect(text).toContain('Effective September 1, 2026');
    expect(text).not.toContain('takes effect');
    expect(text).toContain('Previous versions June 2, 2025 – August 31, 2026');
    expect(article(await read('docs/old/terms-2025.html'))).toContain('This is an archived version of this document. In effect from June 2, 2025 to August 31, 2026 .');
    // The address it was announced at still shows it.
    const own = await read('docs/guide/terms/versions/2026-09-01.html');
    expect(article(own)).toContain("This is the version in force, effective September 1, 2026 . Go to the document's page");
    expect(own).toContain('<link rel="canonical" href="https://fixture.example.com/docs/guide/terms">');
    expect(await read('docs/intro.html')).toContain('New version in effect from September 1, 2026: Terms of Use.');
    expect(article(await read('docs/guide/cookies.html'))).toContain('This version takes effect on October 1, 2026 .');
  });

  it('has status, on the build date SOURCE_DATE_EPOCH gives, ask for the version in force and list the archived one apart', async () => {
    const [earlierDay, onDay] = await Promise.all([runCli(dir, ['status', '--locale', 'ja'], epoch('2026-08-01')), runCli(dir, ['status', '--locale', 'ja'], epoch('2026-09-01'))]);
    expect(earlierDay.stdout).toContain('  missing   guide/terms  shown in English; translate content/docs/old/terms-2025.md');
    expect(earlierDay.stdout).toContain('  missing   old/terms-2025  shown in English');
    expect(earlierDay.stdout).not.toContain('earlier version');
    expect(onDay.stdout).toContain('ja (日本語): 0 up to date, 6 missing (1 of them an earlier version)\n');
    expect(onDay.stdout).toContain('  missing   guide/terms  shown in English; translate content/docs/guide/terms.md');
    expect(onDay.stdout).toContain('  missing   1 earlier version shown in English (archived texts: translate them only if they were published in 日本語): old/terms-2025\n');
    expect(onDay.stdout).not.toContain('  missing   old/terms-2025  ');
  });

  it('records the new version as in force and the old one as archived', async () => {
    const record = JSON.parse(await read('versions.json')) as VersionsJson;
    const terms = record.documents.find((d) => d.id === 'guide/terms')!;
    expect(terms.inForce).toBe('2026-09-01');
    expect(terms.versions.map((v) => [v.status, v.inForce.from, v.inForce.until, v.changesSince])).toEqual([
      ['archived', '2025-06-02', '2026-08-31', null],
      ['in-force', '2026-09-01', null, null],
    ]);
    await validVersions(record);
    expect(await read('llms.txt')).toContain('- [Terms of Use](https://fixture.example.com/docs/guide/terms)');
  });
});

describe('versions.noticeDays', () => {
  it('warns at the effective date of a version first published fewer days ahead, by its commit, and dates its feed entry so', async () => {
    const repo = await fixtureSite('upcoming');
    const env = { GIT_AUTHOR_DATE: '2026-08-20T10:00:00Z', GIT_COMMITTER_DATE: '2026-08-20T10:00:00Z' };
    const git = (...args: string[]) => run('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: repo, env: { ...process.env, ...env } });
    await git('init', '-q', '-b', 'main');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'new terms and cookie notice');
    const { stdout: commit } = await git('rev-parse', '--short=7', 'HEAD');
    const result = await runCli(repo, ['build'], epoch('2026-08-25'));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `content/docs/guide/terms.md:4:17 warning the version effective 2026-09-01 was first published on 2026-08-20 (commit ${commit.trim()}), 12 days before it takes effect; versions.noticeDays asks for 30 (short-notice)`,
    );
    expect(result.stderr).toContain('hint: Give readers the notice the config asks for: make it take effect on 2026-09-19 or later, or change versions.noticeDays.');
    // The cookie notice had 42 days.
    expect(result.stderr).toContain('1 warning');
    expect(parseAtom(await readFile(path.join(repo, 'build/feed.xml'), 'utf8')).entry[1]!.published).toBe('2026-08-20T00:00:00Z');
  });

  it('counts a version not committed yet from the build date', async () => {
    const result = await runCli(await fixtureSite('upcoming'), ['check'], epoch('2026-08-10'));
    expect(result.stderr).toContain('content/docs/guide/terms.md:4:17 warning the version effective 2026-09-01 is not committed yet, so this build publishes it today (2026-08-10), 22 days before it takes effect; versions.noticeDays asks for 30 (short-notice)');
  });
});
