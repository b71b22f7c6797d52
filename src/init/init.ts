// `legaldocs init`: a new site that builds as it is, from the starter in templates/site/, or a
// config for a Docusaurus site read where it is. In: the folder and --force; out: the files written
// (or a LegaldocsError when the folder is not the site's to fill), package.json and .gitignore
// completed rather than replaced.

import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDocusaurusConfig } from '../config/docusaurus.ts';
import { defaultConfigPath } from '../config/schema.ts';
import { ConfigExists, FolderNotEmpty, InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { plural } from '../diagnostics/plural.ts';
import { toolRoot, toolVersion } from '../generator/runtime/tool.ts';
import { configFromDocusaurus, configSource, type Converted } from './from-docusaurus.ts';

/** The starter site. Names starting with `_` stand for dot-files, which npm leaves out of a package. */
export const templateDir = path.join(toolRoot, 'templates/site');

/** What `npm install` and `git init` leave in a folder: a folder holding only these is still empty. */
const setUpFiles = new Set(['.git', 'node_modules', 'package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', '.gitignore']);

const scripts = { dev: 'legaldocs dev', build: 'legaldocs build', check: 'legaldocs check', serve: 'legaldocs serve' };

export interface InitResult {
  /** The site folder, absolute. */
  folder: string;
  /** Files written, relative to the folder, in the order written. */
  written: string[];
  /** Files of the folder's own that init replaced (only with --force). */
  replaced: string[];
  /** What init changed in the folder's package.json and .gitignore, said in words. */
  completed: string[];
  /** Whether package.json was written by init (so `npm install` is the next step). */
  newPackage: boolean;
}

/** Every file of the starter, as [template path, path in the site], relative to their folders. */
function templateFiles(dir = templateDir, prefix = ''): [string, string][] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry): [string, string][] => {
      const from = prefix + entry.name;
      if (entry.isDirectory()) return templateFiles(path.join(dir, entry.name), `${from}/`);
      return [[from, from.replace(/(^|\/)_/g, '$1.')]];
    });
}

/** A package name npm accepts, from the folder's name. */
const packageName = (folder: string) =>
  path
    .basename(folder)
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|(?<!-)-+$/g, '') || 'legal-site';

// esbuild's install script only checks its binary; approving it keeps `npm install` quiet.
const allowScripts = { esbuild: true };

/**
 * The site's package.json: a new one naming this legaldocs, or the existing one (made by `npm init`
 * or `npm install legaldocs`) with the commands' scripts it lacks, esbuild's install script
 * approved unless the folder decided already, and `"type": "module"`, which the config's `import`
 * needs under TypeScript's defaults.
 */
function packageJson(file: string, folderWasEmpty: boolean): { text: string; changes: string[] } | undefined {
  if (!existsSync(file)) {
    const created = {
      name: packageName(path.dirname(file)),
      private: true,
      type: 'module',
      scripts,
      devDependencies: { legaldocs: `^${toolVersion}` },
      allowScripts,
    };
    return { text: `${JSON.stringify(created, null, 2)}\n`, changes: [] };
  }
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { scripts?: Record<string, string>; allowScripts?: Record<string, unknown> };
  const changes: string[] = [];
  // A decision the folder made already (approved or refused) stays.
  if (pkg.allowScripts?.esbuild === undefined) {
    pkg.allowScripts = { ...pkg.allowScripts, ...allowScripts };
    changes.push('package.json: allowScripts esbuild');
  }
  if (pkg.type === undefined || (pkg.type === 'commonjs' && folderWasEmpty)) {
    pkg.type = 'module';
    changes.push('package.json: "type": "module"');
  }
  const added = Object.entries(scripts).filter(([name]) => pkg.scripts?.[name] === undefined);
  if (added.length) {
    pkg.scripts = { ...pkg.scripts, ...Object.fromEntries(added) };
    changes.push(`package.json: scripts ${added.map(([name]) => name).join(', ')}`);
  }
  return changes.length ? { text: `${JSON.stringify(pkg, null, 2)}\n`, changes } : undefined;
}

/** The folder's .gitignore with the starter's lines it lacks added, or undefined when it has them all. */
function gitignore(file: string, starter: string): { text: string; changes: string[] } | undefined {
  const own = readFileSync(file, 'utf8');
  const have = new Set(own.split('\n').map((l) => l.trim()));
  const missing = starter.split('\n').filter((l) => l.trim() && !l.startsWith('#') && !have.has(l.trim()));
  if (!missing.length) return undefined;
  return { text: `${own.replace(/(?<!\n)\n*$/, '\n')}${missing.join('\n')}\n`, changes: [`.gitignore: ${missing.join(' ')}`] };
}

