// The command line's entry. `build`, `check` and `dev` run in a child process that this one
// supervises: V8 ends a process that reaches its heap limit without running any more of its code,
// so only another process can then say what was being processed (the child tells it as it goes,
// working-on.ts) and which flag raises the limit, instead of leaving V8's dump as the last word.
// Every other command runs here, as does a command whose process is itself the supervised one.
// In: process.argv; out: the command run; its exit code, or the signal that ended it, passed on.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReportFormat } from './diagnostics/report.ts';
import { supervisorVariable, type WorkingOn } from './generator/runtime/working-on.ts';

/** The commands that read and process a whole site, and so may run out of memory. */
const supervised = new Set(['build', 'check', 'dev']);
/** The program's own options that take a value: the command is the first word that is neither. */
const takingValues = new Set(['--root', '--config']);
const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The command named in `args` (after the program's options), if any. */
function commandOf(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (takingValues.has(arg)) i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

/** The report format asked for (`--format json`), as the command would print it. */
function formatOf(args: readonly string[]): ReportFormat {
  const at = args.indexOf('--format');
  const value = at === -1 ? args.find((a) => a.startsWith('--format='))?.slice('--format='.length) : args[at + 1];
  return value === 'json' || value === 'github' ? value : 'text';
}

/**
 * Runs the command in a child process with the same Node.js flags, passing signals on. When V8
 * aborts the child (SIGABRT: its heap limit reached), reports what it was working on; otherwise
 * ends as the child did.
 */
async function supervise(args: string[]): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./cli.js', import.meta.url)), ...args], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, [supervisorVariable]: 'ipc' },
  });
  let last: WorkingOn | undefined;
  child.on('message', (message: WorkingOn) => {
    if (typeof message?.workingOn === 'string') last = message;
  });
  const pass = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of signals) process.on(signal, pass);
  // 'close', not 'exit': every message the child sent before it ended has been read by then.
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('close', (c, s) => resolve([c, s])));
  for (const s of signals) process.off(s, pass);
  if (signal === 'SIGABRT') {
    const [{ report }, { outOfMemory }] = await Promise.all([import('./diagnostics/report.ts'), import('./generator/runtime/out-of-memory.ts')]);
    const format = formatOf(args);
    const text = report([outOfMemory(last?.workingOn, last?.file)], format);
    (format === 'text' ? process.stderr : process.stdout).write(`${text}\n`);
    process.exitCode = 1;
  } else if (signal) {
    // Ends the way the child did, so a shell or CI sees "interrupted", not an exit code.
    process.kill(process.pid, signal);
  } else {
    process.exitCode = code ?? 1;
  }
}

const args = process.argv.slice(2);
const command = commandOf(args);
if (process.env[supervisorVariable] === undefined && command !== undefined && supervised.has(command)) await supervise(args);
else await import(new URL('./cli.js', import.meta.url).href);
