// `legaldocs dev` when the content folder is swapped under it, as `git checkout` of another branch
// or a sync tool does: moved away and back, it serves the site again and follows edits without a
// restart; documents deleted for good are dropped from its memory.
import { rename, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/generator/build/pool.ts';
import { openDevSite } from '../../src/server/dev-site.ts';
import { fixtureSite } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

let dev: Running | undefined;
afterAll(() => dev?.stop());

/** Resolves once `GET path` answers `status` with a body containing `text`. */
async function answers(base: string, route: string, status: number, text = '') {
  await expect
    .poll(
      async () => {
        const response = await fetch(base + route);
        const body = await response.text();
        return response.status === status && body.includes(text);
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
}

describe('dev, content/ moved away and back', () => {
  it('serves the site again and follows edits, without a restart', async () => {
    const dir = await fixtureSite('clean');
    dev = await startCli(dir, ['dev', '--port', '0']);
    const { url } = dev;
    await answers(url, '/docs/intro', 200, 'Welcome.');
    await expect.poll(() => dev!.output(), { timeout: 60_000 }).toMatch(/Parsed and checked every document/);

    await rename(path.join(dir, 'content'), path.join(dir, 'content.elsewhere'));
    await answers(url, '/docs/intro', 404);
    await rename(path.join(dir, 'content.elsewhere'), path.join(dir, 'content'));
    await answers(url, '/docs/intro', 200, 'Welcome.');
    await answers(url, '/es/docs/intro', 200, 'Bienvenido');

    const intro = path.join(dir, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'Welcome back.'));
    await answers(url, '/docs/intro', 200, 'Welcome back.');
  }, 180_000);
});

describe('dev, documents deleted', () => {
  it('drops them from memory', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const dir = await fixtureSite('clean');
    const big = Array.from({ length: 4 }, (_, i) => `content/docs/big/part-${i}.md`);
    const paragraph = (n: number) => `Clause ${n}. The provider keeps the records the law requires for as long as it requires them, and no longer. `.repeat(8);
    await mkdir(path.join(dir, 'content/docs/big'));
    await Promise.all(
      big.map((file, i) => writeFile(path.join(dir, file), `---\ntitle: Part ${i}\n---\n\n${Array.from({ length: 300 }, (_, n) => paragraph(n)).join('\n\n')}\n`)),
    );
    const pool = createPool(1);
    try {
      const site = await openDevSite({ root: dir, pool, background: pool, noCache: true });
      expect((await site.respond('/docs/big/part-0')).status).toBe(200);
      await site.complete;
      const markdown = (await Promise.all(big.map((file) => readFile(path.join(dir, file))))).reduce((sum, b) => sum + b.length, 0);
      const before = heap();
      await Promise.all(big.map((file) => rm(path.join(dir, file))));
      await site.update(big);
      expect((await site.respond('/docs/big/part-0')).status).toBe(404);
      const freed = before - heap();
      // Each document held its text, its HTML and its search text: well over its size.
      expect(freed).toBeGreaterThan(markdown * 1.5);
    } finally {
      await pool.close();
    }
  }, 180_000);
});
