// `legaldocs serve` under hostile traffic, on loopback: 200 connections for a minute, each cycling
// through requests meant to stop, stall or swell a server (URLs no parser accepts, bodies too
// large to hold, search calls asking for thousands of hits with long highlight tags or hundreds of
// queries, overlong URLs, malformed ranges) mixed with a visitor's page and search requests, while
// 1,500 more connections sit idle or send half a head. It counts what came back malformed or not
// at all, whether the server was still running at the end, and what an ordinary visitor waited
// meanwhile. Runs are bounded in time and stop by themselves; the load comes from autocannon.
// In: a built site with Algolia search and the checkouts to measure; out: figures per checkout.

import net from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMs, startServe, type ServedTool } from './serve-load.ts';

export interface HostileRun {
  tool: string;
  connections: number;
  durationS: number;
  /** 1-minute load average when the run started (the machine is shared). */
  loadAverage: number;
  requests: number;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  /** Requests that got no answer, or none autocannon could parse: connection errors, resets, unparsable answers, and timeouts (autocannon counts those among its errors). */
  errors: number;
  /** Of those, requests with no answer within 10 s. */
  timeouts: number;
  /** How the server ended during the run, if it did (else it was still answering at the end). */
  ended?: string;
  /** An ordinary visitor asking for a page, one request after another, during the load. */
  visitor: { requests: number; failed: number; p99Ms: number };
  /** Idle connections the server closed (to make room, or for sending no head in time). */
  idleClosed: number;
  cpuMsPerThousand?: number;
}

export interface ServeHostile {
  /** Requests in one round of the mix. */
  mix: number;
  idleConnections: number;
  runs: HostileRun[];
}

/** The Algolia settings the site is built with, for the endpoint's credentials. */
export const hostileAlgolia = { appId: 'BENCHAPP', apiKey: 'bench-search-key', indexName: 'bench' };

type Request = { method: 'GET' | 'HEAD' | 'POST' | 'OPTIONS'; path: string; headers?: Record<string, string>; body?: string };

/** One round of the mix: for every hostile request, as many a visitor would make. */
function mix(pages: string[]): Request[] {
  const endpoint = `/1/indexes/${hostileAlgolia.indexName}/queries`;
  const credentials = { 'x-algolia-application-id': hostileAlgolia.appId, 'x-algolia-api-key': hostileAlgolia.apiKey, 'content-type': 'application/json' };
  const searchCall = (requests: unknown[]): Request => ({ method: 'POST', path: endpoint, headers: credentials, body: JSON.stringify({ requests }) });
  const query = (q: Record<string, unknown>) => ({ indexName: hostileAlgolia.indexName, query: 'data', hitsPerPage: 20, ...q });
  const visitor: Request[] = [...pages.map((path) => ({ method: 'GET' as const, path, headers: { 'accept-encoding': 'gzip, br' } })), searchCall([query({})])];
  const hostile: Request[] = [
    { method: 'GET', path: '//x:99999/' },
    { method: 'GET', path: '/%zz/%c0%ae%c0%ae/' },
    { method: 'GET', path: `/docs/${'a'.repeat(10_000)}` },
    { method: 'GET', path: pages[0]!, headers: { range: `bytes=${'0-0,'.repeat(500)}1-1` } },
    { method: 'OPTIONS', path: '*' },
    { method: 'HEAD', path: '/search/records.en.json' },
    searchCall([query({ hitsPerPage: 1_000, highlightPreTag: '<'.repeat(64_000), highlightPostTag: '>'.repeat(64_000) })]),
    searchCall([query({ hitsPerPage: 1_000, query: 'the' })]),
    searchCall(Array.from({ length: 300 }, () => query({ query: 'terms' }))),
    { method: 'POST', path: endpoint, headers: credentials, body: `{"requests":[${'{},'.repeat(80_000)}{}]}` },
    { method: 'POST', path: endpoint, headers: credentials, body: '{"requests": [{"query": ' },
    { method: 'POST', path: endpoint, headers: credentials, body: JSON.stringify({ requests: [query({ hitsPerPage: 'all', page: -1, facetFilters: { language: 1 } })] }) },
  ];
  return [...hostile, ...visitor, ...visitor];
}

function load(url: string, connections: number, durationS: number, requests: Request[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, requests, timeout: 10 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Holds `count` connections that send nothing or half a request's head (a header line every 5 s,
 * never the end), opening a new one whenever the server closes one; stops when told.
 */
function holdIdle(port: number, count: number): { stop: () => number } {
  let closed = 0;
  let stopped = false;
  const sockets = new Set<net.Socket>();
  const open = (i: number) => {
    if (stopped) return;
    const socket = net.connect(port, '127.0.0.1');
    sockets.add(socket);
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      if (i % 2) return;
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      timer = setInterval(() => socket.write(`X-Slow-${i}: 1\r\n`), 5_000);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      if (stopped) return;
      closed++;
      // Again, as an attacker would: a little later, so a dead server is not hammered.
      setTimeout(() => open(i), 100);
    });
  };
  for (let i = 0; i < count; i++) open(i);
  return {
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      return closed;
    },
  };
}

/** Asks for `path` one request after another until `until` resolves; counts failures and the 99th percentile latency. */
async function visit(url: string, paths: string[], until: Promise<unknown>): Promise<HostileRun['visitor']> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; !done; i++) {
    const started = performance.now();
    try {
      const response = await fetch(url + paths[i % paths.length]!, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status !== 200) failed++;
    } catch {
      failed++;
      // A server that is gone refuses at once: pace the retries.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, failed, p99Ms: times[Math.floor(times.length * 0.99)] ?? 0 };
}

/**
 * Measures each checkout's `serve` of `buildDir` (built with `hostileAlgolia`, its config at
 * `config`) under the hostile mix, one after the other, each on a server of its own.
 */
export async function measureServeHostile(
  siteDir: string,
  args: string[],
  pages: string[],
  tools: ServedTool[],
  durationS: number,
  log: (line: string) => void,
): Promise<ServeHostile> {
  const requests = mix(pages);
  const idleConnections = 1_500;
  const runs: HostileRun[] = [];
  for (const tool of tools) {
    const server = await startServe(tool, siteDir, args);
    try {
      const loadAverage = os.loadavg()[0]!;
      log(`serve-hostile (${tool.label}): 200 connections and ${idleConnections} idle ones for ${durationS} s (load average ${loadAverage.toFixed(2)})`);
      const idle = holdIdle(Number(new URL(server.url).port), idleConnections);
      const cpuBefore = cpuMs(server.pid);
      const loaded = load(server.url, 200, durationS, requests);
      const [r, visitor] = await Promise.all([loaded, visit(server.url, pages, loaded)]);
      const cpuAfter = cpuMs(server.pid);
      const idleClosed = idle.stop();
      const ended = server.ended();
      runs.push({
        tool: tool.label,
        connections: 200,
        durationS,
        loadAverage,
        requests: r.requests.total,
        requestsPerSec: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        statuses: { '2xx': r['2xx'], '3xx': r['3xx'], '4xx': r['4xx'], '5xx': r['5xx'] },
        errors: r.errors,
        timeouts: r.timeouts,
        ...(ended ? { ended } : {}),
        visitor,
        idleClosed,
        ...(cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total ? { cpuMsPerThousand: ((cpuAfter - cpuBefore) * 1000) / r.requests.total } : {}),
      });
    } finally {
      await server.stop();
    }
  }
  return { mix: requests.length, idleConnections, runs };
}
