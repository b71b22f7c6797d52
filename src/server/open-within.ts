// Opens a file to serve only when what was opened lies inside the served folder. The file is
// opened first and what was opened is then checked — by the path the kernel gives the open
// descriptor (Linux: /proc/self/fd), else by matching the real path's own device and inode against
// the descriptor's — never the path checked and then opened, which a link swapped in between the
// two would lead out of the folder (to /etc/passwd, say). Links that stay inside are followed.
// In: the folder's real path and a file's path; out: the open file, or nothing.

import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import path from 'node:path';

/** A file found for a request, open: answered from this descriptor, whatever happens to its path meanwhile. */
export interface OpenFile {
  fd: number;
  stats: Stats;
  /** Its real path when it was opened. */
  real: string;
}

const descriptors = existsSync('/proc/self/fd') ? '/proc/self/fd' : undefined;

// Non-blocking: opening a named pipe (a FIFO put in the folder) would otherwise wait for a writer,
// and the synchronous open with it the whole server. Regular files read the same either way.
const readOnly = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The real path of the file open as `fd` (opened through `file`), or undefined when it cannot be told. */
function realPathOf(fd: number, file: string, stats: Stats): string | undefined {
  if (descriptors) return readlinkSync(`${descriptors}/${fd}`);
  // Without the kernel's name for the descriptor: the path resolved now must name the very file
  // opened (lstat: a link swapped in since is a file of its own, with its own inode).
  const real = realpathSync.native(file);
  const found = lstatSync(real);
  return found.ino === stats.ino && found.dev === stats.dev ? real : undefined;
}

/**
 * Opens `file` when it is a regular file whose real path lies inside `realDir`. The calls are
 * synchronous: each takes microseconds on a local disk, where a round trip through the thread
 * pool for each was most of a request's time under load. A miss, the common case, costs one call.
 */
export function openWithin(realDir: string, file: string): OpenFile | undefined {
  let fd: number;
  try {
    fd = openSync(file, readOnly);
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) {
      const real = realPathOf(fd, file, stats);
      if (real?.startsWith(realDir + path.sep)) return { fd, stats, real };
    }
  } catch {
    // Treated as missing.
  }
  closeSync(fd);
  return undefined;
}
