// Bundles a JavaScript, TypeScript or JSON module with esbuild and imports it (the config file, a
// sidebars file). In: the module's path; out: its default export, or located diagnostics.

import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { loadTimeLimitMs, timeLimitVariable } from './load-time-limit.ts';
import { runBundle, type BundleOutcome, type BundlePosition } from './run-bundle.ts';
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
 * Where in the sources a position in the bundle is, through the bundle's source map. In: the
 * position, the source map's JSON and the root; out: file (from the root), line and column.
 */
function inSources(at: BundlePosition, map: string, root: string): { file: string; line: number; column?: number } | undefined {
  const entry = new SourceMap(JSON.parse(map) as SourceMapPayload).findEntry(at.line - 1, (at.column ?? 1) - 1) as Partial<SourceMapping>;
  if (entry.originalSource === undefined || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(root, entry.originalSource);
  return { file: path.relative(root, source), line: entry.originalLine + 1, ...(at.column === undefined ? {} : { column: (entry.originalColumn ?? 0) + 1 }) };
}

/** An Error's first position in the bundle: a frame of the data: module, or the line of a syntax error there. */
function stackPosition(stack: string | undefined): BundlePosition | undefined {
  const at = /data:text\/javascript;base64,[A-Za-z0-9+/=]*:(\d+)(?::(\d+))?/.exec(stack ?? '');
  return at ? { line: Number(at[1]), ...(at[2] ? { column: Number(at[2]) } : {}) } : undefined;
}

/** What went wrong while the bundle ran, said of `what`, with what to do. */
function failure(outcome: Exclude<BundleOutcome, { value: unknown }>, what: string): { message: string; hint: string; at?: BundlePosition } {
  if ('thrown' in outcome) {
    const { message, stack, shown, at } = outcome.thrown;
    if (message !== undefined) return { message: `${what} threw while loading: ${message}`, hint: 'Fix the code in the file.', at: stackPosition(stack) };
    // A thrown value that is no Error (`throw 42`) has no message: it is shown as written.
    return { message: `${what} threw ${shown} while loading (a value that is not an Error)`, hint: 'Fix the code in the file; throw an Error (`throw new Error(…)`) to say why.', at };
  }
  // A call that would end the process (or, for a signal, legaldocs itself): refused, at its line.
  if ('exited' in outcome || 'refused' in outcome) {
    return {
      message: `${what} called ${'exited' in outcome ? `process.exit(${outcome.exited})` : outcome.refused} while loading`,
      hint: 'Remove the call: the file must export its value, and legaldocs goes on with it; throw an Error to stop with a message.',
      at: stackPosition(outcome.stack),
    };
  }
  if ('unsettled' in outcome) {
    return { message: `${what} never finished loading: it awaits a promise that never settles`, hint: 'Make every promise it awaits (or exports) resolve or reject.' };
  }
  if ('timedOut' in outcome) {
    return {
      message: `${what} was still running after ${outcome.timedOut / 1000} s (an endless loop, or work that never ends)`,
      hint: `Fix the loop or the wait in the file: loading it should take moments. If it really needs longer, allow more seconds with ${timeLimitVariable} (e.g. ${timeLimitVariable}=${Math.max(60, (outcome.timedOut / 1000) * 6)}).`,
    };
  }
  return { message: `${what} used more than ${outcome.outOfMemory} MB of memory while loading`, hint: 'Fix what grows without end in the file (a loop adding to an array or a string).' };
}

/** What a module written for another tool needs bundled in (foreign-module.ts makes it). */
export interface BundleExtras {
  plugins?: Plugin[];
  /** Code put before the bundle. */
  banner?: string;
  /** Identifiers replaced by values (esbuild's define). */
  define?: Record<string, string>;
  /** A default export that is a function is called (and awaited), as Docusaurus does. */
  callDefault?: boolean;
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
  const callDefault = extras.callDefault ?? false;
  const timeLimitMs = loadTimeLimitMs();
  let outcome = await runBundle(code, { callDefault, timeLimitMs });
  if ('value' in outcome) return outcome.value;
  // A value that is no Error has no stack: the module runs once more, to find where it throws it.
  if ('thrown' in outcome && outcome.thrown.message === undefined) {
    const again = await runBundle(code, { callDefault, timeLimitMs, locateThrows: true });
    if ('thrown' in again && again.thrown.shown === outcome.thrown.shown) outcome = again;
  }
  const { message, hint, at } = failure(outcome, what);
  const located = at && inSources(at, map, root);
  throw new LegaldocsError([new InvalidConfig(message, { file: located?.file ?? file, line: located?.line, column: located?.column, hint }).toDiagnostic()]);
}
