// A lock on an output folder, so that builds of one folder take turns (two terminals, a watcher and
// a manual run, two CI steps): the lock is a file beside the folder, `.<name>.lock`, naming the
// process that holds it. A build that finds it held waits for it; a lock whose process is gone
// (killed, or the machine restarted) is taken over.
// In: the output folder and a callback for "waiting"; out: a held lock, released by its owner.

import { linkSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, watch, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onInterrupt, running, startTime } from '../runtime/processes.ts';

/** Who holds a lock: what the lock file says. */
export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder started building (ISO time). */
  started: string;
  /** The process's start time as the kernel counts it (Linux), so a reused pid is not taken for the holder. */
  since?: string;
}

export interface OutputLock {
  /** The lock file. */
  file: string;
  /** Removes the lock file if it is still this process's (synchronous: it runs on exit too). */
  release(): void;
}

/** The lock file of an output folder. */
export const lockFile = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);

/** True when the process that wrote `holder` is still running on this machine. */
const alive = (holder: LockHolder) => running(holder.pid, holder.since);

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    if (typeof holder.pid === 'number' && typeof holder.host === 'string' && typeof holder.started === 'string') return holder as LockHolder;
  } catch {
    // Written by something else, or damaged: see stale().
  }
  return undefined;
}

/** Seconds after which a lock file that does not name its holder (damaged) is not trusted. */
const unreadableGraceMs = 10_000;

/** True when the lock at `file` (read as `holder`) belongs to no running build. */
function stale(file: string, holder: LockHolder | undefined): boolean {
  if (!holder) {
    const s = statSync(file, { throwIfNoEntry: false });
    return s !== undefined && Date.now() - s.mtimeMs > unreadableGraceMs;
  }
  return holder.host === os.hostname() && !alive(holder);
}

/**
 * Removes a stale lock, unless another build took it meanwhile: the lock is moved aside (only one
 * of several builds doing this at once can move it), and put back if it turns out to be fresh.
 */
function removeStale(file: string, seen: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // Unreadable: treated as the stale one.
  }
  if (moved !== seen) {
    try {
      linkSync(aside, file);
    } catch {
      // Another build locked the folder in between: it holds the lock now.
    }
  }
  unlinkSync(aside);
}

/** Tries once to create the lock file with `content`, whole: true when this process now holds it. */
function tryCreate(file: string, content: string): boolean {
  // Written beside it and linked into place, so no other build ever reads a half-written lock.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    // A file system without hard links: exclusive creation (a reader may see it empty for a moment).
    try {
      writeFileSync(file, content, { flag: 'wx' });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw inner;
    }
  } finally {
    unlinkSync(draft);
  }
}

/** True while a running build holds the lock on `outDir` (it may be swapping the folder). */
export function buildRunning(outDir: string): boolean {
  const file = lockFile(outDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  return !stale(file, parseHolder(text));
}

/**
 * Removes the drafts and set-aside copies of the lock (`.<name>.lock.<pid>`, `.<name>.lock.stale-<pid>`)
 * that a build killed in the middle of taking or clearing the lock left; those of running builds stay.
 */
export function removeLockDrafts(outDir: string): void {
  const file = lockFile(outDir);
  const prefix = `${path.basename(file)}.`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^(?:stale-)?(\d+)$/.exec(name.slice(prefix.length))?.[1];
    if (!name.startsWith(prefix) || pid === undefined || running(Number(pid))) continue;
    try {
      unlinkSync(path.join(path.dirname(file), name));
    } catch {
      // Gone already.
    }
  }
}

/** Resolves when the lock file may have been released: it changed, or a second passed (a holder killed outright changes nothing). */
function released(file: string): Promise<void> {
  return new Promise((resolve) => {
    let watcher: ReturnType<typeof watch> | undefined;
    const done = () => {
      clearTimeout(timer);
      watcher?.close();
      resolve();
    };
    const timer = setTimeout(done, 1000);
    try {
      watcher = watch(path.dirname(file), (_event, name) => name === path.basename(file) && done());
      watcher.on('error', done);
    } catch {
      // Not watchable: the timer alone.
    }
  });
}

/**
 * Takes the lock on `outDir`, waiting while another running build holds it (`onWait` hears who,
 * once); a lock left by a process that is gone is taken over.
 */
export async function lockOutput(outDir: string, onWait: (holder: LockHolder | undefined, file: string) => void): Promise<OutputLock> {
  const file = lockFile(outDir);
  const since = startTime(process.pid);
  const mine: LockHolder = { pid: process.pid, host: os.hostname(), started: new Date().toISOString(), ...(since ? { since } : {}) };
  const content = JSON.stringify(mine);
  let told = false;
  for (;;) {
    if (tryCreate(file, content)) break;
    let seen = '';
    try {
      seen = readFileSync(file, 'utf8');
    } catch (error) {
      // Released in between: try again. Anything else (a folder of that name) is in the way, and
      // would be in the way of every try; the failed read of a folder does not say which file it was.
      const failure = error as NodeJS.ErrnoException;
      if (failure.code === 'ENOENT') continue;
      failure.path ??= file;
      throw failure;
    }
    const holder = parseHolder(seen);
    if (stale(file, holder)) {
      removeStale(file, seen);
      continue;
    }
    if (!told) onWait(holder, file);
    told = true;
    await released(file);
  }
  let forget = () => undefined as void;
  const release = () => {
    try {
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // Already gone.
    }
    process.off('exit', release);
    forget();
  };
  // However the process ends (an error, process.exit, an interrupt), the lock goes with it.
  process.on('exit', release);
  forget = onInterrupt(release);
  return { file, release };
}
