// dev's watcher (here in the test's own thread: the worker runs only from dist/, which the dev
// integration test covers): once ready it reports saved, added and removed files by path.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { watchFolders } from '../../../src/server/watch.ts';

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('watchFolders', () => {
  it('reports saved, added and removed files under the folders once ready', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-watch-'));
    await mkdir(path.join(dir, 'docs'));
    await writeFile(path.join(dir, 'docs/a.md'), 'a');
    let changed: string[] = [];
    const errors: string[] = [];
    const watcher = watchFolders([path.join(dir, 'docs')], (file) => changed.push(file), (message) => errors.push(message));
    const a = path.join(dir, 'docs/a.md');
    const b = path.join(dir, 'docs/b.md');
    try {
      await watcher.ready;
      await writeFile(a, 'a, edited');
      await writeFile(b, 'b');
      await until(() => changed.includes(a) && changed.includes(b));
      expect([...new Set(changed)].sort()).toEqual([a, b]);
      changed = [];
      await rm(a);
      await until(() => changed.includes(a));
      expect(changed).toContain(a);
      expect(errors).toEqual([]);
    } finally {
      await watcher.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
