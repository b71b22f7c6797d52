// Bundles a JavaScript, TypeScript or JSON module with esbuild and imports it (the config file, a
// sidebars file). In: the module's path; out: its default export, or located diagnostics.

import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import type { Message, Plugin } from 'esbuild';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { findUnclosed, type Unclosed } from './unclosed.ts';

// The config imports `defineConfig` from 'legaldocs'; it is the identity function, so a virtual
// module stands in and the config loads the same whether or not the package is installed.
const virtualLegaldocs = {
  name: 'legaldocs-virtual',
  setup(b: import('esbuild').PluginBuild) {
    b.onResolve({ filter: /^legaldocs$/ }, () => ({ path: 'legaldocs', namespace: 'legaldocs-virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'legaldocs-virtual' }, () => ({
      contents: 'export const defineConfig = (config) => config;',
      loader: 'js',
    }));
  },
};

const openerNames: Record<Unclosed['what'], string> = { '{': 'brace "{"', '[': 'bracket "["', '(': 'parenthesis "("', '`': 'template literal "`"' };

/**
 * esbuild's errors as diagnostics. An unclosed brace, bracket, parenthesis or template literal is
 * reported where it was opened, not where esbuild gave up (often the end of the file).
 */
function esbuildDiagnostics(messages: Message[], root: string, what: string) {
  return messages.map((m) => {
    const file = m.location ? path.relative(root, path.resolve(root, m.location.file)) : undefined;
    let text: string | undefined;
    try {
      text = file === undefined ? undefined : readFileSync(path.resolve(root, file), 'utf8');
    } catch {
      // Gone since: esbuild's position is all there is.
    }
    const open = text === undefined ? undefined : findUnclosed(text);
    if (m.location && open && open.line < m.location.line) {
      return new InvalidConfig(`${what} does not compile: the ${openerNames[open.what]} opened here is never closed (esbuild stopped at line ${m.location.line}: ${m.text})`, {
        file,
        line: open.line,
        column: open.column,
        hint: 'Close it where it should end.',
      }).toDiagnostic();
    }
    const missing = /^Could not resolve "([^"]*)"/.exec(m.text)?.[1];
    return new InvalidConfig(missing === undefined ? `${what} does not compile: ${m.text}` : `${what} imports "${missing}", which is not there`, {
      file,
      line: m.location?.line,
      column: m.location ? m.location.column + 1 : undefined,
      hint: missing === undefined ? 'Fix the TypeScript syntax error.' : missing.startsWith('.') ? 'Fix the path: it is relative to the file that imports it.' : `Install the package (npm install ${missing}) or remove the import.`,
    }).toDiagnostic();
  });
}

/**
 * Where in the sources an error thrown by a bundled module happened: its first position in the
 * bundle (a frame of the data: module, or the line of a syntax error there) through the bundle's
 * source map. In: the error and the source map's JSON; out: file (from the root), line and column.
 */
function thrownAt(error: unknown, map: string, root: string): { file: string; line: number; column?: number } | undefined {
  const stack = String((error as Error | undefined)?.stack ?? '');
  const at = /data:text\/javascript;base64,[A-Za-z0-9+/=]*:(\d+)(?::(\d+))?/.exec(stack);
  if (!at) return undefined;
  const entry = new SourceMap(JSON.parse(map) as SourceMapPayload).findEntry(Number(at[1]) - 1, Number(at[2] ?? 1) - 1) as Partial<SourceMapping>;
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(root, entry.originalSource);
  return { file: path.relative(root, source), line: entry.originalLine + 1, ...(at[2] ? { column: (entry.originalColumn ?? 0) + 1 } : {}) };
}

/** What a module written for another tool needs bundled in (foreign-module.ts makes it). */
export interface BundleExtras {
  plugins?: Plugin[];
  /** Code put before the bundle. */
  banner?: string;
  /** Identifiers replaced by values (esbuild's define). */
  define?: Record<string, string>;
}

/**
 * Bundles a JavaScript, TypeScript or JSON module with esbuild and evaluates it, for the config and
 * a Docusaurus sidebars file. In: the module's path; out: its default export (CommonJS's
 * module.exports), or a LegaldocsError naming `what` ("the config file") and where it failed.
 */
export async function evaluateModule(root: string, absolute: string, what: string, extras: BundleExtras = {}): Promise<unknown> {
  const file = path.relative(root, absolute);
  let code: string;
  let map: string;
  // esbuild is loaded here, not at start-up: `--version`, `--help` and `serve` never need it.
  const { build } = await import('esbuild');
  try {
    const out = await build({
      entryPoints: [absolute],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: [virtualLegaldocs, ...(extras.plugins ?? [])],
      ...(extras.banner !== undefined ? { banner: { js: extras.banner } } : {}),
      ...(extras.define !== undefined ? { define: extras.define } : {}),
      absWorkingDir: root,
      // Kept beside the code, to tell where in the sources an error thrown while loading comes from.
      sourcemap: 'external',
      sourcesContent: false,
      outdir: root,
    });
    code = out.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    map = out.outputFiles.find((f) => f.path.endsWith('.map'))!.text;
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) throw new LegaldocsError(esbuildDiagnostics(errors, root, what));
    throw error;
  }
  try {
    const mod = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default?: unknown };
    return mod.default;
  } catch (error) {
    const at = thrownAt(error, map, root);
    throw new LegaldocsError([
      // A thrown value that is no Error (`throw 42`) has no message and no stack: it is shown as written.
      new InvalidConfig(`${what} threw while loading: ${error instanceof Error ? error.message : `${inspect(error)} (a thrown value that is not an Error, so no line is known)`}`, {
        file: at?.file ?? file,
        line: at?.line,
        column: at?.column,
        hint: 'Fix the code in the file.',
      }).toDiagnostic(),
    ]);
  }
}
