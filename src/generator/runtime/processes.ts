// Processes of this machine, as far as clean-up needs to know them: whether one is still running
// and when it started (so a pid that the system gave to a new process is not taken for the old one),
// and what to undo when this process is interrupted (SIGINT, SIGTERM, SIGHUP).
// In: pids and clean-up functions; out: answers, and clean-ups run before the process ends.

import { readFileSync } from 'node:fs';

/** The fields of a process's /proc/<pid>/stat after its command name (Linux); undefined elsewhere or once it is gone. */
function statFields(pid: number): string[] | undefined {
  try {
    // The command name (field 2) may hold spaces and parentheses: fields are counted after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const state = (pid: number) => statFields(pid)?.[0];

/** A process's start time as the kernel counts it (Linux /proc); undefined elsewhere. */
export function startTime(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

/** True while process `pid` runs (and, given its start time, is still that process). */
export function running(pid: number, since?: string): boolean {
  // A zombie has ended: where nothing reaps orphans (a container whose pid 1 is not an init) it lingers.
  if (state(pid) === 'Z') return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = since === undefined ? undefined : startTime(pid);
  return now === undefined || now === since;
}

const cleanups = new Set<() => void>();
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function interrupted(signal: NodeJS.Signals): void {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup();
    } catch {
      // One failed clean-up must not keep the others from running.
    }
  }
  cleanups.clear();
  for (const s of signals) process.off(s, interrupted);
  // Ends the way the signal would have ended it, so a shell or CI sees "interrupted", not an exit code.
  process.kill(process.pid, signal);
}

/**
 * Runs `cleanup` (synchronously, latest first) if the process is interrupted before the returned
 * function is called; the process then ends by the same signal.
 */
export function onInterrupt(cleanup: () => void): () => void {
  if (!cleanups.size) for (const s of signals) process.on(s, interrupted);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (!cleanups.size) for (const s of signals) process.off(s, interrupted);
  };
}
