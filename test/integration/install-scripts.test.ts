// A fresh `npm install` ends without a list of dependencies whose install scripts npm skipped:
// every dependency with an install script is approved (or denied) in package.json's allowScripts.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

describe('install scripts', () => {
  it('leaves no dependency install script unreviewed (npm install-scripts ls)', async () => {
    const { stdout } = await promisify(execFile)('npm', ['install-scripts', 'ls', '--json'], { cwd: repoRoot });
    const pending = (JSON.parse(stdout) as { allowScripts: { name: string }[] }).allowScripts.map((p) => p.name);
    expect(pending).toEqual([]);
  });
});
