import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/config/load.ts';
import type { SiteConfig } from '../../../../src/config/schema.ts';
import { fingerprintOf, foundInputs, inputRecord, type InputOptions, type InputRecord } from '../../../../src/generator/build/input-stamps.ts';
import { fixtureSite } from '../../../helpers/fixture.ts';
import { baseConfig } from '../../../helpers/site.ts';

const config: SiteConfig = validateConfig(baseConfig, 'config/legal-docs.config.ts', '');
const noDates = { dates: [], unannounced: [] };
const today = '2026-06-01';

let dir: string;
let options: InputOptions;
/** The fingerprint now, given what the last look recorded (so files whose stat did not change are not read). */
let last: InputRecord | undefined;
const fingerprint = async (changed: Partial<InputOptions> = {}) => {
  const found = await foundInputs({ ...options, ...changed }, last);
  last = inputRecord(found, noDates, today, []);
  return last.fingerprint;
};
const write = (rel: string, text: string) => mkdir(path.dirname(path.join(dir, rel)), { recursive: true }).then(() => writeFile(path.join(dir, rel), text));

beforeEach(async () => {
  dir = await fixtureSite('clean');
  options = { root: dir, config, configFile: 'config/legal-docs.config.ts', outDir: path.join(dir, 'build'), cacheDir: path.join(dir, '.legaldocs-cache'), salt: ['en', 'es'], extra: ['src/css/custom.css'] };
  last = undefined;
});

describe('foundInputs', () => {
  it('is the same while nothing changed, and when a file is saved again as it was', async () => {
    const first = await fingerprint();
    expect(await fingerprint()).toBe(first);
    const logo = path.join(dir, 'static/img/logo.svg');
    await writeFile(logo, await readFile(logo));
    await utimes(logo, new Date('2030-01-01'), new Date('2030-01-01'));
    expect(await fingerprint()).toBe(first);
  });

  it.each([
    ['a document edited', () => write('content/docs/intro.md', '---\ntitle: Intro\n---\n\nChanged.\n')],
    ['a document added in a new folder', () => write('content/docs/new/page.md', '# New\n')],
    ['a document removed', () => rm(path.join(dir, 'content/docs/old/history.md'))],
    ['a translation edited', () => write('content/i18n/es/docs/intro.md', '# Hola\n')],
    ['a category file', () => write('content/docs/guide/_category_.json', '{"label":"Other"}')],
    ['a static file', () => write('static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a file the config imports', () => write('config/site.ts', 'export const site = {};\n')],
    ['a locale’s UI strings', () => write('content/i18n/es/ui.json', '{}')],
    ['a sidebars file at the root', () => write('sidebars.json', '{}')],
    ['a stylesheet the config names outside those folders', () => write('src/css/custom.css', ':root { --brand: red; }')],
    ['a document’s modification time (its last-updated date of last resort)', () => utimes(path.join(dir, 'content/docs/intro.md'), new Date('2031-01-01'), new Date('2031-01-01'))],
  ])('changes with %s', async (_kind, change) => {
    const before = await fingerprint();
    await change();
    expect(await fingerprint()).not.toBe(before);
  });

  it('changes with the config and with what else of the run changes the output', async () => {
    const before = await fingerprint();
    expect(await fingerprint({ config: { ...config, title: 'Other' } })).not.toBe(before);
    expect(await fingerprint({ salt: ['en'] })).not.toBe(before);
  });

  it('does not take the output folder, the cache, node_modules or hidden files for inputs', async () => {
    const before = await fingerprint();
    await write('build/docs/intro.html', '<p>built</p>');
    await write('.legaldocs-cache/x.json', '{}');
    await write('node_modules/x/index.js', '');
    await write('content/docs/.draft.md', '# hidden\n');
    // Another output folder a build made (it carries legaldocs's mark) inside the content.
    await write('content/docs/site/.legaldocs-output', '{}');
    await write('content/docs/site/page.md', '# built elsewhere\n');
    expect(await fingerprint()).toBe(before);
  });

  it('follows git: a new commit changes it, though no file does', async () => {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: dir });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'first');
    const before = await fingerprint();
    expect(await fingerprint()).toBe(before);
    git('commit', '-q', '--allow-empty', '-m', 'second');
    expect(await fingerprint()).not.toBe(before);
  });
});

describe('inputRecord', () => {
  it('records no fingerprint when the sources read a file the look before reading did not see', async () => {
    const found = await foundInputs(options);
    expect(inputRecord(found, noDates, today, ['content/docs/intro.md']).fingerprint).not.toBe('');
    expect(inputRecord(found, noDates, today, ['src/css/imported.css']).fingerprint).toBe('');
  });
});

describe('fingerprintOf', () => {
  it('changes on the build date an effective date comes, not on the days between', async () => {
    const found = await foundInputs(options);
    const schedule = { dates: ['2025-01-01', '2026-09-01'], unannounced: [] };
    const on = (day: string) => fingerprintOf(found, schedule, day);
    expect(on('2026-08-31')).toBe(on('2026-06-01'));
    expect(on('2026-09-01')).not.toBe(on('2026-08-31'));
    expect(on('2027-03-01')).toBe(on('2026-09-01'));
  });

  it('changes every day while a version dated ahead is not committed (its announcement is dated by the build)', async () => {
    const found = await foundInputs(options);
    const schedule = { dates: ['2026-09-01'], unannounced: ['2026-09-01'] };
    expect(fingerprintOf(found, schedule, '2026-06-02')).not.toBe(fingerprintOf(found, schedule, '2026-06-01'));
  });
});
