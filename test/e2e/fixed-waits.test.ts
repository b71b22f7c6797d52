// Browser tests wait for conditions, never for a fixed time: a wait long enough on an idle machine
// is too short on a busy 2-core one, and one long enough there slows every run.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

describe('browser tests', () => {
  it('never sleep for a fixed time (waitForTimeout)', async () => {
    const files = await fg(['test/e2e/**/*.ts', 'test/helpers/**/*.ts'], { cwd: repoRoot });
    const sleeping: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(repoRoot, file), 'utf8');
      text.split('\n').forEach((line, i) => {
        if (/\.waitForTimeout\(/.test(line)) sleeping.push(`${file}:${i + 1}`);
      });
    }
    expect(sleeping).toEqual([]);
  });
});
