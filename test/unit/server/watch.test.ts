// dev's watcher (here in the test's own thread: the worker runs only from dist/, which the dev
// integration test covers): it reports the files saved since dev started reading, even before it
// was watching them, and once ready every saved, added and removed file, by path.
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchFolders, type Watcher } from '../../../src/server/watch.ts';

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
}

let dir: string;
let watcher: Watcher | undefined;
let changed: string[];
let errors: string[];
const file = (name: string) => path.join(dir, 'docs', name);
const start = (since: number) => (watcher = watchFolders({ folders: [path.join(dir, 'docs')], since }, (f) => changed.push(f), (m) => errors.push(m)));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-watch-'));
  await mkdir(path.join(dir, 'docs'));
  changed = [];
  errors = [];
});

afterEach(async () => {
  await watcher?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('watchFolders', () => {
  it('reports the files saved since dev started reading, before it watched them, and no others', async () => {
    await writeFile(file('old.md'), 'old');
    // dev starts reading once the clock has moved past the old file's last change (the file
    // system's clock may run a tick behind Date.now()).
    const changedAt = Math.max((await stat(file('old.md'))).ctimeMs, (await stat(path.join(dir, 'docs'))).ctimeMs);
    await until(() => Date.now() > changedAt + 50);
    const since = changedAt + 1;
    await writeFile(file('saved.md'), 'saved meanwhile');
    await start(since).ready;
    expect(changed).toContain(file('saved.md'));
    expect(changed).not.toContain(file('old.md'));
  });

  it('reports saved, added and removed files once ready', async () => {
    await writeFile(file('a.md'), 'a');
    await start(Date.now() + 60_000).ready;
    expect(changed).toEqual([]);
    await writeFile(file('a.md'), 'a, edited');
    await writeFile(file('b.md'), 'b');
    await until(() => changed.includes(file('a.md')) && changed.includes(file('b.md')));
    expect([...new Set(changed)].sort()).toEqual([file('a.md'), file('b.md')]);
    changed = [];
    await rm(file('a.md'));
    await until(() => changed.includes(file('a.md')));
    expect(changed).toContain(file('a.md'));
    expect(errors).toEqual([]);
  });

  it('follows a folder moved away and back, and ignores what is beside it', async () => {
    await writeFile(file('a.md'), 'a');
    await start(Date.now() + 60_000).ready;
    await rename(path.join(dir, 'docs'), path.join(dir, 'docs.elsewhere'));
    await until(() => changed.includes(file('a.md')));
    await rename(path.join(dir, 'docs.elsewhere'), path.join(dir, 'docs'));
    changed = [];
    await until(() => changed.includes(file('a.md')));
    expect(changed).toContain(file('a.md'));
    changed = [];
    await writeFile(path.join(dir, 'beside.md'), 'not watched');
    await writeFile(file('a.md'), 'a, edited after coming back');
    await until(() => changed.includes(file('a.md')));
    expect([...new Set(changed)]).toEqual([file('a.md')]);
    expect(errors).toEqual([]);
  });
});

describe('watchFolders, for what does not exist yet', () => {
  it('sees a folder and a file made after it started, and nothing else made beside them', async () => {
    const translations = path.join(dir, 'content/i18n');
    const ui = path.join(dir, 'content/i18n/es/ui.json');
    await mkdir(path.join(dir, 'content/docs'), { recursive: true });
    watcher = watchFolders({ folders: [translations, ui], since: Date.now() + 60_000 }, (f) => changed.push(f), (m) => errors.push(m));
    await watcher.ready;
    const first = path.join(translations, 'es/docs/terms.md');
    await mkdir(path.dirname(first), { recursive: true });
    await writeFile(first, '# Términos');
    await until(() => changed.includes(first));
    expect(changed).toContain(first);
    await writeFile(ui, '{}');
    await until(() => changed.includes(ui));
    expect(changed).toContain(ui);
    await writeFile(path.join(dir, 'content/docs/beside.md'), 'not watched here');
    await writeFile(first, '# Términos, editados');
    await until(() => changed.filter((f) => f === first).length > 1);
    expect(changed.filter((f) => !f.startsWith(translations))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
