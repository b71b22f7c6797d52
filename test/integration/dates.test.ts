// Last-update dates from git through the real CLI: a site imported in one commit, then edited,
// reformatted, synced on a side branch and swept by one commit. Dates follow the texts; the build
// says which documents show an import's day, or one commit's, instead of dating them silently.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';
import { filesIn, testRepo, type TestRepo } from '../helpers/git.ts';

describe('a site imported into git in one commit, then edited', () => {
  let dir: string;
  let repo: TestRepo;
  let text: CliResult;
  let json: CliResult;
  beforeAll(async () => {
    dir = await fixtureSite('bulk-import');
    const imported = filesIn(dir);
    const docs = filesIn(dir, 'content/**/*.md');
    const terms = `${docs['content/docs/guide/terms.md']}\nA clause added later.\n`;
    const edited = { ...docs, 'content/docs/guide/terms.md': terms };
    const map = (files: Record<string, string>, change: (text: string) => string) => Object.fromEntries(Object.entries(files).map(([f, t]) => [f, change(t)]));
    const stripped = map(edited, (t) => t.replace(/\n+$/, ''));
    const swept = ['content/docs/intro.md', 'content/docs/old/history.md', ...Array.from({ length: 8 }, (_, i) => `content/docs/imported/policy-0${i + 1}.md`)];
    repo = testRepo(dir, [
      { message: 'Import from the old site', date: '2024-03-01T12:00:00Z', files: imported },
      { message: 'Terms: add a clause', date: '2024-06-20T12:00:00Z', files: { 'content/docs/guide/terms.md': terms } },
      // Whitespace only, in every document: no date moves.
      { message: 'Strip trailing blank lines', date: '2024-09-01T12:00:00Z', files: stripped },
      // A translators' branch from the import copies main's texts with Windows line endings; main merges it as it is.
      { message: 'Sync with main', date: '2024-10-01T12:00:00Z', branch: 'translations', from: 'Import from the old site', files: map(edited, (t) => t.replace(/\n/g, '\r\n')) },
      { message: 'Merge the translations branch', date: '2024-10-05T12:00:00Z', merge: 'translations', files: map(edited, (t) => t.replace(/\n/g, '\r\n')) },
      // One commit that does change the text of ten documents.
      { message: 'Rename the company', date: '2024-11-02T12:00:00Z', files: Object.fromEntries(swept.map((f) => [f, `${docs[f]}\nExample Ltd is now Example Inc.\n`])) },
    ]);
    text = await runCli(dir, ['build']);
    json = await runCli(dir, ['build', '--format', 'json', '--out', 'build-json']);
  }, 120_000);

  const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');

  it('dates each page by the last commit that changed its text: not a reformatting, not a side branch’s sync', async () => {
    expect(text.code, text.stderr).toBe(0);
    expect(await page('docs/guide/terms.html')).toContain('dateTime="2024-06-20T12:00:00.000Z"');
    expect(await page('docs/imported/policy-01.html')).toContain('dateTime="2024-11-02T12:00:00.000Z"');
    expect(await page('docs/imported/política-09.html')).toContain('dateTime="2024-03-01T12:00:00.000Z"');
    expect(await page('es/docs/intro.html')).toContain('dateTime="2024-03-01T12:00:00.000Z"');
  });

  it('says in the build summary (plain, as in CI) which documents show an import’s day, and which one sweeping commit’s', () => {
    const hash = (message: string) => repo.hashes.get(message)!.slice(0, 7);
    // Not the terms (edited since), nor the privacy notice (its front matter has a date), nor the swept ten.
    expect(text.stdout).toContain(`dates: 3 documents show 2024-03-01 as last updated: the day commit ${hash('Import from the old site')} added 13 documents at once (an import)`);
    expect(text.stdout).toContain('Give each its real date, e.g. in content/docs/imported/política-09.md: last_update: { date: YYYY-MM-DD }');
    expect(text.stdout).toContain(`dates: 10 documents show 2024-11-02 as last updated: the day of commit ${hash('Rename the company')} ("Rename the company"), the last to change the text of each`);
    expect(text.stdout).toContain('If that commit changed no terms of some, give those their real date, e.g. in content/docs/imported/policy-01.md');
    expect(text.stdout).not.toContain('Sync with main');
    const { commitDated } = JSON.parse(json.stdout) as { commitDated: { commit: string; imported?: number; files: string[] }[] };
    expect(commitDated.map((c) => [c.commit, c.imported, c.files.length])).toEqual([
      [hash('Rename the company'), undefined, 10],
      [hash('Import from the old site'), 13, 3],
    ]);
    // A name outside ASCII is found too.
    expect(commitDated[1]!.files).toEqual(['content/docs/imported/política-09.md', 'content/i18n/es/docs/guide/terms.md', 'content/i18n/es/docs/intro.md']);
  });

  it('says nothing of a commit that added a few documents', async () => {
    const clean = await fixtureSite('clean');
    testRepo(clean, [{ message: 'A few documents', date: '2024-03-01T12:00:00Z', files: filesIn(clean) }]);
    const result = await runCli(clean, ['build']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('dates:');
  });
});
