import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { balance, createPool } from '../../../../src/generator/build/pool.ts';

describe('balance', () => {
  it('spreads cost evenly and keeps each bucket in input order', () => {
    const buckets = balance([5, 1, 4, 2, 3, 3], 2, (x) => x);
    const loads = buckets.map((b) => b.reduce((sum, i) => sum + [5, 1, 4, 2, 3, 3][i]!, 0));
    expect(loads).toEqual([9, 9]);
    for (const b of buckets) expect([...b].sort((x, y) => x - y)).toEqual(b);
    expect(buckets.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('createPool', () => {
  it('runs small batches inline, returning results in order', async () => {
    const pool = createPool(2, 1000);
    const docs = await pool.run(
      'parse',
      null,
      [
        { file: 'a.md', relPath: 'a.md', text: '# A' },
        { file: 'b.md', relPath: 'b.md', text: '# B' },
      ],
      () => 1,
    );
    expect(docs.map((d) => d.title)).toEqual(['A', 'B']);
    await pool.close();
  });
});

describe('a worker that stops', () => {
  it('fails the batch it held, naming the document it was on, and is replaced for the next batch', async () => {
    const pool = createPool(2, 0, fileURLToPath(new URL('../../../helpers/dying-worker.mjs', import.meta.url)));
    const input = (text: string) => ({ file: `content/docs/${text}.md`, relPath: `${text}.md`, text });
    try {
      const before = await pool.run('parse', null, [input('a'), input('b')], () => 1);
      expect(before).toEqual(['A', 'B']);
      // Both workers get one of these; the one given "die" stops on it, after "c".
      await expect(pool.run('parse', null, [input('c'), input('die'), input('d')], (i) => (i.text === 'd' ? 2 : 1))).rejects.toThrow(
        'a worker stopped while parsing content/docs/die.md: it exited with code 3',
      );
      // The next batch starts a new worker where the dead one was: none is waited on for ever.
      expect(await pool.run('parse', null, [input('e'), input('f'), input('g')], () => 1)).toEqual(['E', 'F', 'G']);
    } finally {
      await pool.close();
    }
  });
});
