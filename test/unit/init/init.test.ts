// init: the starter written into an empty folder (or one holding only what npm and git made), its
// package.json and .gitignore completed rather than replaced, a folder with files of its own refused.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';
import { initReport, initSite } from '../../../src/init/init.ts';

const folder = () => mkdtemp(path.join(os.tmpdir(), 'init-'));
const json = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;

describe('initSite', () => {
  it('writes the starter with its dot-files named as such, and a package.json naming legaldocs', async () => {
    const dir = path.join(await folder(), 'Acme Legal');
    const result = initSite({ folder: dir });
    expect(result.written).toEqual(expect.arrayContaining(['.gitignore', '.github/workflows/legal-docs.yml', 'config/legal-docs.config.ts', 'content/i18n/es/docs/terms-of-service.md', 'package.json']));
    expect(result.written.some((f) => /(^|\/)_/.test(f))).toBe(false);
    expect(await json(path.join(dir, 'package.json'))).toMatchObject({ name: 'acme-legal', type: 'module', scripts: { dev: 'legaldocs dev' }, devDependencies: { legaldocs: expect.stringMatching(/^\^\d/) } });
    expect(result.newPackage).toBe(true);
    const report = initReport(result, path.dirname(dir));
    expect(report).toContain('cd "Acme Legal"');
    expect(report).toMatch(/^ {2}npm install +installs legaldocs/m);
  });

  it('completes what npm init and npm install left instead of refusing or replacing it', async () => {
    const dir = await folder();
    await mkdir(path.join(dir, 'node_modules/legaldocs'), { recursive: true });
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'legal', type: 'commonjs', scripts: { build: 'make site' }, dependencies: { legaldocs: 'file:../legaldocs.tgz' } }));
    await writeFile(path.join(dir, '.gitignore'), 'node_modules/\n.env\n');
    const result = initSite({ folder: dir });
    expect(await json(path.join(dir, 'package.json'))).toEqual({
      name: 'legal',
      type: 'module',
      scripts: { build: 'make site', dev: 'legaldocs dev', check: 'legaldocs check', serve: 'legaldocs serve' },
      dependencies: { legaldocs: 'file:../legaldocs.tgz' },
      allowScripts: { esbuild: true },
    });
    expect(await readFile(path.join(dir, '.gitignore'), 'utf8')).toBe('node_modules/\n.env\nbuild/\n.legaldocs-cache/\n');
    expect(result.completed).toEqual(['.gitignore: build/ .legaldocs-cache/', 'package.json: allowScripts esbuild', 'package.json: "type": "module"', 'package.json: scripts dev, check, serve']);
    expect(result.replaced).toEqual([]);
    // Installed already: the next step is dev, not an install.
    expect(initReport(result, dir)).not.toContain('npm install');
  });

  it("keeps a decision the folder's package.json made on esbuild's install script", async () => {
    const dir = await folder();
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'legal', type: 'module', scripts: {}, allowScripts: { esbuild: false, sharp: true } }));
    const result = initSite({ folder: dir });
    expect((await json(path.join(dir, 'package.json'))).allowScripts).toEqual({ esbuild: false, sharp: true });
    expect(result.completed).not.toContain('package.json: allowScripts esbuild');
  });

  it('refuses a folder with files of its own, writing nothing, unless forced', async () => {
    const dir = await folder();
    await mkdir(path.join(dir, 'content/docs'), { recursive: true });
    await writeFile(path.join(dir, 'content/docs/terms-of-service.md'), '# Ours\n');
    let error: unknown;
    try {
      initSite({ folder: dir });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(LegaldocsError);
    expect((error as LegaldocsError).diagnostics).toEqual([expect.objectContaining({ code: 'folder-not-empty', message: expect.stringContaining('(content)') })]);
    expect(await readdir(dir)).toEqual(['content']);

    const forced = initSite({ folder: dir, force: true });
    expect(forced.replaced).toEqual(['content/docs/terms-of-service.md']);
    expect(initReport(forced)).toContain('content/docs/terms-of-service.md (replaced)');
    expect(existsSync(path.join(dir, 'config/legal-docs.config.ts'))).toBe(true);
  });
});
