// Which major version of Docusaurus a site is made with: the installed @docusaurus/core's, else the
// version its package.json asks for. In: the site folder; out: the major version, or undefined.

import { readFileSync } from 'node:fs';
import path from 'node:path';

const core = '@docusaurus/core';

/** A package.json's parsed content, or undefined when it is missing or no JSON object. */
function packageJson(file: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The first number of a version or range ("2.4.3", "^2.1.0", "~2.0.0-beta.21", ">=3"); undefined for "latest", "*", a URL. */
const majorOf = (version: unknown) => (typeof version === 'string' ? /^[\s^~>=v]*(\d+)(?:\.|$|\s)/.exec(version)?.[1] : undefined);

/** The major version of Docusaurus the site folder `root` is made with, or undefined when nothing says. */
export function docusaurusMajor(root: string): number | undefined {
  const installed = majorOf(packageJson(path.join(root, 'node_modules', core, 'package.json'))?.version);
  if (installed) return Number(installed);
  const own = packageJson(path.join(root, 'package.json'));
  for (const field of ['dependencies', 'devDependencies']) {
    const deps = own?.[field];
    const asked = deps !== null && typeof deps === 'object' ? majorOf((deps as Record<string, unknown>)[core]) : undefined;
    if (asked) return Number(asked);
  }
  return undefined;
}
