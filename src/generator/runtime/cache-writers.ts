// Which processes write into a cache folder, so that what one left when it was killed is removed:
// each process marks the folders it writes into (`.writer-<pid>`, holding its start time) and
// removes its marks when it ends; a mark whose process no longer runs means that process ended
// without doing so (killed, out of memory), and the temporary files it may have left mid-write
// (`<file>.tmp-<pid>`) are removed with the mark. Only then is the folder walked: a run after a
// normal one reads one small listing.
// In: a cache folder; out: its leftovers removed, this process's mark in place.

import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { running, startTime } from './processes.ts';

/** The ending of the temporary name a cache file is written under (cache-dir.ts `writeWhole`). */
export const temporarySuffix = (pid: number) => `.tmp-${pid}`;

const markName = (pid: number) => `.writer-${pid}`;
const markPattern = /^\.writer-(\d+)$/;

/** Removes the files under `dir` whose names end in one of `endings`; links are never followed. */
function removeEnding(dir: string, endings: readonly string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) removeEnding(file, endings);
    else if (endings.some((ending) => entry.name.endsWith(ending))) rmSync(file, { force: true });
  }
}

/**
 * Removes what processes that wrote into `dir` and were killed left there: their temporary files
 * and their marks. Marks of processes still running (another build on this machine) are left alone.
 */
export function removeLeftovers(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const ended: number[] = [];
  for (const name of names) {
    const pid = Number(markPattern.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    let since: string | undefined;
    try {
      since = readFileSync(path.join(dir, name), 'utf8') || undefined;
    } catch {
      continue;
    }
    if (!running(pid, since)) ended.push(pid);
  }
  if (!ended.length) return;
  try {
    removeEnding(dir, ended.map(temporarySuffix));
    for (const pid of ended) rmSync(path.join(dir, markName(pid)), { force: true });
  } catch {
    // A folder that cannot be cleaned (read-only) is cleaned by a later run, or never: it only holds more.
  }
}

const marked = new Set<string>();

/** Marks `dir` as written into by this process until it ends; best-effort, never throws. */
export function markWriter(dir: string): void {
  if (marked.has(dir)) return;
  try {
    writeFileSync(path.join(dir, markName(process.pid)), startTime(process.pid) ?? '');
  } catch {
    return;
  }
  if (!marked.size) {
    process.once('exit', () => {
      for (const folder of marked) {
        try {
          rmSync(path.join(folder, markName(process.pid)), { force: true });
        } catch {
          // Gone with its folder, or read-only now: a later run removes it.
        }
      }
    });
  }
  marked.add(dir);
}
