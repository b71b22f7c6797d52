// A legal team new to legaldocs: the packed tool installed into an empty folder (from npm's cache),
// `init`, then build, check, dev and the TypeScript check of the config under `tsc --init`'s
// defaults, with no edit in between; and what the install brings into the site.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

const run = promisify(execFile);
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');

let site: string;
let bin: string;
/** Runs the installed tool's command line in the site, as `npx legaldocs` would. */
const legaldocs = (args: string[]) => run(bin, args, { cwd: site, env: { ...process.env, CI: 'true' } });

beforeAll(async () => {
  const work = await mkdtemp(path.join(os.tmpdir(), 'new-site-'));
  // dist/ is compiled by the test command before any test runs; packing again would only repeat it.
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: repoRoot });
  const tarball = path.join(work, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);
  site = path.join(work, 'site');
  await mkdir(site);
  // Every package the tool needs is in npm's cache once this checkout was installed.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], { cwd: site });
  bin = path.join(site, 'node_modules/.bin/legaldocs');
}, 240_000);

describe('a new site from the packed tool', () => {
  it('installs only what the compiled tool loads: no sources, source maps or bundled packages', async () => {
    const installed = path.join(site, 'node_modules');
    expect(existsSync(path.join(installed, 'legaldocs/src'))).toBe(false);
    expect(await fg('legaldocs/**/*.map', { cwd: installed })).toEqual([]);
    const top = (await readdir(installed)).filter((name) => !name.startsWith('.'));
    expect(top.filter((name) => ['react', 'react-dom', 'zod', 'unified', 'chokidar', 'commander', 'algoliasearch', 'linkinator'].includes(name))).toEqual([]);
    const sizes = await run('du', ['-sm', installed]);
    expect(Number(sizes.stdout.split('\t')[0])).toBeLessThanOrEqual(60);
  });

  it('starts a site with init that builds and checks with no edit, and refuses to write over it', async () => {
    const init = await legaldocs(['init']);
    expect(init.stdout).toContain('config/legal-docs.config.ts');
    expect(init.stdout).toContain('npx legaldocs dev');
    const pkg = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as { type: string; scripts: Record<string, string> };
    expect(pkg.type).toBe('module');
    expect(pkg.scripts.build).toBe('legaldocs build');

    const build = await legaldocs(['build']);
    expect(build.stdout).toMatch(/^Built \d+ pages in 2 locales \(en \d+, es \d+\) to build; 0 warnings/);
    const terms = await readFile(path.join(site, 'build/docs/terms-of-service.html'), 'utf8');
    expect(terms).toContain('Previous versions');
    // The starter's brand: its CSS bundled after legaldocs's own into the one stylesheet, a logo per theme, and link previews.
    const style = /<link rel="stylesheet" href="\/(assets\/main-[^"]+\.css)">/.exec(terms)![1]!;
    expect(await readFile(path.join(site, 'build', style), 'utf8')).toMatch(/\.button\{[\s\S]*\/\* theme\/brand\.css \*\/\n:root \{\n  --link: #1d4ed8;/);
    expect(terms).toContain('class="navbar__logo navbar__logo--dark" src="/img/logo-dark.svg"');
    expect(terms).toContain('<meta property="og:url" content="https://legal.example.com/docs/terms-of-service">');
    expect(terms).toContain('<meta name="twitter:card" content="summary">');
    const script = /<script[^>]+src="\/(assets\/main-[^"]+\.js)"/.exec(terms)?.[1];
    expect(script && existsSync(path.join(site, 'build', script))).toBe(true);
    expect(existsSync(path.join(site, 'build/es/docs/terms-of-service.html'))).toBe(true);
    expect(existsSync(path.join(site, 'build/docs/terms-of-service/changes/2025-06-01.html'))).toBe(true);

    expect((await legaldocs(['check'])).stdout).toMatch(/^Checked \d+ pages in 2 locales: no errors\.$/m);
    await expect(legaldocs(['init'])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('is not empty') });
  });

  let dev: Running | undefined;
  afterAll(() => dev?.stop());

  it('serves the new site with dev, and a first translation saved while it runs', async () => {
    // The site as it was before anything was translated: no content/i18n/ folder at all.
    const translations = path.join(site, 'content/i18n');
    await rename(translations, `${translations}.later`);
    dev = await startCli(site, ['dev', '--port', '0'], bin);
    const page = await fetch(`${dev.url}/docs/terms-of-service`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Terms of Service');
    const spanishTitle = async () => /<h1[^>]*>([^<]*)/.exec(await (await fetch(`${dev!.url}/es/docs/terms-of-service`)).text())?.[1];
    expect(await spanishTitle()).toBe('Terms of Service');
    await rename(`${translations}.later`, translations);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (await spanishTitle()) !== 'Condiciones del servicio') await new Promise((r) => setTimeout(r, 100));
    expect(await spanishTitle(), dev.output()).toBe('Condiciones del servicio');
    expect(dev.output()).not.toMatch(/own code|build:tool|node_modules/);
  }, 150_000);

  it('type-checks the config under tsc --init defaults, and a misspelt key fails it', async () => {
    await run(tsc, ['--init'], { cwd: site });
    await run(tsc, ['--noEmit'], { cwd: site });
    const config = path.join(site, 'config/legal-docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('baseUrl:', 'baseURL:'));
    await expect(run(tsc, ['--noEmit'], { cwd: site })).rejects.toMatchObject({ stdout: expect.stringContaining("'baseURL' does not exist in type 'UserConfig'") });
  });
});
