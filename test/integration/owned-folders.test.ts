// Data loss: legaldocs replaces its output folder whole and empties a cache another version made,
// so the folders it is given must be its own. An output or cache folder that is, holds or lies
// inside the site's sources, the tool, or a folder of files legaldocs did not make is refused
// before anything is touched, with the folder and the reason; every file stays as it was.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { outputMark, outputMarkText } from '../../src/generator/runtime/owned-folders.ts';
import { fixtureSite, hashes, repoRoot, runCli } from '../helpers/fixture.ts';

/** Every file of the site folder and of its parent (hashed), to show nothing was deleted or changed. */
async function everything(dir: string): Promise<Record<string, string>> {
  return hashes(path.dirname(dir));
}

/** Runs `legaldocs <args> --format json` in `dir`, expecting a refusal: exit 1 and the error it reports. */
async function refused(dir: string, args: string[]): Promise<Diagnostic> {
  const result = await runCli(dir, [...args, '--format', 'json']);
  expect(result.code, result.stderr).toBe(1);
  const errors = (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.severity === 'error');
  expect(errors, result.stdout).toHaveLength(1);
  return errors[0]!;
}

/** A clean site inside a parent folder holding a file of its own, as a site folder in a home folder or a monorepo is. */
async function siteWithNeighbours(): Promise<string> {
  const outer = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-parent-'));
  const dir = path.join(outer, 'site');
  await cp(await fixtureSite('clean'), dir, { recursive: true });
  await writeFile(path.join(outer, 'notes.txt'), 'the parent folder holds files of its own\n');
  return dir;
}

