// Config loading: bundles the TypeScript config file with esbuild, evaluates it and validates it.
// In: the config file's path; out: a SiteConfig, or a LegaldocsError with one diagnostic per bad key.

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { SourceMap, type SourceMapPayload, type SourceMapping } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message } from 'esbuild';
import type { z } from 'zod';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { configSchema, type SiteConfig } from './schema.ts';
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

function lineOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Best-effort source position of a key path: each key is searched for after the previous one. */
export function locateKey(source: string, keyPath: readonly PropertyKey[]): { line: number; column: number } | undefined {
  let from = 0;
  let found: number | undefined;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    const re = new RegExp(`(?:^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}['"]?\\s*:`, 'g');
    re.lastIndex = from;
    const m = re.exec(source);
    if (!m) break;
    found = m.index + m[0].search(/[^\s{,]/);
    from = m.index + m[0].length;
  }
  return found === undefined ? undefined : lineOf(source, found);
}

function formatPath(keyPath: readonly PropertyKey[]): string {
  return keyPath.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : acc ? `${acc}.${String(k)}` : String(k)), '');
}

function valueAt(raw: unknown, keyPath: readonly PropertyKey[]): unknown {
  return keyPath.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), raw);
}

function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  if (issue.code === 'unrecognized_keys') return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  const message = issue.message.replace(/^Invalid (input|option): /, '');
  const value = valueAt(raw, issue.path);
  // Quote what was written, so the reader sees the offending value next to what was expected.
  const shown = value === undefined || typeof value === 'object' || typeof value === 'function' ? '' : `, got ${JSON.stringify(value)}`;
  return `${message}${shown}`;
}

/** Validates an already-evaluated config object; `file`/`source` only serve to locate errors. */
export function validateConfig(raw: unknown, file: string, source: string): SiteConfig {
  const result = configSchema.safeParse(raw);
  if (result.success) return result.data;
  const diagnostics = result.error.issues.map((issue) => {
    const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const at = locateKey(source, keyPath) ?? locateKey(source, issue.path);
    const name = formatPath(issue.path) || '(root)';
    return new InvalidConfig(`config key \`${name}\`: ${describeIssue(issue, raw)}`, {
      file,
      line: at?.line,
      column: at?.column,
      hint:
        issue.code === 'unrecognized_keys'
          ? 'Remove the key or check its spelling; the README lists every config key.'
          : 'Fix the value; the README lists every config key and its type.',
    }).toDiagnostic();
  });
  throw new LegaldocsError(diagnostics);
}

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
    return new InvalidConfig(`${what} does not compile: ${m.text}`, {
      file,
      line: m.location?.line,
      column: m.location ? m.location.column + 1 : undefined,
      hint: 'Fix the TypeScript syntax error.',
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

/**
 * Bundles a JavaScript, TypeScript or JSON module with esbuild and evaluates it, for the config and
 * a Docusaurus sidebars file. In: the module's path; out: its default export (CommonJS's
 * module.exports), or a LegaldocsError naming `what` ("the config file") and where it failed.
 */
export async function evaluateModule(root: string, absolute: string, what: string): Promise<unknown> {
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
      plugins: [virtualLegaldocs],
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
      new InvalidConfig(`${what} threw while loading: ${(error as Error).message}`, {
        file: at?.file ?? file,
        line: at?.line,
        column: at?.column,
        hint: 'Fix the code in the file.',
      }).toDiagnostic(),
    ]);
  }
}

export interface LoadedConfig {
  config: SiteConfig;
  /** The config file, relative to the site root. */
  file: string;
  /** Its text, so later steps can point at the line of a key. */
  source: string;
}

/** Loads, evaluates and validates the config file at `configPath` (relative paths from `root`). */
export async function loadConfig(root: string, configPath: string): Promise<LoadedConfig> {
  const absolute = path.resolve(root, configPath);
  const file = path.relative(root, absolute);
  let source: string;
  try {
    source = await readFile(absolute, 'utf8');
  } catch {
    throw new LegaldocsError([
      new InvalidConfig(`cannot read the config file "${file}"`, {
        file,
        hint: 'Create config/legal-docs.config.ts or pass --config <path>.',
      }).toDiagnostic(),
    ]);
  }
  const exported = await evaluateModule(root, absolute, 'the config file');
  if (exported === undefined) {
    throw new LegaldocsError([
      new InvalidConfig('the config file has no default export', { file, hint: 'End it with `export default defineConfig({ … })`.' }).toDiagnostic(),
    ]);
  }
  return { config: validateConfig(exported, file, source), file, source };
}
