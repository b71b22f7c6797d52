// Where the caches go: never a node_modules of ours in a folder of markdown; --cache-dir and the
// config's cacheDir choose the folder, which holds everything a later run reuses — restored on a
// fresh checkout, as CI restores it — and nothing it cannot trust: another version's cache or a
// damaged entry is ignored with one note.
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { fixtureSite, hashes, runCli } from '../helpers/fixture.ts';

/** The cache's files, relative to it, with the parse cache's entries and the stored pages counted rather than named. */
async function cacheContents(dir: string): Promise<{ files: string[]; parsed: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  const named = files.filter((f) => !f.startsWith('docs/') && (!f.startsWith('pages/') || f === 'pages/index.json'));
  return { files: named.map((f) => f.replace(/-[0-9a-f]{16}\.json$/, '-<hash>.json')).sort(), parsed: files.filter((f) => f.startsWith('docs/')).length };
}

const cacheFiles = ['.gitignore', 'assets-<hash>.json', 'legaldocs-cache.json', 'output-<hash>.json', 'pages/index.json'];

/** A build's JSON report: its diagnostics and how many documents it parsed. */
async function build(dir: string, args: string[] = []): Promise<{ diagnostics: Diagnostic[]; parsed: number }> {
  const result = await runCli(dir, ['build', '--format', 'json', ...args], { SOURCE_DATE_EPOCH: '1767225600' });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { diagnostics: Diagnostic[]; parsed: number };
}

/** A fresh checkout of the clean site with `from`'s cache folder `persisted` restored into it, its files' times kept. */
async function checkoutWithCache(from: string): Promise<string> {
  const dir = await fixtureSite('clean');
  await cp(path.join(from, 'persisted'), path.join(dir, 'persisted'), { recursive: true, preserveTimestamps: true });
  return dir;
}

/** The build of the same checkout with no cache at all, for comparison. */
async function coldBuild(dir: string): Promise<Record<string, string>> {
  await build(dir, ['--no-cache', '--out', 'cold']);
  return hashes(path.join(dir, 'cold'));
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
    expect(await cacheContents(cache)).toEqual({ files: cacheFiles, parsed: 6 });
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
    expect((await cacheContents(path.join(dir, 'ci/legaldocs-cache'))).files).toEqual(cacheFiles);
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

  it('restored on a fresh checkout with one document changed in each locale: parses only that document, and builds what a cold build does', async () => {
    const first = await fixtureSite('clean');
    await build(first, ['--cache-dir', 'persisted']);
    const second = await checkoutWithCache(first);
    for (const file of ['content/docs/intro.md', 'content/i18n/es/docs/intro.md']) await appendFile(path.join(second, file), '\nA paragraph added by the next commit.\n');
    const report = await build(second, ['--cache-dir', 'persisted']);
    expect(report.parsed).toBe(2);
    expect(report.diagnostics).toEqual([]);
    expect(await hashes(path.join(second, 'build'))).toEqual(await coldBuild(second));
  });

  it('made by another version of legaldocs: not used, one note, and the build is what a cold build makes', async () => {
    const first = await fixtureSite('clean');
    await build(first, ['--cache-dir', 'persisted']);
    await writeFile(path.join(first, 'persisted/legaldocs-cache.json'), JSON.stringify({ legaldocs: '0.0.1', v8: process.versions.v8 }));
    const second = await checkoutWithCache(first);
    const report = await build(second, ['--cache-dir', 'persisted']);
    expect(report.diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([['warning', 'cache-ignored', 'persisted']]);
    expect(report.diagnostics[0]!.message).toContain('made by legaldocs 0.0.1');
    expect(report.parsed).toBe(6);
    expect(await hashes(path.join(second, 'build'))).toEqual(await coldBuild(second));
    // The cache now holds this version's: the next run uses it, and says nothing.
    expect(await build(second, ['--cache-dir', 'persisted', '--out', 'again'])).toMatchObject({ diagnostics: [], parsed: 0 });
  });

  it('with damaged files: ignores them with one note, never uses them, and builds what a cold build makes', async () => {
    const dir = await fixtureSite('clean');
    await build(dir, ['--cache-dir', 'persisted']);
    const cache = path.join(dir, 'persisted');
    const listed = (await readdir(cache, { recursive: true })).filter((f) => /^(docs|pages)\/[0-9a-f]{2}\/[0-9a-f]+/.test(f));
    const parsedEntries = listed.filter((f) => f.startsWith('docs/'));
    const storedPages = listed.filter((f) => f.startsWith('pages/'));
    // One parsed document cut short, one with a byte changed, one stored page altered.
    const cut = path.join(cache, parsedEntries[0]!);
    await writeFile(cut, (await readFile(cut)).subarray(0, 40));
    const flipped = path.join(cache, parsedEntries[1]!);
    const bytes = await readFile(flipped);
    bytes[bytes.length - 5] = bytes[bytes.length - 5]! ^ 0xff;
    await writeFile(flipped, bytes);
    await writeFile(path.join(cache, storedPages[0]!), '<!doctype html><p>not what was built</p>');
    // Into another folder, as on a fresh checkout: every page is looked for in the cache.
    const report = await build(dir, ['--cache-dir', 'persisted', '--out', 'again']);
    expect(report.diagnostics.map((d) => [d.severity, d.code])).toEqual([['warning', 'cache-ignored']]);
    expect(report.diagnostics[0]!.message).toMatch(/3 damaged entries were ignored/);
    expect(report.parsed).toBe(2);
    expect(await hashes(path.join(dir, 'again'))).toEqual(await coldBuild(dir));
  });
});
