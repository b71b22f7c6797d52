// The files a compiled tool ships besides its code, made from the sources by scripts/build-tool.mjs.
// In: the config schema, the client sources and the compiled code; out: dist/index.d.ts, dist/client-bundle.json and dist/code-hash.txt.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { z } from 'zod';
import { configSchema } from '../src/config/schema.ts';
import { bundle, shippedBundle } from '../src/generator/render/assets.ts';
import { codeHashFile, hashOfCode, toolRoot } from '../src/generator/runtime/tool.ts';

/** The type of a config as written (`io: 'input'`: keys with a default are optional) or as validated. */
async function configType(name: string, io: 'input' | 'output'): Promise<string> {
  const schema = z.toJSONSchema(configSchema, { io, unrepresentable: 'any' }) as JSONSchema;
  // Lengths and counts are checked when the tool loads the config; in the types they would only
  // turn `string[]` into tuples a config built from variables could not satisfy.
  return compile(schema, name, { bannerComment: '', additionalProperties: false, ignoreMinAndMaxItems: true, format: true });
}

/**
 * The public API's declarations, self-contained: the config's types are generated from the schema
 * rather than declared through zod's, which an installed legaldocs does not carry (it is bundled).
 */
export async function declarations(): Promise<string> {
  return [
    '// legaldocs: the types of a site\'s config file, generated from the tool\'s config schema.',
    '',
    '/** What a config file may export: every key with a default is optional. */',
    await configType('UserConfig', 'input'),
    '/** A config as the tool sees it once validated, every default filled in. */',
    await configType('SiteConfig', 'output'),
    '/** Gives a config file types and completion; the tool validates it when it loads it. */',
    'export declare function defineConfig(config: UserConfig): UserConfig;',
    '',
  ].join('\n');
}

/** Writes the declarations, the client bundle and the compiled code's hash (runtime/tool.ts) into the tool's dist/. */
export async function writePackageFiles(): Promise<void> {
  writeFileSync(path.join(toolRoot, 'dist/index.d.ts'), await declarations());
  writeFileSync(shippedBundle, JSON.stringify(await bundle()));
  writeFileSync(path.join(toolRoot, 'dist', codeHashFile), `${hashOfCode(path.join(toolRoot, 'dist'), true)}\n`);
}
