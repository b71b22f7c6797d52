// The house rules of ARCHITECTURE.md and the README's Architecture section, checked on the source tree.
// In: the files under src/; out: one failing assertion per file that breaks a rule.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

const src = path.join(repoRoot, 'src');
const sources = (pattern: string) => fg.sync(pattern, { cwd: src, ignore: ['**/*.d.ts'] }).sort();
const text = (file: string) => readFileSync(path.join(src, file), 'utf8');

/**
 * The modules a file imports or re-exports, as paths under src/ or package names: static and
 * dynamic, types included unless `runtime` asks only for the static imports that run on load.
 */
function imports(file: string, { runtime = false } = {}): string[] {
  const pattern = runtime ? /^(?:import|export)\s+(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]/gm : /(?:^(?:import|export)\s[^'"]*?from\s*|^import\s*|\bimport\(\s*)['"]([^'"]+)['"]/gm;
  const specs = [...text(file).matchAll(pattern)].map((m) => (m[1] ?? m[2])!);
  return specs.map((s) => (s.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), s)) : s));
}

const browser = ['client', 'components', 'search', 'shared', 'i18n'];

/** The pipeline's stages in the order data flows through them; runtime/ serves them all. */
const stages = ['runtime', 'content', 'markdown', 'site', 'check', 'render', 'search', 'output', 'build', 'dev'];
const stageOf = (file: string) => (file.startsWith('generator/') ? stages.indexOf(file.split('/')[1]!) : -1);

describe('house rules', () => {
  it('browser code (client, components, search engine, shared, i18n) imports only browser code', () => {
    for (const file of sources(`{${browser.join(',')}}/**/*.{ts,tsx}`)) {
      const local = imports(file).filter((i) => /^(generator|server|config|diagnostics)\//.test(i) || i === 'cli.ts');
      // The config's types describe what pages are given; importing them brings no code.
      const allowed = local.filter((i) => !(i === 'config/schema.ts' && /^import type[^'"]+['"][^'"]*config\/schema\.ts['"]/m.test(text(file))));
      expect(allowed, file).toEqual([]);
    }
  });

  it('browser code never touches node: modules', () => {
    for (const file of sources(`{${browser.join(',')}}/**/*.{ts,tsx}`)) {
      expect(imports(file).filter((i) => i.startsWith('node:') || ['fs', 'path', 'os', 'child_process', 'worker_threads'].includes(i)), file).toEqual([]);
    }
  });

  it('the search engine is the engine only: nothing from the pipeline, the server or the UI', () => {
    for (const file of sources('search/**/*.ts')) {
      expect(imports(file).filter((i) => /^(generator|server|components|client)\//.test(i)), file).toEqual([]);
    }
  });

  it('no pipeline stage imports a later stage', () => {
    for (const file of sources('generator/**/*.{ts,tsx}')) {
      const own = stageOf(file);
      expect(own, `${file} is in no stage folder`).toBeGreaterThanOrEqual(0);
      const later = imports(file).filter((i) => stageOf(i) > own && stages[stageOf(i)] !== 'runtime');
      expect(later, file).toEqual([]);
    }
  });

  it('no pipeline stage imports config loading (it gets the loaded config)', () => {
    for (const file of sources('generator/**/*.{ts,tsx}')) {
      if (file.startsWith('generator/build/') || file.startsWith('generator/dev/')) continue;
      expect(imports(file).filter((i) => i === 'config/load.ts'), file).toEqual([]);
    }
  });

  // Types describe data and vanish at run time, and import() is where code is loaded on demand: a
  // cycle through either is harmless. A cycle of imports that run on load decides which module's
  // code runs first, as html.ts and page-data.ts once did.
  it('modules that run on load import each other without cycles', () => {
    const files = sources('**/*.{ts,tsx}');
    const graph = new Map(files.map((f) => [f, imports(f, { runtime: true }).filter((i) => files.includes(i))]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const d of graph.get(f)!) {
        if (state.get(d) === 'open') cycles.push([...stack.slice(stack.indexOf(d)), d].join(' → '));
        else if (!state.has(d)) visit(d);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of files) if (!state.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it('server code reaches the pipeline only through its drivers and shared edges', () => {
    // dev and the crawler drive the pipeline; serve answers from a folder and knows nothing of it
    // but the formats of the _headers and _redirects files it reads (security-headers, headers-file, redirects-file).
    const edges = ['generator/runtime/', 'generator/output/lock', 'generator/render/security-headers', 'generator/render/headers-file', 'generator/render/redirects-file'];
    for (const file of sources('server/{serve,static,compress,request-path,content-type}.ts')) {
      expect(imports(file).filter((i) => i.startsWith('generator/') && !edges.some((edge) => i.startsWith(edge))), file).toEqual([]);
    }
  });

  it('every module opens with a comment saying what goes in and what comes out', () => {
    for (const file of sources('**/*.{ts,tsx}')) {
      expect(text(file), file).toMatch(/^\/\/ .+\n/);
    }
  });

  it('a module over 250 lines says at its top why it is long', () => {
    for (const file of sources('**/*.{ts,tsx}')) {
      const lines = text(file).split('\n');
      if (lines.length <= 250) continue;
      expect(lines.slice(0, 6).some((l) => l.startsWith('// Long because')), `${file} has ${lines.length} lines`).toBe(true);
    }
  });

  it('each pipeline stage folder says what goes in and what comes out', () => {
    for (const stage of stages) {
      const readme = path.join(src, 'generator', stage, 'README.md');
      expect(existsSync(readme), readme).toBe(true);
      expect(readFileSync(readme, 'utf8'), readme).toMatch(/^In: .+Out: /ms);
    }
  });
});
