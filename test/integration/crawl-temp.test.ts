// `check --crawl` builds the site into a temporary folder under TMPDIR: when the system refuses that
// folder (TMPDIR missing, or not a folder), the check stops with exit 1 and says what to do.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

describe('check --crawl without a usable temporary folder', () => {
  it('TMPDIR missing: exit 1 naming it and what to do', async () => {
    const dir = await fixtureSite('clean');
    const result = await runCli(dir, ['check', '--crawl'], { TMPDIR: '/nonexistent' });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('error cannot make a temporary folder for the crawl in "/nonexistent": no such file or directory (ENOENT) (output-not-writable)');
    expect(result.stderr).toContain('hint: Point TMPDIR at a folder that exists and that this user may write to, or run legaldocs check without --crawl.');
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
  }, 120_000);

  it('TMPDIR a file: exit 1, the same in JSON', async () => {
    const dir = await fixtureSite('clean');
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'notes');
    const result = await runCli(dir, ['check', '--crawl', '--format', 'json'], { TMPDIR: file });
    expect(result.code, result.stderr).toBe(1);
    expect(JSON.parse(result.stdout).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'output-not-writable',
        message: `cannot make a temporary folder for the crawl in "${file}": a file stands where a folder is needed (ENOTDIR)`,
        hint: 'Point TMPDIR at a folder that exists and that this user may write to, or run legaldocs check without --crawl.',
      },
    ]);
  }, 120_000);
});
