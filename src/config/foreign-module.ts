// What a module written for another tool (a docusaurus.config.js) needs to be evaluated here: the
// packages it imports stand in as inert values, require, __dirname and import.meta.url work as in Node.
// In: the module's path; out: esbuild extras for evaluateModule.

import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { BundleExtras } from './bundle.ts';

// A value that answers anything asked of it with itself: called, constructed, read or spread, a
// package's export becomes this. `then` stays undefined so that awaiting it does not hang, and
// the prototype answers the names a bundle's CommonJS interop copies, so `import { themes }` works.
// An expression, so the bundle's banner and the package stand-in share it without clashing names.
const inertValue = `(() => {
  const names = new Proxy({}, { get: (_, key) => (key === 'then' ? undefined : inert) });
  const inert = new Proxy(function () {}, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' || key === '__esModule' ? undefined : inert),
    apply: () => inert,
    construct: () => inert,
    getPrototypeOf: () => names,
  });
  return inert;
})()`;

const isBuiltin = (id: string) => id.startsWith('node:') || builtinModules.includes(id.split('/')[0]!);

/**
 * Every package import (a bare name that is not Node's) resolves to the inert module: a site's
 * config names themes, presets and remark plugins it runs in its own tool, not here, and the
 * site's node_modules may not even be installed.
 */
const inertPackages: Plugin = {
  name: 'legaldocs-inert-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (path.isAbsolute(args.path) || isBuiltin(args.path)) return undefined;
      return { path: args.path, namespace: 'legaldocs-inert' };
    });
    b.onLoad({ filter: /.*/, namespace: 'legaldocs-inert' }, () => ({ contents: `module.exports = ${inertValue};`, loader: 'js' }));
  },
};

/**
 * esbuild extras for a module written for another tool. `require` is Node's for its built-in
 * modules and gives the inert value for anything else; `require.resolve` answers a path when the
 * file exists and the name as written when it does not, as a config's `require.resolve('./x.css')`
 * or `require.resolve('@docusaurus/preset-classic')` expects.
 */
export function foreignModule(absolute: string): BundleExtras {
  const file = JSON.stringify(absolute);
  return {
    plugins: [inertPackages],
    banner: [
      `import { createRequire as __ldCreateRequire, builtinModules as __ldBuiltins } from 'node:module';`,
      `const require = (() => {`,
      `  const real = __ldCreateRequire(${file});`,
      `  const inert = ${inertValue};`,
      `  const builtin = (id) => id.startsWith('node:') || __ldBuiltins.includes(id.split('/')[0]);`,
      `  const r = (id) => (builtin(id) ? real(id) : inert);`,
      `  r.resolve = (id) => { try { return real.resolve(id); } catch { return id; } };`,
      `  return r;`,
      `})();`,
    ].join('\n'),
    define: {
      __dirname: JSON.stringify(path.dirname(absolute)),
      __filename: file,
      'import.meta.url': JSON.stringify(pathToFileURL(absolute).href),
    },
  };
}
