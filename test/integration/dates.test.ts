// Last-update dates of a site moved into git in one commit: the build says which documents show
// the import's day, instead of silently dating every page to it.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';

/** Commits everything in `dir` at `date` (ISO), as `git commit` would have then. */
function commitAll(dir: string, message: string, date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' };
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', message], { cwd: dir, env });
}

describe('a site imported into git in one commit', () => {
  let dir: string;
  let text: CliResult;
  let json: CliResult;
  beforeAll(async () => {
    dir = await fixtureSite('bulk-import');
    execFileSync('git', ['init', '-q'], { cwd: dir });
    commitAll(dir, 'Import from the old site', '2024-03-01T12:00:00Z');
    const terms = path.join(dir, 'content/docs/guide/terms.md');
    await writeFile(terms, `${await readFile(terms, 'utf8')}\nA clause added later.\n`);
    commitAll(dir, 'Terms: add a clause', '2024-06-20T12:00:00Z');
    text = await runCli(dir, ['build']);
    json = await runCli(dir, ['build', '--format', 'json', '--out', 'build-json']);
  }, 60_000);

  it('names the documents that show the import day, in the build summary (plain, as in CI)', () => {
    expect(text.code, text.stderr).toBe(0);
    const importHash = execFileSync('git', ['log', '--format=%h', '-1', 'HEAD~1'], { cwd: dir, encoding: 'utf8' }).trim();
    // 9 imported policies, intro and history, and the two Spanish translations; not the terms
    // (edited since) nor the privacy notice (its front matter has a date).
    expect(text.stdout).toContain(`dates: 13 documents show 2024-03-01 as last updated: the day commit ${importHash} added 13 documents at once (an import)`);
    expect(text.stdout).toContain('Give each its real date, e.g. in content/docs/imported/policy-01.md: last_update: { date: YYYY-MM-DD }');
    const { importDated } = JSON.parse(json.stdout) as { importDated: { commit: string; added: number; files: string[] }[] };
    expect(importDated).toHaveLength(1);
    expect(importDated[0]!.files).toContain('content/i18n/es/docs/intro.md');
    // A name outside ASCII, which git quotes by default, is found too.
    expect(importDated[0]!.files).toContain('content/docs/imported/política-09.md');
    expect(importDated[0]!.files).not.toContain('content/docs/guide/terms.md');
    expect(importDated[0]!.files).not.toContain('content/docs/guide/privacy.md');
  });

  it('still shows the dates git gives (the note is the only difference)', async () => {
    const page = (file: string) => readFile(path.join(dir, 'build', file), 'utf8');
    expect(await page('docs/imported/policy-01.html')).toContain('dateTime="2024-03-01T12:00:00.000Z"');
    expect(await page('docs/guide/terms.html')).toContain('dateTime="2024-06-20T12:00:00.000Z"');
  });

  it('says nothing of a commit that added a few documents', async () => {
    const clean = await fixtureSite('clean');
    execFileSync('git', ['init', '-q'], { cwd: clean });
    commitAll(clean, 'A few documents', '2024-03-01T12:00:00Z');
    const result = await runCli(clean, ['build']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('dates:');
  });
});
