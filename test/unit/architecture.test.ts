// The house rules of ARCHITECTURE.md, checked on the source tree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

const sources = (pattern: string) => fg.sync(pattern, { cwd: path.join(repoRoot, 'src') }).sort();
const imports = (file: string) => [...readFileSync(path.join(repoRoot, 'src', file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('house rules', () => {
  it('components never import from the generator (they run in the browser too)', () => {
    for (const file of sources('components/**/*.{ts,tsx}')) {
      expect(imports(file).filter((i) => i.includes('generator')), file).toEqual([]);
    }
  });

  it('browser code never touches node: modules', () => {
    for (const file of sources('{components,client,i18n}/**/*.{ts,tsx}')) {
      expect(imports(file).filter((i) => i.startsWith('node:') || ['fs', 'path', 'os'].includes(i)), file).toEqual([]);
    }
  });

  it('every module opens with a comment saying what goes in and what comes out', () => {
    for (const file of sources('**/*.{ts,tsx}')) {
      if (file.endsWith('.d.ts')) continue;
      expect(readFileSync(path.join(repoRoot, 'src', file), 'utf8'), file).toMatch(/^\/\/ .+\n/);
    }
  });
});
