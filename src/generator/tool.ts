// Facts about the tool itself: where its files are and which version runs.
// In: nothing; out: the package folder, its version and the cache salt inputs.

import { readFileSync, existsSync } from 'node:fs';
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
