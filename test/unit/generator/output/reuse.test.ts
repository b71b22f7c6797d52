// The previous build's record: a file is offered for reuse only under its own key, or for an
// unchanged site, and never once it has been edited or removed by hand.
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previousOutput, recordOutput } from '../../../../src/generator/output/reuse.ts';

const summary = { diagnostics: [], pagesPerLocale: { en: 2 }, pdfs: 0, commitDated: [] };

async function builtSite() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'output-reuse-'));
  const out = path.join(dir, 'build');
  const cache = path.join(dir, 'cache');
  await mkdir(path.join(out, 'docs'), { recursive: true });
  await writeFile(path.join(out, 'docs/a.html'), '<p>a</p>');
  await writeFile(path.join(out, 'docs/b.html'), '<p>b</p>');
  await recordOutput(cache, out, { siteKey: 'site-1', keys: new Map([['docs/a.html', 'key-a'], ['docs/b.html', 'key-b']]), summary });
  return { dir, out, cache };
}

describe('previousOutput', () => {
  it('offers a file made with the same key, and every intact file while the site is unchanged', async () => {
    const { dir, out, cache } = await builtSite();
    try {
      const same = await previousOutput(cache, out, 'site-1');
      expect(same.reusable('docs/a.html', 'key-a')).toEqual({ from: path.join(out, 'docs/a.html') });
      expect(same.reusable('docs/a.html', 'other')).toBeUndefined();
      expect(same.unchanged('docs/b.html')).toEqual({ from: path.join(out, 'docs/b.html'), key: 'key-b' });
      const changed = await previousOutput(cache, out, 'site-2');
      expect(changed.unchanged('docs/b.html')).toBeUndefined();
      expect(changed.reusable('docs/b.html', 'key-b')).toEqual({ from: path.join(out, 'docs/b.html') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('never offers a file edited or deleted since it was recorded', async () => {
    const { dir, out, cache } = await builtSite();
    try {
      await writeFile(path.join(out, 'docs/a.html'), '<p>edited by hand</p>');
      await rm(path.join(out, 'docs/b.html'));
      const previous = await previousOutput(cache, out, 'site-1');
      expect(previous.reusable('docs/a.html', 'key-a')).toBeUndefined();
      expect(previous.unchanged('docs/a.html')).toBeUndefined();
      expect(previous.unchanged('docs/b.html')).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('finds the folder untouched only when the site is unchanged and the folder holds exactly the recorded files', async () => {
    const { dir, out, cache } = await builtSite();
    try {
      expect((await previousOutput(cache, out, 'site-1')).untouched()).toBe(true);
      expect((await previousOutput(cache, out, 'site-1')).summary).toEqual(summary);
      expect((await previousOutput(cache, out, 'site-2')).untouched()).toBe(false);
      expect((await previousOutput(cache, out, 'site-2')).summary).toBeUndefined();
      await writeFile(path.join(out, 'docs/stray.html'), '<p>added by hand</p>');
      expect((await previousOutput(cache, out, 'site-1')).untouched()).toBe(false);
      await rm(path.join(out, 'docs/stray.html'));
      expect((await previousOutput(cache, out, 'site-1')).untouched()).toBe(true);
      await writeFile(path.join(out, 'docs/a.html'), '<p>edited by hand</p>');
      expect((await previousOutput(cache, out, 'site-1')).untouched()).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('offers nothing without a record, or with a damaged one', async () => {
    const { dir, out, cache } = await builtSite();
    try {
      expect((await previousOutput(path.join(dir, 'elsewhere'), out, 'site-1')).unchanged('docs/a.html')).toBeUndefined();
      expect((await previousOutput(path.join(dir, 'elsewhere'), out, 'site-1')).untouched()).toBe(false);
      for (const file of await readdir(cache)) await writeFile(path.join(cache, file), '{"siteKey": "site-1"');
      expect((await previousOutput(cache, out, 'site-1')).reusable('docs/a.html', 'key-a')).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
