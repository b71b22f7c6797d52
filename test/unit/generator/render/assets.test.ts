// The client bundle: its URLs follow the base URL, and it is kept in the site's cache folder and
// beside the tool, reused from either only while every source it was made from is unchanged.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAssets } from '../../../../src/generator/render/assets.ts';

// A site cache folder, inside the run's temporary folder (removed with it).
const cacheDir = () => mkdtemp(path.join(os.tmpdir(), 'assets-cache-'));

/** The one bundle entry a cache folder holds. */
async function entryOf(dir: string): Promise<string> {
  const names = (await readdir(dir)).filter((n) => /^assets-[0-9a-f]{16}\.json$/.test(n));
  expect(names).toHaveLength(1);
  return path.join(dir, names[0]!);
}

describe('buildAssets', () => {
  it('names the script and stylesheet under the base URL, with the same files for every base', async () => {
    const [under, atRoot] = await Promise.all([cacheDir(), cacheDir()]);
    const a = await buildAssets('/legal/', under);
    const b = await buildAssets('/', atRoot);
    expect(a.assets.script).toMatch(/^\/legal\/assets\/main-[A-Z0-9]+\.js$/);
    expect(a.assets.style).toMatch(/^\/legal\/assets\/main-[A-Z0-9]+\.css$/);
    expect(b.assets.script).toBe(a.assets.script.replace('/legal/', '/'));
    expect([...b.files.keys()].sort()).toEqual([...a.files.keys()].sort());
    expect(a.files.has(a.assets.script.slice('/legal/'.length))).toBe(true);
    // Each site's cache folder holds the entry, so a CI machine new to this tool finds it there.
    expect(await readFile(await entryOf(under), 'utf8')).toBe(await readFile(await entryOf(atRoot), 'utf8'));
  });

  it('replaces a damaged or outdated entry in the site cache instead of using it', async () => {
    const dir = await cacheDir();
    const good = await buildAssets('/', dir);
    const file = await entryOf(dir);
    const valid = await readFile(file, 'utf8');
    const outdated = JSON.parse(valid) as { inputs: Record<string, string>; files: Record<string, string> };
    // Made from another version of a source file: its bundle must not be served.
    outdated.inputs[Object.keys(outdated.inputs)[0]!] = '0'.repeat(64);
    outdated.files[good.assets.script.slice(1)] = Buffer.from('alert(1)').toString('base64');
    for (const text of ['{"inputs":', JSON.stringify(outdated)]) {
      await writeFile(file, text);
      const again = await buildAssets('/', dir);
      expect(Buffer.from(again.files.get(good.assets.script.slice(1))!).toString()).not.toBe('alert(1)');
      expect(again.files).toEqual(good.files);
      expect(await readFile(file, 'utf8')).toBe(valid);
    }
  });

  it('bundles afresh without a cache folder', async () => {
    const cached = await buildAssets('/', await cacheDir());
    const fresh = await buildAssets('/');
    expect(fresh.files).toEqual(cached.files);
  });
});
