// Whether legaldocs may make, empty and replace a folder: the output folder (replaced whole by each
// build) and the cache folder (emptied when another version made it). Neither may be, hold or lie
// inside the site's sources or the tool, nor each other, and a folder that is already there must be
// one legaldocs made (it carries legaldocs's mark) or be empty: nothing else is ever deleted.
// In: the site's folders and the one asked for; out: the reason it is refused, as a Diagnostic, or nothing.

import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { OutputNotWritable, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { toolRoot } from './tool.ts';

/** The file in every output folder a build made: its mark of ownership. */
export const outputMark = '.legaldocs-output';
/** Its content: says what the folder is to whoever finds it (hosts publish it as it is). */
export const outputMarkText = '{"madeBy":"legaldocs","note":"This folder is made by legaldocs build and replaced whole by the next one."}\n';
/** The file in every cache folder legaldocs made (cache-dir.ts writes it). */
export const cacheMark = 'legaldocs-cache.json';

/** What the site is made from, as absolute paths. */
export interface SiteFolders {
  root: string;
  /** Folders of documents, translations and static files: none may be replaced, emptied or written into. */
  sources: string[];
  /** Files read with the config (the config, a sidebars file, UI strings): none may be replaced. */
  files: string[];
}

export interface FolderRequest {
  kind: 'output' | 'cache';
  /** The folder, absolute. */
  folder: string;
  /** How it was asked for, for the message: `--out build`, `cacheDir in the config`. */
  askedAs: string;
  /** Where a config key asked for it, to locate the error there. */
  at?: { file: string; line?: number; column?: number };
  /** The other folder a build uses (the cache for an output, the output for a cache). */
  other?: { kind: 'output' | 'cache'; folder: string };
  /** True for a folder named for legaldocs (the default cache folders): what is in it is ours. */
  ours?: boolean;
  /** For an existing output folder without the mark (made by an earlier version): the files the cache recorded as that build's. */
  recorded?: () => ReadonlySet<string> | undefined;
}

/** The path with every existing part resolved (symlinks, `..`), so a link to the sources is caught too. */
function resolved(file: string): string {
  const absolute = path.resolve(file);
  let existing = absolute;
  const rest: string[] = [];
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    rest.unshift(path.basename(existing));
    existing = parent;
  }
  try {
    return path.join(realpathSync(existing), ...rest);
  } catch {
    return absolute;
  }
}

/** True when `inner` is `outer` or lies inside it. */
const within = (inner: string, outer: string) => {
  const rel = path.relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Every file under `dir`, relative and in posix form. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));

/** The folder, or the nearest folder around it, that carries the mark of a build's output. */
function outputAround(folder: string): string | undefined {
  for (let at = folder; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, outputMark))) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

/** Whether an existing folder is legaldocs's to empty or replace, and why not. */
function notOurs(request: FolderRequest): string | undefined {
  const { folder, kind } = request;
  let names: string[];
  try {
    // Missing: it is made. A file where the folder should be, a loop, a folder that cannot be
    // read: the writing reports each, located, before it deletes anything.
    if (request.ours || !statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  try {
    names = readdirSync(folder);
  } catch (error) {
    return `it cannot be read (${(error as NodeJS.ErrnoException).code}), so nothing shows that legaldocs made it`;
  }
  if (!names.length) return undefined;
  if (kind === 'cache') return names.includes(cacheMark) ? undefined : `it already holds files that legaldocs did not make (a cache folder legaldocs made holds ${cacheMark})`;
  if (names.includes(outputMark)) return undefined;
  const recorded = request.recorded?.();
  if (recorded?.size && filesUnder(folder).every((f) => recorded.has(f))) return undefined;
  return `it already holds files that legaldocs did not make (a folder a build made holds ${outputMark})`;
}

/** Why `request.folder` may not be used, in words, or nothing when it may. */
function reason(site: SiteFolders, request: FolderRequest): string | undefined {
  const folder = resolved(request.folder);
  const root = resolved(site.root);
  const shown = (p: string) => path.relative(root, p).split(path.sep).join('/') || '.';
  const deleting = request.kind === 'output' ? 'replacing' : 'emptying';
  if (within(root, folder)) return `${folder === root ? 'it is the site folder itself' : `it holds the site folder (${site.root})`}: ${deleting} it would delete the whole site`;
  for (const source of site.sources.map(resolved)) {
    if (within(source, folder)) return `it holds the site's sources (${shown(source)}): ${deleting} it would delete them`;
    // Documents kept in the site folder itself: the content reader leaves the output and cache
    // folders out (content/skipped-folders.ts), so either may lie in it.
    if (within(folder, source) && source !== root) return `it lies inside the site's sources (${shown(source)}): ${request.kind === 'output' ? 'the built site would be read back as content' : 'the cache would be read as content'}`;
  }
  for (const file of site.files.map(resolved)) {
    if (within(file, folder)) return `it holds ${shown(file)}, which the site is made from: ${deleting} it would delete it`;
  }
  const tool = resolved(toolRoot);
  if (within(tool, folder)) return `it holds legaldocs itself (${tool})`;
  for (const part of ['src', 'dist', 'bin']) {
    if (within(folder, path.join(tool, part))) return `it lies inside legaldocs's own code (${path.join(tool, part)})`;
  }
  // A folder a build made is published whole: a cache there (check or dev know no output folder) would be too.
  const published = request.kind === 'cache' ? outputAround(folder) : undefined;
  if (published) return `${published === folder ? 'it is' : 'it lies inside'} an output folder a build made (${shown(published)}): the cache would be published with the site`;
  const other = request.other && resolved(request.other.folder);
  if (other && (within(folder, other) || within(other, folder))) {
    return folder === other ? `it is also the ${request.other!.kind} folder` : within(folder, other) ? `it lies inside the ${request.other!.kind} folder (${shown(other)})` : `it holds the ${request.other!.kind} folder (${shown(other)})`;
  }
  return notOurs(request);
}

/**
 * The error refusing a folder legaldocs would delete things from that it did not make, or nothing.
 * Checked before anything is read into or written to the folder.
 */
export function refusedFolder(site: SiteFolders, request: FolderRequest): Diagnostic | undefined {
  const why = reason(site, request);
  if (!why) return undefined;
  const what = request.kind === 'output' ? 'output folder' : 'cache folder';
  const hint =
    request.kind === 'output'
      ? 'Build into a folder of its own, such as --out build (a folder that does not exist yet, or one a build made); if this folder holds only an earlier build, delete it and build again.'
      : 'Give the cache a folder of its own, such as .legaldocs-cache (a folder that does not exist yet, or one legaldocs made), or leave --cache-dir and cacheDir out for the default.';
  return new OutputNotWritable(`Refusing the ${what} "${request.folder}" (${request.askedAs}): ${why}. Nothing was written or deleted.`, {
    ...(request.at ?? {}),
    hint,
  }).toDiagnostic();
}
