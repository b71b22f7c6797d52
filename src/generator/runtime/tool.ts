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

/**
 * A hash of the running tool's code: the compiled bundles beside this module (dist/), or every
 * source file when running from src/ (tests). Output caches keyed by it follow any code change,
 * not just a version bump.
 */
export function toolCodeHash(): string {
  if (codeHash) return codeHash;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromDist = import.meta.url.endsWith('.js');
  const hash = createHash('sha256').update(toolVersion);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (fromDist ? /\.(js|css)$/.test(entry.name) : /\.(tsx?|css)$/.test(entry.name)) hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(fromDist ? here : path.join(toolRoot, 'src'));
  return (codeHash = hash.digest('hex'));
}
