import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusMajor } from '../../../src/config/docusaurus-version.ts';

async function site(manifest: unknown, installed?: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-docusaurus-version-'));
  if (manifest !== undefined) await writeFile(path.join(dir, 'package.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  if (installed) {
    await mkdir(path.join(dir, 'node_modules/@docusaurus/core'), { recursive: true });
    await writeFile(path.join(dir, 'node_modules/@docusaurus/core/package.json'), JSON.stringify({ name: '@docusaurus/core', version: installed }));
  }
  return dir;
}

describe('docusaurusMajor', () => {
  it('reads the major version package.json asks for, in dependencies or devDependencies, whatever the range', async () => {
    expect(docusaurusMajor(await site({ dependencies: { '@docusaurus/core': '^2.1.0' } }))).toBe(2);
    expect(docusaurusMajor(await site({ dependencies: { '@docusaurus/core': '2.4.3' } }))).toBe(2);
    expect(docusaurusMajor(await site({ devDependencies: { '@docusaurus/core': '~2.0.0-beta.21' } }))).toBe(2);
    expect(docusaurusMajor(await site({ dependencies: { '@docusaurus/core': '>=3.5' } }))).toBe(3);
  });

  it('prefers the version installed to the range asked for', async () => {
    expect(docusaurusMajor(await site({ dependencies: { '@docusaurus/core': 'latest' } }, '2.4.3'))).toBe(2);
  });

  it('says nothing when nothing tells: no package.json, another JSON, no @docusaurus/core, a tag for a version', async () => {
    expect(docusaurusMajor(await site(undefined))).toBeUndefined();
    expect(docusaurusMajor(await site('[1, 2]'))).toBeUndefined();
    expect(docusaurusMajor(await site('{ not json'))).toBeUndefined();
    expect(docusaurusMajor(await site({ dependencies: { docusaurus: '^1.14.7' } }))).toBeUndefined();
    expect(docusaurusMajor(await site({ dependencies: { '@docusaurus/core': 'latest' } }))).toBeUndefined();
  });
});
