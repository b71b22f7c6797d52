// Facts about the tool itself: where its files are, which version runs and a hash of its code.
// In: nothing; out: the package folder, its version and the cache salt inputs.

import { createHash } from 'node:crypto';
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The legaldocs package folder, found from this module whether it runs from src/ or dist/. */
export const toolRoot: string = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('legaldocs: cannot find its own package.json');
    dir = parent;
  }
  return dir;
})();

export const toolVersion: string = (JSON.parse(readFileSync(path.join(toolRoot, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The version of a package the tool loads, found as Node finds it (the tool's node_modules, then
 * each folder above: an installed legaldocs shares the site's), or 'unknown'.
 */
export function packageVersion(name: string): string {
  for (let dir = toolRoot; ; dir = path.dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      if (path.dirname(dir) === dir) return 'unknown';
    }
  }
}

/** Whether the tool's sources are beside it (a checkout of legaldocs), not just its compiled code (an installed package). */
export const hasSources: boolean = existsSync(path.join(toolRoot, 'src'));

let codeHash: string | undefined;

/** The file beside the compiled code that holds its hash, written when the tool is compiled (scripts/package-files.ts). */
export const codeHashFile = 'code-hash.txt';

/** A hash of the code in `dir` and below: compiled bundles (`.js`, `.css`) or sources (`.ts`, `.tsx`, `.css`). */
export function hashOfCode(dir: string, compiled: boolean): string {
  const hash = createHash('sha256').update(toolVersion);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (compiled ? /\.(js|css)$/.test(entry.name) : /\.(tsx?|css)$/.test(entry.name)) hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * A hash of the running tool's code: the compiled bundles beside this module (dist/), or every
 * source file when running from src/ (tests). Output caches keyed by it follow any code change,
 * not just a version bump. The compiled tool's was computed when it was compiled (reading 6 MB of
 * code took most of a no-change build).
 */
export function toolCodeHash(): string {
  if (codeHash) return codeHash;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromDist = import.meta.url.endsWith('.js');
  if (fromDist) {
    try {
      const written = readFileSync(path.join(here, codeHashFile), 'utf8').trim();
      if (/^[0-9a-f]{64}$/.test(written)) return (codeHash = written);
    } catch {
      // Compiled without it: computed here.
    }
  }
  return (codeHash = hashOfCode(fromDist ? here : path.join(toolRoot, 'src'), fromDist));
}
