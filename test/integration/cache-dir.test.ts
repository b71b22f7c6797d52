// Where the caches go: never a node_modules of ours in a folder of markdown; --cache-dir and the
// config's cacheDir choose the folder, which holds everything a later run reuses.
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

/** The cache's files, relative to it, with the parse cache's entries counted rather than named. */
async function cacheContents(dir: string): Promise<{ files: string[]; parsed: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  return { files: files.filter((f) => !f.startsWith('docs/')).map((f) => f.replace(/-[0-9a-f]{16}\.json$/, '-<hash>.json')).sort(), parsed: files.filter((f) => f.startsWith('docs/')).length };
}

/** The parse cache's entries with their modification times. */
async function parseEntries(dir: string): Promise<Map<string, number>> {
  const files = (await readdir(path.join(dir, 'docs'), { recursive: true })).filter((f) => f.endsWith('.bin'));
  return new Map(await Promise.all(files.map(async (f) => [f, (await stat(path.join(dir, 'docs', f))).mtimeMs] as const)));
}

describe('the cache folder', () => {
  it('is .legaldocs-cache (with a .gitignore) in a site folder without node_modules, and no node_modules appears', async () => {
    const dir = await fixtureSite('clean');
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
    const cache = path.join(dir, '.legaldocs-cache');
    expect(await cacheContents(cache)).toEqual({ files: ['.gitignore', 'assets-<hash>.json', 'output-<hash>.json'], parsed: 6 });
    expect(await readFile(path.join(cache, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
  });

  it('is node_modules/.cache/legaldocs in a site that has node_modules', async () => {
    const dir = await fixtureSite('clean');
    await mkdir(path.join(dir, 'node_modules'));
    expect((await runCli(dir, ['check'])).code).toBe(0);
    expect((await cacheContents(path.join(dir, 'node_modules/.cache/legaldocs'))).parsed).toBe(6);
    expect(existsSync(path.join(dir, '.legaldocs-cache'))).toBe(false);
  });

  it('is the config key cacheDir, and --cache-dir over it, relative to the site folder', async () => {
    const dir = await fixtureSite('cache-dir');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect((await cacheContents(path.join(dir, 'ci/legaldocs-cache'))).files).toEqual(['.gitignore', 'assets-<hash>.json', 'output-<hash>.json']);
    const elsewhere = await fixtureSite('clean');
    const flagged = await runCli(elsewhere, ['--root', dir, 'check', '--cache-dir', 'from-flag']);
    expect(flagged.code, flagged.stderr).toBe(0);
    expect((await cacheContents(path.join(dir, 'from-flag'))).parsed).toBe(6);
    expect(existsSync(path.join(dir, '.legaldocs-cache'))).toBe(false);
  });

  it('is what a later run reuses: restored on a fresh checkout, no document is parsed again', async () => {
    const first = await fixtureSite('clean');
    expect((await runCli(first, ['build', '--cache-dir', 'persisted'])).code).toBe(0);
    // A fresh checkout gets the persisted cache back, as a CI cache step restores it.
    const second = await fixtureSite('clean');
    await cp(path.join(first, 'persisted'), path.join(second, 'persisted'), { recursive: true, preserveTimestamps: true });
    const before = await parseEntries(path.join(second, 'persisted'));
    expect(before.size).toBe(6);
    expect((await runCli(second, ['build', '--cache-dir', 'persisted'])).code).toBe(0);
    // Parsed documents are written only on a miss: the same entries, none rewritten.
    expect(await parseEntries(path.join(second, 'persisted'))).toEqual(before);
  });
});
