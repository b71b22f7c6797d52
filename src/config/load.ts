// Config loading: bundles the TypeScript config file with esbuild (bundle.ts), evaluates it and validates it.
// In: the config file's path; out: a SiteConfig, or a LegaldocsError with one diagnostic per bad key.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { evaluateModule } from './bundle.ts';
import { keyLocator } from './locate.ts';
import type { DocusaurusConfig } from './docusaurus.ts';
import { configSchema, defaultConfigPath, type SiteConfig } from './schema.ts';

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
  // One locator for every issue: it keeps what it found (100,000 bad footer links once searched
  // the file 100,000 times).
  const locate = keyLocator(source);
  const diagnostics = result.error.issues.map((issue) => {
    const keyPath = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const at = locate(keyPath) ?? locate(issue.path);
    const name = formatPath(issue.path) || '(root)';
    return new InvalidConfig(`config key \`${name}\`: ${describeIssue(issue, raw)}`, {
      file,
      line: at?.line,
      column: at?.column,
      hint:
        issue.code === 'unrecognized_keys'
          ? 'Remove the key or check its spelling; legaldocs\'s docs/configuration.md lists every config key.'
          : 'Fix the value; legaldocs\'s docs/configuration.md lists every config key and its type.',
    }).toDiagnostic();
  });
  throw new LegaldocsError(diagnostics);
}

export interface LoadedConfig {
  config: SiteConfig;
  /** The config file, relative to the site root. */
  file: string;
  /** Its text, so later steps can point at the line of a key. */
  source: string;
  /** A Docusaurus site's own config, read beside it (docusaurus-docs.ts). */
  docusaurus?: DocusaurusConfig;
  /** The docs keys taken from the Docusaurus config (docsKeyAt locates them there). */
  fromDocusaurus?: string[];
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
        hint: `Create ${defaultConfigPath} or pass --config <path>.`,
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