describe('the output folder', () => {
  it.each([
    ['content', /holds the site's sources \(content\/docs\)/],
    ['static', /holds the site's sources \(static\)/],
    ['config', /holds the site's sources \(config\)/],
    ['content/docs/out', /lies inside the site's sources \(content\/docs\)/],
    ['.', /is the site folder itself/],
    ['..', /holds the site folder/],
    ['', /is the site folder itself/],
  ])('--out "%s" is refused, naming the folder and why, and no file changes', async (out, why) => {
    const dir = await siteWithNeighbours();
    const before = await everything(dir);
    const error = await refused(dir, ['build', '--out', out]);
    expect(error.code).toBe('output-not-writable');
    expect(error.message).toContain(`Refusing the output folder "${path.resolve(dir, out)}" (--out ${out})`);
    expect(error.message).toMatch(why);
    expect(error.hint).toMatch(/--out build/);
    expect(await everything(dir)).toEqual(before);
  });

  it('with the documents in the site folder itself, builds into the default output and cache, never reading them, node_modules or .git as content', async () => {
    // A repository of policies at its root, as basecamp/policies keeps them, with the smallest config.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-root-docs-'));
    await mkdir(path.join(dir, 'config'));
    await mkdir(path.join(dir, 'static'));
    await writeFile(path.join(dir, 'config/legal-docs.config.ts'), "export default { title: 'Policies', url: 'https://policies.example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' } } }, docs: { path: '.' } };\n");
    await writeFile(path.join(dir, 'terms.md'), '# Terms of Service\n\nThe terms.\n');
    await writeFile(path.join(dir, 'privacy.md'), '# Privacy Policy\n\nThe policy.\n');
    await writeFile(path.join(dir, 'package.json'), '{ "private": true }\n');
    // What a JavaScript project keeps beside its documents: packages with READMEs, git's folder.
    await mkdir(path.join(dir, 'node_modules/left-pad/docs'), { recursive: true });
    await writeFile(path.join(dir, 'node_modules/left-pad/README.md'), '# left-pad\n');
    await writeFile(path.join(dir, 'node_modules/left-pad/docs/api.md'), '# API\n');
    await mkdir(path.join(dir, '.git'));
    await writeFile(path.join(dir, '.git/description.md'), '# git\n');
    await writeFile(path.join(dir, 'static/notes.md'), '# Notes\n');
    const pages = async () => (await readFile(path.join(dir, 'build/sitemap.xml'), 'utf8')).match(/<loc>[^<]*<\/loc>/g)!.join(' ');
    const built = await runCli(dir, ['build', '--format', 'json']);
    expect(built.code, built.stdout).toBe(0);
    expect(existsSync(path.join(dir, 'build', outputMark))).toBe(true);
    expect(existsSync(path.join(dir, 'node_modules/.cache/legaldocs'))).toBe(true);
    const first = await pages();
    expect(first).toContain('/docs/terms');
    expect(first).toContain('/docs/privacy');
    expect(first).not.toMatch(/node_modules|left-pad|\.git|\/build\/|\/static\/|\/config\//);
    // Built again, and checked: the output the first build wrote is not read back as documents.
    const again = await runCli(dir, ['build', '--format', 'json']);
    expect(again.code, again.stdout).toBe(0);
    expect(await pages()).toBe(first);
    const checked = await runCli(dir, ['check', '--format', 'json']);
    expect((JSON.parse(checked.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => /build\/|node_modules/.test(d.file ?? ''))).toEqual([]);
  });

  it('a folder of files legaldocs did not make is refused; an empty one, a missing one or one a build made is used', async () => {
    const dir = await fixtureSite('clean');
    await mkdir(path.join(dir, 'notes'));
    await writeFile(path.join(dir, 'notes', 'minutes.md'), 'not a build\n');
    const error = await refused(dir, ['build', '--out', 'notes']);
    expect(error.message).toMatch(/already holds files that legaldocs did not make/);
    expect(await readFile(path.join(dir, 'notes', 'minutes.md'), 'utf8')).toBe('not a build\n');

    await mkdir(path.join(dir, 'empty'));
    for (const out of ['empty', 'fresh', 'fresh']) {
      const result = await runCli(dir, ['build', '--out', out]);
      expect(result.code, result.stderr).toBe(0);
      expect(existsSync(path.join(dir, out, '.legaldocs-output'))).toBe(true);
    }
    // A build made it, and a file added to it since does not make it another's.
    await writeFile(path.join(dir, 'fresh', 'extra.txt'), 'added by hand\n');
    expect((await runCli(dir, ['build', '--out', 'fresh'])).code).toBe(0);
  });

  it('an earlier version’s build (no mark) is taken over when the cache recorded its files, refused when it holds others', async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    await rm(path.join(dir, 'build', '.legaldocs-output'));
    expect((await runCli(dir, ['build', '--no-cache'])).code).toBe(0);
    expect(existsSync(path.join(dir, 'build', '.legaldocs-output'))).toBe(true);

    await rm(path.join(dir, 'build', '.legaldocs-output'));
    await writeFile(path.join(dir, 'build', 'mine.txt'), 'not recorded\n');
    const error = await refused(dir, ['build']);
    expect(error.message).toMatch(/"[^"]*build" \(--out build\): it already holds files that legaldocs did not make/);
    expect(existsSync(path.join(dir, 'build', 'mine.txt'))).toBe(true);
  });

  it('inside the tool\'s own code, or holding the tool, is refused', async () => {
    const dir = await fixtureSite('clean');
    const inTool = path.join(repoRoot, 'dist', 'site-out');
    const error = await refused(dir, ['build', '--out', inTool]);
    expect(error.message).toMatch(/lies inside legaldocs's own code/);
    expect(existsSync(inTool)).toBe(false);
  });

  it('the cache folder inside the output is refused (the cache would be published)', async () => {
    const dir = await fixtureSite('clean');
    const error = await refused(dir, ['build', '--out', 'build', '--cache-dir', 'build/cache']);
    expect(error.message).toMatch(/--out build\): it holds the cache folder \(build\/cache\)/);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
    const same = await refused(dir, ['build', '--out', 'build', '--cache-dir', 'build']);
    expect(same.message).toMatch(/it is also the cache folder/);
    // The output folder by default.
    const byDefault = await refused(dir, ['build', '--cache-dir', 'build']);
    expect(byDefault.message).toMatch(/"\S+\/build" \(--out build\): it is also the cache folder/);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('a cache folder in an output folder a build made is refused by every command, which knows no output folder', async () => {
    const dir = await fixtureSite('clean');
    await mkdir(path.join(dir, 'public'));
    await writeFile(path.join(dir, 'public', outputMark), outputMarkText);
    const before = await hashes(dir);
    for (const [command, cacheDir] of [['check', 'public/cache'], ['build', 'public']] as const) {
      const error = await refused(dir, [command, '--cache-dir', cacheDir]);
      expect(error.message).toMatch(/an output folder a build made \(public\): the cache would be published with the site/);
    }
    expect(await hashes(dir)).toEqual(before);
  });
});

describe('the cache folder', () => {
  it.each([
    ['content', /holds the site's sources \(content\/docs\)/],
    ['content/docs', /holds the site's sources \(content\/docs\)/],
    ['..', /holds the site folder/],
    ['.', /is the site folder itself/],
    ['node_modules', /already holds files that legaldocs did not make/],
  ])('--cache-dir "%s" is refused by check and build, and no file changes', async (cacheDir, why) => {
    const dir = await siteWithNeighbours();
    await mkdir(path.join(dir, 'node_modules', 'left-pad'), { recursive: true });
    await writeFile(path.join(dir, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
    const before = await everything(dir);
    for (const command of ['check', 'build']) {
      const error = await refused(dir, [command, '--cache-dir', cacheDir]);
      expect(error.message).toContain(`Refusing the cache folder "${path.resolve(dir, cacheDir)}" (--cache-dir ${cacheDir})`);
      expect(error.message).toMatch(why);
    }
    expect(await everything(dir)).toEqual(before);
  });

  it('the config\'s cacheDir is refused at its line', async () => {
    const dir = await fixtureSite('clean');
    const file = path.join(dir, 'config/legal-docs.config.ts');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('defineConfig(site)', "defineConfig({\n  ...site,\n  cacheDir: 'content',\n})"));
    const before = await hashes(dir);
    const error = await refused(dir, ['build']);
    expect(error).toMatchObject({ file: 'config/legal-docs.config.ts', line: 6 });
    expect(error.message).toMatch(/\(cacheDir in the config\): it holds the site's sources/);
    expect(await hashes(dir)).toEqual(before);
  });

  it('one another version of legaldocs made is emptied; a default folder without the stamp is used as it is, never emptied', async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build', '--cache-dir', 'cache'])).code).toBe(0);
    await writeFile(path.join(dir, 'cache', 'legaldocs-cache.json'), '{"legaldocs":"0.0.1","v8":"1"}');
    await writeFile(path.join(dir, 'cache', 'old-entry.bin'), 'made by 0.0.1');
    const result = await runCli(dir, ['build', '--cache-dir', 'cache', '--format', 'json']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/made by legaldocs 0\.0\.1/);
    expect(existsSync(path.join(dir, 'cache', 'old-entry.bin'))).toBe(false);
    expect(existsSync(path.join(dir, 'cache', '.gitignore'))).toBe(true);

    await mkdir(path.join(dir, '.legaldocs-cache'));
    await writeFile(path.join(dir, '.legaldocs-cache', 'kept.txt'), 'no stamp here');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect(await readFile(path.join(dir, '.legaldocs-cache', 'kept.txt'), 'utf8')).toBe('no stamp here');
  });
});
