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
