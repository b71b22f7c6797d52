// Runs a command and measures it: wall time, CPU time (user + sys of the whole process tree, from
// GNU time) and peak RSS of the tree (sampled from /proc). In: a command; out: a Measured record.

import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface Measured {
  command: string;
  code: number;
  wallMs: number;
  /** User + system CPU time of the process and every descendant it waited for. */
  cpuMs: number;
  /** Peak of the summed RSS of the process tree, sampled every 50 ms (at least the largest single process). */
  peakRssBytes: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

async function children(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const lists = await Promise.all(tasks.map((t) => readFile(`/proc/${pid}/task/${t}/children`, 'utf8').catch(() => '')));
  return lists.flatMap((l) => l.split(' ').filter(Boolean).map(Number));
}

/** Summed RSS of `pid` and all its descendants, in bytes. */
async function treeRss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const own = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  const kids = await children(pid);
  const theirs = await Promise.all(kids.map(treeRss));
  return theirs.reduce((a, b) => a + b, own);
}

let counter = 0;

/** Runs `command args` under /usr/bin/time and samples its tree's memory until it exits. */
export async function measure(command: string, args: string[], options: RunOptions = {}): Promise<Measured> {
  const timeFile = path.join(os.tmpdir(), `legaldocs-bench-time-${process.pid}-${counter++}`);
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', timeFile, command, ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  let peak = 0;
  let sampling = false;
  const sampler = setInterval(() => {
    if (sampling || child.pid === undefined) return;
    sampling = true;
    void treeRss(child.pid).then((rss) => {
      peak = Math.max(peak, rss);
      sampling = false;
    });
  }, 50);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  const [user, sys, maxKb] = (await readFile(timeFile, 'utf8')).trim().split('\n').at(-1)!.split(' ').map(Number);
  await rm(timeFile, { force: true });
  return {
    command: [command, ...args].join(' '),
    code,
    wallMs,
    cpuMs: (user! + sys!) * 1000,
    peakRssBytes: Math.max(peak, maxKb! * 1024),
    stdout,
    stderr,
  };
}

/** Like measure(), but a non-zero exit is an error carrying the command's output. */
export async function measureOk(command: string, args: string[], options: RunOptions = {}): Promise<Measured> {
  const result = await measure(command, args, options);
  if (result.code !== 0) throw new Error(`${result.command} exited with ${result.code}:\n${result.stdout}\n${result.stderr}`.slice(0, 4000));
  return result;
}
