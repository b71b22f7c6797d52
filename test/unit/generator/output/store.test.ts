// The cache's page store: a page is offered under its key only while its bytes are the ones filed,
// held once (the output's own file, linked, however many keys made it), and the store keeps what
// the last two builds used, no more.
import { mkdtemp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageStore } from '../../../../src/generator/output/store.ts';
import { cacheNote } from '../../../../src/generator/runtime/cache-dir.ts';

/** A temporary output folder holding `pages` (file → text), and a cache folder beside it. */
async function output(pages: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'page-store-'));
  const out = path.join(dir, 'build');
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), text);
  }
  return { dir, out, cache: path.join(dir, 'cache') };
}

const key = (n: number) => n.toString(16).padStart(64, 'a');

describe('pageStore', () => {
  it('holds each page once, as the output’s own file, and offers it to a later build with no output folder', async () => {
    const { dir, out, cache } = await output({ 'docs/a.html': '<p>a</p>', 'docs/same.html': '<p>a</p>' });
    try {
      pageStore(cache).record(out, new Map([['docs/a.html', key(1)], ['docs/same.html', key(3)]]));
      const entry = pageStore(cache).find(key(1))!;
      expect((await stat(entry)).ino).toBe((await stat(path.join(out, 'docs/a.html'))).ino);
      expect(pageStore(cache).find(key(3))).toBe(entry);
      // A step that replaces the page (a new file, as formatters write) leaves the entry as it was.
      await writeFile(path.join(out, 'docs/a.html.tmp'), '<p>formatted</p>');
      await rename(path.join(out, 'docs/a.html.tmp'), path.join(out, 'docs/a.html'));
      await rm(out, { recursive: true });
      const store = pageStore(cache);
      expect(await readFile(store.find(key(1))!, 'utf8')).toBe('<p>a</p>');
      expect(store.find(key(2))).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('never offers a page edited in place after it was filed (the link shares the edit)', async () => {
    const { dir, out, cache } = await output({ 'docs/a.html': '<p>a</p>' });
    try {
      pageStore(cache).record(out, new Map([['docs/a.html', key(1)]]));
      await writeFile(path.join(out, 'docs/a.html'), '<p>edited in place</p>');
      expect(pageStore(cache).find(key(1))).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('never offers an entry whose bytes changed, and the run notes it once', async () => {
    const { dir, out, cache } = await output({ 'docs/a.html': '<p>a</p>', 'docs/b.html': '<p>b</p>' });
    try {
      pageStore(cache).record(out, new Map([['docs/a.html', key(1)], ['docs/b.html', key(2)]]));
      const store = pageStore(cache);
      await writeFile(store.find(key(1))!, '<p>A</p>');
      expect(pageStore(cache).find(key(1))).toBeUndefined();
      expect(pageStore(cache).find(key(2))).toBeDefined();
      expect(cacheNote(dir, cache)?.message).toMatch(/1 damaged entry was ignored/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('trusts nothing under a damaged index, notes it, and files the next build afresh', async () => {
    const { dir, out, cache } = await output({ 'docs/a.html': '<p>a</p>' });
    try {
      pageStore(cache).record(out, new Map([['docs/a.html', key(1)]]));
      await writeFile(path.join(cache, 'pages/index.json'), '{"generation": 1, "entr');
      const store = pageStore(cache);
      expect(store.find(key(1))).toBeUndefined();
      expect(cacheNote(dir, cache)?.message).toMatch(/1 damaged entry was ignored \(pages\/index.json\)/);
      store.record(out, new Map([['docs/a.html', key(1)]]));
      expect(await readFile(pageStore(cache).find(key(1))!, 'utf8')).toBe('<p>a</p>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps the pages of the last two builds only', async () => {
    const { dir, out, cache } = await output({ 'docs/a.html': '<p>a</p>' });
    try {
      for (const n of [1, 2, 3]) {
        // Each build writes a new file (in a new folder, swapped in).
        await rm(path.join(out, 'docs/a.html'));
        await writeFile(path.join(out, 'docs/a.html'), `<p>version ${n}</p>`);
        const store = pageStore(cache);
        store.record(out, new Map([['docs/a.html', key(n)]]));
      }
      const store = pageStore(cache);
      expect([1, 2, 3].map((n) => store.find(key(n)) !== undefined)).toEqual([false, true, true]);
      const entries = (await readdir(path.join(cache, 'pages'), { recursive: true })).filter((f) => f.includes(path.sep));
      expect(entries).toHaveLength(2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
