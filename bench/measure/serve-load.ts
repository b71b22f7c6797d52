// `legaldocs serve` under load, on loopback: requests per second and latency at 50 and 200
// connections, each connection asking for what a browser asks on a visit (a page, its stylesheet,
// script and locale data, the next page's data, the logo), with the Accept-Encoding a browser
// sends. Runs are bounded in time and stop by themselves; the load comes from autocannon.
// In: a built site and the legaldocs checkouts to measure; out: figures per checkout and load.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import fg from 'fast-glob';

export interface LoadRun {
  /** Which checkout served (its label). */
  tool: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes of bodies and headers received per second. */
  bytesPerSec: number;
  /** Answers by status class (2xx, 3xx …), and failed requests (timeouts, resets). */
  statuses: Record<string, number>;
  errors: number;
  /** CPU time the server spent per 1,000 requests (Linux): less swayed than requests/s by other work on the machine. */
  cpuMsPerThousand?: number;
}

export interface ServeLoad {
  /** Requests in one round of the mix. */
  mix: number;
  /** Runs of each checkout at each load; the median by requests/s is kept. */
  rounds?: number;
  runs: LoadRun[];
}

export interface ServedTool {
  label: string;
  /** A legaldocs checkout with its dist/ compiled. */
  root: string;
}

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };

/** The requests of a few visits: each page with the files its HTML names, in every locale folder found. */
async function visitMix(buildDir: string): Promise<{ method: 'GET'; path: string; headers: Record<string, string> }[]> {
  const pages = (await fg(['docs/**/*.html', '*/docs/**/*.html'], { cwd: buildDir })).sort().filter((_, i) => i % 23 === 0).slice(0, 12);
  const paths: string[] = [];
  for (const page of pages) {
    const html = await readFile(path.join(buildDir, page), 'utf8');
    const named = [...html.matchAll(/(?:src|href)="(\/(?:assets|img|data)\/[^"]+)"/g)].map((m) => m[1]!);
    paths.push(`/${page.replace(/\.html$/, '')}`, ...named.slice(0, 5));
  }
  return paths.map((p) => ({ method: 'GET', path: p, headers: browserHeaders }));
}

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

export interface RunningServe {
  url: string;
  pid: number;
  /** How the server ended, when it ended by itself ("exit code 1" and the last of its output), else undefined. */
  ended(): string | undefined;
  stop: () => Promise<void>;
}

/** Starts `legaldocs serve` from `tool` on the site's `build` folder (or `args` instead); resolves with its URL, pid and a stop function. */
export async function startServe(tool: ServedTool, siteDir: string, args: string[] = ['serve', 'build']): Promise<RunningServe> {
  const child = spawn(process.execPath, [path.join(tool.root, 'bin/legaldocs.js'), '--root', siteDir, ...args, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let ended: string | undefined;
  child.once('exit', (code, signal) => (ended = `${signal ?? `exit code ${code}`}: ${output.trim().split('\n').slice(-3).join(' / ')}`));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (found) resolve(found);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited (${code}):\n${output}`)));
  });
  return {
    url,
    pid: child.pid!,
    ended: () => ended,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

function load(url: string, connections: number, durationS: number, requests: Awaited<ReturnType<typeof visitMix>>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, requests, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Measures each checkout's `serve` on the built site at each number of connections, `rounds`
 * times, keeping the median run by requests/s. The checkouts take turns at each load, each on a
 * server of its own started for it, so a machine that grows busier during the run weighs on all
 * of them alike.
 */
export async function measureServeLoad(siteDir: string, tools: ServedTool[], connections: number[], durationS: number, rounds: number, log: (line: string) => void): Promise<ServeLoad> {
  const requests = await visitMix(path.join(siteDir, 'build'));
  const runs: LoadRun[] = [];
  const kept: LoadRun[] = [];
  for (const n of connections) {
    for (let round = 0; round < rounds; round++) {
      for (const tool of tools) {
        const server = await startServe(tool, siteDir);
        try {
          // A short run first: code is compiled and caches filled before anything is counted.
          await load(server.url, 10, 2, requests);
          log(`serve (${tool.label}): ${n} connections for ${durationS} s`);
          const cpuBefore = cpuMs(server.pid);
          const r = await load(server.url, n, durationS, requests);
          const cpuAfter = cpuMs(server.pid);
          runs.push({
            tool: tool.label,
            connections: n,
            durationS,
            requests: r.requests.total,
            requestsPerSec: r.requests.average,
            p50Ms: r.latency.p50,
            p99Ms: r.latency.p99,
            bytesPerSec: r.throughput.average,
            statuses: { '1xx': r['1xx'], '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
            errors: r.errors + r.timeouts,
            ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMsPerThousand: ((cpuAfter - cpuBefore) * 1000) / r.requests.total } : {}),
          });
        } finally {
          await server.stop();
        }
      }
    }
    for (const tool of tools) {
      const mine = runs.filter((r) => r.tool === tool.label && r.connections === n).sort((a, b) => a.requestsPerSec - b.requestsPerSec);
      kept.push(mine[Math.floor(mine.length / 2)]!);
    }
  }
  return { mix: requests.length, rounds, runs: kept };
}