/** Writes the starter site into `folder` (made if missing). */
export function initSite(options: { folder: string; force?: boolean }): InitResult {
  const folder = path.resolve(options.folder);
  const own = existsSync(folder) ? readdirSync(folder).filter((name) => !setUpFiles.has(name)) : [];
  if (own.length && !options.force) {
    const shown = own.slice(0, 5).join(', ') + (own.length > 5 ? ` and ${own.length - 5} more` : '');
    throw new LegaldocsError([
      new FolderNotEmpty(`"${path.relative(process.cwd(), folder) || '.'}" is not empty (${shown}): init writes a new site into an empty folder`, {
        hint: 'Name a new folder (legaldocs init my-legal-site), or add --force to write the starter site here, replacing files of the same names.',
      }).toDiagnostic(),
    ]);
  }
  const result: InitResult = { folder, written: [], replaced: [], completed: [], newPackage: false };
  const write = (rel: string, text: string | Buffer) => {
    const target = path.join(folder, rel);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    result.written.push(rel);
  };
  for (const [from, to] of templateFiles()) {
    const text = readFileSync(path.join(templateDir, from));
    const target = path.join(folder, to);
    if (to === '.gitignore' && existsSync(target)) {
      const merged = gitignore(target, text.toString());
      if (merged) {
        write(to, merged.text);
        result.completed.push(...merged.changes);
      }
      continue;
    }
    if (existsSync(target)) result.replaced.push(to);
    write(to, text);
  }
  const pkgFile = path.join(folder, 'package.json');
  result.newPackage = !existsSync(pkgFile);
  const pkg = packageJson(pkgFile, !own.length);
  if (pkg) {
    write('package.json', pkg.text);
    result.completed.push(...pkg.changes);
  }
  return result;
}

/** What init says it did and what to run next. */
export function initReport(result: InitResult, cwd = process.cwd()): string {
  const where = path.relative(cwd, result.folder);
  const lines = [`Created a legaldocs site in ${where || 'this folder'}: ${plural(result.written.length, 'file')}`];
  lines.push(...result.written.map((f) => `  ${f}${result.replaced.includes(f) ? ' (replaced)' : ''}`));
  if (result.completed.length) lines.push(`Completed ${result.completed.join('; ')}`);
  const installed = existsSync(path.join(result.folder, 'node_modules/legaldocs'));
  const steps = [
    ...(where ? [[`cd ${/\s/.test(where) ? JSON.stringify(where) : where}`, '']] : []),
    ...(installed ? [] : [[result.newPackage ? 'npm install' : 'npm install --save-dev legaldocs', 'installs legaldocs in the site']]),
    ['npx legaldocs dev', 'shows the site at http://127.0.0.1:3000 and reloads pages as you edit them'],
    ['npx legaldocs build', 'writes the site to build/, ready for any static host'],
  ];
  const width = Math.max(...steps.map(([command]) => command!.length));
  lines.push('', 'Next:', ...steps.map(([command, what]) => `  ${command!.padEnd(width)}  ${what}`.trimEnd()));
  return lines.join('\n');
}

/**
 * Writes config/legal-docs.config.ts into a Docusaurus site from its docusaurus.config.* (read by
 * config/docusaurus.ts), refusing to replace a legaldocs config unless forced.
 */
export async function initFromDocusaurus(options: { folder: string; force?: boolean; now: Date }): Promise<Converted & { folder: string; from: string; wrote: string }> {
  const folder = path.resolve(options.folder);
  const target = path.join(folder, defaultConfigPath);
  const shown = path.relative(process.cwd(), folder) || '.';
  if (existsSync(target) && !options.force) {
    throw new LegaldocsError([
      new ConfigExists(`"${shown}" already has a legaldocs config (${defaultConfigPath})`, { file: path.relative(process.cwd(), target), hint: 'Add --force to replace it with one made from the Docusaurus config.' }).toDiagnostic(),
    ]);
  }
  const docusaurus = await readDocusaurusConfig(folder);
  if (!docusaurus) {
    throw new LegaldocsError([
      new InvalidConfig(`"${shown}" has no Docusaurus config (docusaurus.config.js, .ts, .mjs …)`, { hint: 'Name the folder of the Docusaurus site: legaldocs init --from-docusaurus path/to/website' }).toDiagnostic(),
    ]);
  }
  const converted = configFromDocusaurus(docusaurus, options.now);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, configSource(converted, docusaurus.file));
  return { ...converted, folder, from: docusaurus.file, wrote: defaultConfigPath };
}
