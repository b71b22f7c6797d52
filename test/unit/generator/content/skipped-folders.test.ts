import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { skippedFolders, skippedGlobs } from '../../../../src/generator/content/skipped-folders.ts';
import { outputMark } from '../../../../src/generator/runtime/owned-folders.ts';

describe('skippedFolders', () => {
  it('with the documents in the site folder, leaves out the output, the cache, an earlier build’s output and the site’s other folders', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-skipped-'));
    await mkdir(path.join(root, 'public'));
    await writeFile(path.join(root, 'public', outputMark), '{}');
    await mkdir(path.join(root, 'policies'));
    const parts = { docsDir: '.', others: ['content/i18n', 'static', 'config'], made: ['site', path.join(root, 'node_modules/.cache/legaldocs')] };
    expect(skippedFolders(root, parts)).toEqual(['config', 'content/i18n', 'node_modules/.cache/legaldocs', 'public', 'site', 'static']);
  });

  it('in a docs folder of its own, leaves out only what lies inside it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-skipped-'));
    expect(skippedFolders(root, { docsDir: 'docs', others: ['i18n', 'static', 'config'], made: ['build', 'docs/.cache'] })).toEqual(['docs/.cache']);
  });
});

describe('skippedGlobs', () => {
  it('always leaves node_modules out, and each skipped folder inside the folder listed', () => {
    expect(skippedGlobs(['build', 'static'], '.')).toEqual(['**/node_modules/**', 'build/**', 'static/**']);
    expect(skippedGlobs(['docs/out', 'static'], 'docs')).toEqual(['**/node_modules/**', 'out/**']);
  });
});
