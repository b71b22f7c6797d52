// File-system failures while writing the output — a read-only or immutable folder, a full disk, a
// file where a folder should be, a mount point, or any other error the system reports — as
// diagnostics that name the folder, say why and say what to do, instead of an unexpected failure.
// In: the error, the stage it happened in and the folders involved; out: a Diagnostic, or
// undefined for an error that is not such a failure.

import { statSync } from 'node:fs';
import path from 'node:path';
import { getSystemErrorMap } from 'node:util';
import { LegaldocsError, OutputLeftover, OutputNotWritable, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { lockFile } from './lock.ts';

/** Where a failure happened: getting ready (folders, lock, checks), writing the new output, or swapping it in. */
export type OutputStage = 'prepare' | 'write' | 'replace';

export interface OutputPlaces {
  /** The site folder: paths are shown relative to it. */
  root: string;
  /** The output folder. */
  outDir: string;
}

/** Why, in words, for the error codes a file system gives for these failures. */
const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted (read-only or immutable)',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the disk',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a file stands where a folder is needed',
  EISDIR: 'a folder stands where a file is needed',
  EBUSY: 'it is in use (a mount point, or open in another program)',
  EEXIST: 'something of that name is in the way',
  ENOTEMPTY: 'something of that name is in the way',
  EMFILE: 'too many files are open',
  ENFILE: 'too many files are open on this machine',
  EIO: 'the disk reported an input/output error',
  EXDEV: 'it is on another disk than its parent folder',
  ENAMETOOLONG: 'a path is too long for this file system',
  ELOOP: 'a symbolic link on the way leads back to itself',
};

/** A path as a reader finds it: relative to the site folder when inside it, else absolute. */
export function shownPath(root: string, file: string): string {
  const rel = path.relative(root, file);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

/**
 * The file-system error code of `error`, when it is one of the failures above or any other error
 * the system reported (a code like ELOOP, with the call or the path that failed).
 */
export function failureCode(error: unknown): string | undefined {
  const e = error as NodeJS.ErrnoException | undefined;
  const code = e?.code;
  if (typeof code !== 'string') return undefined;
  const fromSystem = /^E[A-Z0-9]+$/.test(code) && (typeof e!.syscall === 'string' || typeof e!.path === 'string');
  return code in reasons || fromSystem ? code : undefined;
}

/** Why, in words: ours for the failures above, else the system's own description of the code. */
export function failureReason(error: unknown, code: string): string {
  const errno = (error as NodeJS.ErrnoException | undefined)?.errno;
  return reasons[code] ?? (typeof errno === 'number' ? getSystemErrorMap().get(errno)?.[1] : undefined) ?? 'the system refused';
}

function hintFor(code: string, folder: string, recursive: boolean): string {
  const r = recursive ? ' -R' : '';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `Make "${folder}" writable (chmod${r} u+w "${folder}"; if it is immutable, chattr${r} -i "${folder}" as root), or build elsewhere with --out <dir>.`;
    case 'EROFS':
      return 'Build to a folder on a writable disk with --out <dir>.';
    case 'ENOSPC':
    case 'EDQUOT':
      return `Free some space on the disk that holds "${folder}", or build elsewhere with --out <dir>.`;
    case 'ENOTDIR':
    case 'EISDIR':
    case 'EEXIST':
    case 'ENOTEMPTY':
      return `Remove or rename what is in the way at "${folder}", or choose another folder with --out <dir>.`;
    case 'EBUSY':
      return `If "${folder}" is a mount point, mount the folder above it instead, or build elsewhere with --out <dir> and copy the files in.`;
    case 'ELOOP':
      return `Fix the symbolic link at or above "${folder}", or choose another folder with --out <dir>.`;
    default:
      return `Check the disk and "${folder}", then build again, or build elsewhere with --out <dir>.`;
  }
}

/** The first existing path from `file` upwards that is not a folder (what blocks a folder being made). */
function fileInTheWay(file: string): string | undefined {
  for (let at = file; path.dirname(at) !== at; at = path.dirname(at)) {
    const s = statSync(at, { throwIfNoEntry: false });
    if (s) return s.isDirectory() ? undefined : at;
  }
  return undefined;
}

