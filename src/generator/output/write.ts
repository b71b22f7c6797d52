// The output edge: writes a finished site atomically. Everything goes to a temporary sibling
// folder first, which then replaces the old output in two renames, so an interrupted or failed
// build leaves the previous site untouched. The caller holds the folder's lock (output-lock.ts):
// whatever temporary folders it finds are left by builds that are gone.
// Files unchanged since the previous build are hard-linked from it rather than written again
// (the old folder is only renamed and removed, never written into, so the link is safe).
// In: the output folder, a producer of generated files and static files to copy; out: the
// folder on disk.

import { accessSync, constants, copyFileSync, cpSync, linkSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { duringOutput, leftoverWarning, type OutputPlaces } from './errors.ts';
import { removeLockDrafts } from './lock.ts';
import { onInterrupt } from '../runtime/processes.ts';
import { outputMark, outputMarkText } from '../runtime/owned-folders.ts';

/**
 * Deletes a folder the build made, if it is there. Node's own recursive removal spends a quarter
 * of a second of JavaScript on a site of 800 files; this plain walk takes a fifth of that.
 */
function removeTree(dir: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const item = path.join(dir, entry.name);
    if (entry.isDirectory()) removeTree(item);
    else unlinkSync(item);
  }
  rmdirSync(dir);
}

/**
 * Cleans up after an interrupted earlier build: its temporary folder goes, and if it was killed
 * between the two renames, the previous output is put back. What cannot be removed (a read-only
 * or immutable leftover) is reported, with what to do, rather than stopping this build.
 */
export function removeLeftovers(outDir: string, places: OutputPlaces): Diagnostic[] {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  let names: string[] = [];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const warnings: Diagnostic[] = [];
  const previous = names.find((n) => n.startsWith(`.${base}.old-`));
  if (previous && !names.includes(base)) {
    try {
      renameSync(path.join(parent, previous), outDir);
      names = names.filter((n) => n !== previous);
    } catch {
      // Left where it is; reported below if it cannot be removed either.
    }
  }
  // Only folders named as a build names them: `.<name>.tmp-<pid>`, `.<name>.old-<pid>`.
  const leftover = (name: string) => [`.${base}.tmp-`, `.${base}.old-`].some((p) => name.startsWith(p) && /^\d+$/.test(name.slice(p.length)));
  for (const name of names) {
    if (!leftover(name)) continue;
    try {
      removeTree(path.join(parent, name));
    } catch (error) {
      warnings.push(leftoverWarning(error, path.join(parent, name), places));
    }
  }
  removeLockDrafts(outDir);
  return warnings;
}

/**
 * Refuses, before anything is written, an output folder that could not be replaced: one that is
 * a file, or holds a folder this process may not change (read-only, immutable). Found after the
 * swap instead, the new output would be in place and the old one stuck beside it.
 */
function checkReplaceable(outDir: string): void {
  const stats = statSync(outDir, { throwIfNoEntry: false });
  if (!stats) return;
  if (!stats.isDirectory()) throw Object.assign(new Error(`"${outDir}" is not a folder`), { code: 'ENOTDIR', path: outDir });
  const dirs = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isDirectory());
  for (const dir of [outDir, ...dirs.map((e) => path.join(e.parentPath, e.name))]) accessSync(dir, constants.W_OK | constants.X_OK);
}

/** A file of the previous build (or of the cache's page store) to take over unchanged, by a hard link. */
export interface Reused {
  from: string;
}

export type OutputFile = string | Uint8Array | Reused;

async function put(file: string, data: OutputFile): Promise<void> {
  // Written at once: a promised write is three trips through the thread pool (open, write, close),
  // ~4x the CPU for a page-sized file, and its queued writes held up the folders made meanwhile.
  if (typeof data === 'string' || data instanceof Uint8Array) return writeFileSync(file, data);
  // Linking is one quick system call: done at once, not queued for the thread pool (a no-change
  // rebuild links every file).
  try {
    linkSync(data.from, file);
  } catch {
    // A file system without hard links, or the cache on another one: a clone where it can, else a copy.
    copyFileSync(data.from, file, constants.COPYFILE_FICLONE);
  }
}

/** Writes one file into the temporary folder (`rel` relative to the site). */
export type Put = (rel: string, data: OutputFile) => Promise<void>;

/**
 * Writes what `produce` puts (path relative to the site → contents), plus a copy of `staticDir`,
 * to `outDir`. `produce` may put files in batches as it makes them, so no build has to hold all
 * of its output in memory at once; nothing is visible in `outDir` until it has finished. It is
 * also told the folder being written, to read back what it wrote (PDFs are printed from it). A
 * file-system failure (permissions, a full disk) is a LegaldocsError naming the folder, and leaves
 * the previous output as it was; the warnings returned are about leftovers that stay.
 */
export async function writeOutput(outDir: string, produce: (put: Put, folder: string) => Promise<void>, staticDir: string | undefined, root: string): Promise<Diagnostic[]> {
  const places = { root, outDir };
  const warnings = removeLeftovers(outDir, places);
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const temp = path.join(parent, `.${base}.tmp-${process.pid}`);
  const old = path.join(parent, `.${base}.old-${process.pid}`);
  // Interrupted (Ctrl-C, a CI job cancelled), the build removes what it was writing; the previous
  // output is still in place, since the swap's renames cannot be interrupted in between.
  const forget = onInterrupt(() => rmSync(temp, { recursive: true, force: true, maxRetries: 3, retryDelay: 10 }));
  try {
    await duringOutput('replace', places, () => checkReplaceable(outDir));
    await duringOutput('prepare', places, async () => {
      await mkdir(temp, { recursive: true });
      // First of all: whatever becomes of this folder, it is known as legaldocs's own.
      writeFileSync(path.join(temp, outputMark), outputMarkText);
    });
    await duringOutput('write', places, async () => {
      // Links are copied as the files they lead to (content.ts refused those leading out of static/):
      // a link in the output would point into the build machine.
      if (staticDir) cpSync(staticDir, temp, { recursive: true, dereference: true });
      // Folders are made at once when first needed: hundreds of promised mkdir calls, each awaited
      // before its file, left a no-change rebuild idle for a sixth of a second.
      const dirs = new Set<string>();
      const folder = (dir: string) => {
        if (!dirs.has(dir)) mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      };
      await produce(async (rel, data) => {
        const file = path.join(temp, rel);
        folder(path.dirname(file));
        await put(file, data);
      }, temp);
    });
    // The two renames run back to back, with nothing in between (no await, so no signal handler
    // either): the folder is missing only for the moment between two system calls.
    const hadOld = await duringOutput('replace', places, () => {
      let moved = true;
      try {
        renameSync(outDir, old);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        moved = false;
      }
      try {
        renameSync(temp, outDir);
      } catch (error) {
        if (moved) renameSync(old, outDir);
        throw error;
      }
      return moved;
    });
    if (hadOld) {
      try {
        removeTree(old);
      } catch (error) {
        warnings.push(leftoverWarning(error, old, places));
      }
    }
    return warnings;
  } catch (error) {
    try {
      removeTree(temp);
    } catch {
      // The next build removes it, or says why it cannot.
    }
    throw error;
  } finally {
    forget();
  }
}