/** The diagnostic for a failure at `stage`; undefined when `error` is not a file-system failure. */
export function outputFailure(error: unknown, stage: OutputStage, places: OutputPlaces): Diagnostic | undefined {
  const code = failureCode(error);
  if (!code) return undefined;
  const { root, outDir } = places;
  const parentDir = path.dirname(outDir);
  const failed = (error as NodeJS.ErrnoException).path;
  const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);
  // What this build makes beside the output: its temporary folders and the lock.
  const own = (file: string) => path.dirname(file) === parentDir && path.basename(file).startsWith(`.${path.basename(outDir)}.`);
  const inOwn = (file: string) => {
    for (let at = path.dirname(file); inside(parentDir, at) && at !== parentDir; at = path.dirname(at)) if (own(at)) return true;
    return false;
  };
  // Where it failed, as the reader knows it: a file that blocks a folder; the output folder for
  // anything in the temporary folder (whose name means nothing to the reader); the lock file,
  // which the reader may have to remove; the parent folder when what is made directly in it was
  // refused; else the path itself.
  const blocking = (code === 'ENOTDIR' || code === 'EEXIST') && failed !== undefined ? fileInTheWay(failed) : undefined;
  const at = blocking ?? (failed === undefined || inOwn(failed) ? outDir : own(failed) && failed !== lockFile(outDir) ? parentDir : failed);
  // The folder to act on: the disk under the parent for space, the whole output folder for anything in it.
  const act = code === 'ENOSPC' || code === 'EDQUOT' ? parentDir : !blocking && inside(outDir, at) ? outDir : at;
  const out = shownPath(root, outDir);
  const reason = `${blocking ? reasons.ENOTDIR : failureReason(error, code)} (${code}${at === outDir ? '' : `, at "${shownPath(root, at)}"`})`;
  // While writing, a path away from the output is a file being copied in (static/) that this user may not read.
  const denied = code === 'EACCES' || code === 'EPERM';
  if (stage === 'write' && denied && failed !== undefined && !inside(outDir, failed) && !own(failed) && !inOwn(failed)) {
    const source = shownPath(root, failed);
    return new OutputNotWritable(`writing the new output for "${out}" failed: cannot read "${source}": ${failureReason(error, code)} (${code}); the previous output is unchanged`, {
      file: source,
      hint: `Let the user running legaldocs read it (chmod -R a+rX "${source}").`,
    }).toDiagnostic();
  }
  const unchanged = 'the previous output is unchanged';
  const message =
    stage === 'prepare'
      ? `cannot write the output folder "${out}": ${reason}; ${unchanged}`
      : stage === 'write'
        ? `writing the new output for "${out}" failed: ${reason}; ${unchanged}`
        : `cannot replace the output folder "${out}": ${reason}; ${unchanged}`;
  return new OutputNotWritable(message, { file: out, hint: hintFor(code, act === parentDir && (code === 'ENOSPC' || code === 'EDQUOT') ? parentDir : shownPath(root, act), act === outDir) }).toDiagnostic();
}

/** A warning for something an earlier build left beside the output that cannot be removed. */
export function leftoverWarning(error: unknown, leftover: string, places: OutputPlaces): Diagnostic {
  const shown = shownPath(places.root, leftover);
  const known = failureCode(error);
  const code = known ?? (error as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error';
  const reason = known ? failureReason(error, known) : String((error as Error)?.message ?? error);
  return new OutputLeftover(`"${shown}" was left by an earlier build and cannot be removed: ${reason} (${code})`, {
    file: shown,
    hint: `The output was written all the same. Remove it by hand: chmod -R u+w "${shown}" && rm -rf "${shown}" (as root, chattr -R -i "${shown}" first).`,
  }).toDiagnostic();
}

/** Runs one stage of writing the output; a file-system failure in it becomes a LegaldocsError saying where and what to do. */
export async function duringOutput<T>(stage: OutputStage, places: OutputPlaces, body: () => T | Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    const diagnostic = outputFailure(error, stage, places);
    throw diagnostic ? new LegaldocsError([diagnostic]) : error;
  }
}
