// `legaldocs serve` under hostile traffic, on loopback, with readers among it: hostile clients
// cycle through requests meant to stop, stall or swell a server (URLs no parser accepts, bodies
// too large to hold, search calls asking for thousands of hits with long highlight tags or hundreds
// of queries, overlong URLs, malformed ranges) while another holds 1,500 connections idle or
// half-sent, and readers, each from an address of its own as real visitors are, load pages (a page
// and the files it names, sometimes a search) with a pause between loads. Every request is
// classed by what came back: a whole answer (well-formed unless a 500), one cut or unparsable,
// a reset connection, or nothing within 10 s; for the readers, latency too. Runs are bounded in
// time and stop by themselves.
// In: a built site with Algolia search and the checkouts to measure; out: figures per checkout.

import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cpuMs, startServe, type ServedTool } from './serve-load.ts';

/** What came back for the requests of one class. */
export interface ClassFigures {
  sent: number;
  /** A whole answer, framed as it announced. */
  answered: number;
  /** Of those, a deliberate answer or refusal (any status but a 500-class failure other than 503). */
  wellFormed: number;
  statuses: Record<string, number>;
  /** An answer cut short or not parsable as HTTP. */
  malformed: number;
  /** The connection reset or closed with no answer. */
  reset: number;
  /** No answer within 10 s. */
  unanswered: number;
  p50Ms: number;
  p99Ms: number;
}

export interface HostileRun {
  tool: string;
  durationS: number;
  /** 1-minute load average when the run started and when it ended (the machine is shared). */
  loadAverage: number;
  loadAverageEnd: number;
  readers: ClassFigures;
  hostile: ClassFigures;
  /** Idle connections the server closed (to make room, or for sending no head in time). */
  idleClosed: number;
  /** How the server ended during the run, if it did (else it was still answering at the end). */
  ended?: string;
  /** Server CPU per 1,000 requests (both classes). */
  cpuMsPerThousand?: number;
}

export interface ServeHostile {
  readers: number;
  /** Reader's pause between page loads, ms. */
  pauseMs: number;
  hostileClients: number;
  hostileConnections: number;
  idleConnections: number;
  /** Hostile requests in one round of their mix. */
  mix: number;
  runs: HostileRun[];
}

/** The Algolia settings the site is built with, for the endpoint's credentials. */
export const hostileAlgolia = { appId: 'BENCHAPP', apiKey: 'bench-search-key', indexName: 'bench' };

type Request = { method: 'GET' | 'HEAD' | 'POST' | 'OPTIONS'; path: string; headers?: Record<string, string>; body?: string };

const endpoint = `/1/indexes/${hostileAlgolia.indexName}/queries`;
const credentials = { 'x-algolia-application-id': hostileAlgolia.appId, 'x-algolia-api-key': hostileAlgolia.apiKey, 'content-type': 'application/json' };
const searchCall = (requests: unknown[]): Request => ({ method: 'POST', path: endpoint, headers: credentials, body: JSON.stringify({ requests }) });
const query = (q: Record<string, unknown>) => ({ indexName: hostileAlgolia.indexName, query: 'data', hitsPerPage: 20, ...q });
const browser = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };

/** The hostile mix: each meant to stop, stall or swell the server. */
function hostileMix(page: string): Request[] {
  return [
    { method: 'GET', path: '//x:99999/' },
    { method: 'GET', path: '/%zz/%c0%ae%c0%ae/' },
    { method: 'GET', path: `/docs/${'a'.repeat(10_000)}` },
    { method: 'GET', path: page, headers: { range: `bytes=${'0-0,'.repeat(500)}1-1` } },
    { method: 'OPTIONS', path: '*' },
    { method: 'HEAD', path: '/search/records.en.json' },
    searchCall([query({ hitsPerPage: 1_000, highlightPreTag: '<'.repeat(64_000), highlightPostTag: '>'.repeat(64_000) })]),
    searchCall([query({ hitsPerPage: 1_000, query: 'the' })]),
    searchCall(Array.from({ length: 300 }, () => query({ query: 'terms' }))),
    { method: 'POST', path: endpoint, headers: credentials, body: `{"requests":[${'{},'.repeat(80_000)}{}]}` },
    { method: 'POST', path: endpoint, headers: credentials, body: '{"requests": [{"query": ' },
    { method: 'POST', path: endpoint, headers: credentials, body: JSON.stringify({ requests: [query({ hitsPerPage: 'all', page: -1, facetFilters: { language: 1 } })] }) },
  ];
}

/** A reader's page loads: each page with the files its HTML names (stylesheet, script, data, images). */
async function pageLoads(buildDir: string, pages: string[]): Promise<Request[][]> {
  return Promise.all(
    pages.map(async (page) => {
      const html = await readFile(path.join(buildDir, `${page.slice(1)}.html`), 'utf8');
      const named = [...new Set([...html.matchAll(/(?:src|href)="(\/(?:assets|img|data)\/[^"]+)"/g)].map((m) => m[1]!))].slice(0, 6);
      return [page, ...named].map((p) => ({ method: 'GET' as const, path: p, headers: browser }));
    }),
  );
}

type Outcome = { kind: 'answered'; status: number } | { kind: 'malformed' | 'reset' | 'unanswered' };

/** Sends one request on `agent` from `address`; resolves with what came back within 10 s. */
function send(port: number, agent: Agent, r: Request): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (o: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(o);
    };
    const req = httpRequest({ host: '127.0.0.1', port, agent, method: r.method, path: r.path, headers: { ...r.headers, ...(r.body ? { 'content-length': String(Buffer.byteLength(r.body)) } : {}) } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => done({ kind: 'answered', status: res.statusCode ?? 0 }));
      res.on('aborted', () => done({ kind: 'malformed' }));
      res.on('error', () => done({ kind: 'malformed' }));
    });
    const timer = setTimeout(() => {
      done({ kind: 'unanswered' });
      req.destroy();
    }, 10_000);
    req.on('error', (error: NodeJS.ErrnoException) => done({ kind: error.code?.startsWith('HPE_') ? 'malformed' : 'reset' }));
    req.end(r.body);
  });
}

/** Tallies outcomes and latencies for one class of requests. */
function tally() {
  const times: number[] = [];
  const f: Omit<ClassFigures, 'p50Ms' | 'p99Ms'> = { sent: 0, answered: 0, wellFormed: 0, statuses: {}, malformed: 0, reset: 0, unanswered: 0 };
  return {
    async time(work: () => Promise<Outcome>) {
      const started = performance.now();
      f.sent++;
      const o = await work();
      times.push(performance.now() - started);
      if (o.kind !== 'answered') return void f[o.kind]++;
      f.answered++;
      f.statuses[String(o.status)] = (f.statuses[String(o.status)] ?? 0) + 1;
      if (o.status < 500 || o.status === 503) f.wellFormed++;
    },
    figures(): ClassFigures {
      const sorted = [...times].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
      return { ...f, p50Ms: at(0.5), p99Ms: at(0.99) };
    },
  };
}

/**
 * Holds `count` connections from `address` that send nothing or half a request's head (a header
 * line every 5 s, never the end), opening a new one whenever the server closes one; stops when told.
 */
function holdIdle(port: number, address: string, count: number): { stop: () => number } {
  let closed = 0;
  let stopped = false;
  const sockets = new Set<net.Socket>();
  const open = (i: number) => {
    if (stopped) return;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: address });
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface HostileShape {
  readers: number;
  pauseMs: number;
  hostileClients: number;
  hostileConnections: number;
  idleConnections: number;
}

/** Default shape: 40 readers, 4 hostile clients of 40 connections each, 1,500 idle or half-sent connections. */
export const hostileShape: HostileShape = { readers: 40, pauseMs: 500, hostileClients: 4, hostileConnections: 160, idleConnections: 1_500 };

/** One run against a server at `url`: readers, hostile clients and idle connections for `durationS`. */
async function loadOnce(port: number, loads: Request[][], hostile: Request[], shape: HostileShape, durationS: number) {
  const readers = tally();
  const attacks = tally();
  const agents: Agent[] = [];
  const agent = (address: string, sockets: number) => {
    const a = new Agent({ keepAlive: true, maxSockets: sockets, localAddress: address });
    agents.push(a);
    return a;
  };
  // Each file once first, and a search: what a server does once (compressing a file, indexing a
  // locale's records) is not what is measured.
  const warm = new Agent({ keepAlive: true });
  for (const r of [...new Map(loads.flat().map((r) => [r.path, r])).values(), searchCall([query({ query: 'privacy data' })])]) await send(port, warm, r);
  warm.destroy();
  const until = performance.now() + durationS * 1000;
  const idle = holdIdle(port, '127.0.3.1', shape.idleConnections);
  // Each reader: an address of its own, six connections as a browser opens, a page and its files
  // at once, a search every third load, then a pause.
  const reader = async (i: number) => {
    const own = agent(`127.0.1.${i + 1}`, 6);
    for (let load = i; performance.now() < until; load++) {
      const files = loads[load % loads.length]!;
      const [page, ...rest] = files;
      await readers.time(() => send(port, own, page!));
      await Promise.all(rest.map((r) => readers.time(() => send(port, own, r))));
      if (load % 3 === 0) await readers.time(() => send(port, own, searchCall([query({ query: 'privacy data' })])));
      await sleep(shape.pauseMs);
    }
  };
  const perClient = Math.ceil(shape.hostileConnections / shape.hostileClients);
  const hostileAgents = Array.from({ length: shape.hostileClients }, (_, c) => agent(`127.0.2.${c + 1}`, perClient));
  const attacker = async (i: number) => {
    const own = hostileAgents[i % shape.hostileClients]!;
    for (let k = i; performance.now() < until; k++) await attacks.time(() => send(port, own, hostile[k % hostile.length]!));
  };
  await Promise.all([...Array.from({ length: shape.readers }, (_, i) => reader(i)), ...Array.from({ length: shape.hostileConnections }, (_, i) => attacker(i))]);
  const idleClosed = idle.stop();
  for (const a of agents) a.destroy();
  return { readers: readers.figures(), hostile: attacks.figures(), idleClosed };
}

/**
 * Measures each checkout's `serve` of the site (built with `hostileAlgolia` into `buildDir`, served
 * with `args`) under the hostile load with readers among it, one checkout after the other, each on
 * a server of its own.
 */
export async function measureServeHostile(
  siteDir: string,
  buildDir: string,
  args: string[],
  pages: string[],
  tools: ServedTool[],
  durationS: number,
  log: (line: string) => void,
  shape: HostileShape = hostileShape,
): Promise<ServeHostile> {
  const hostile = hostileMix(pages[0]!);
  const loads = await pageLoads(buildDir, pages);
  const runs: HostileRun[] = [];
  for (const tool of tools) {
    const server = await startServe(tool, siteDir, args);
    try {
      const loadAverage = os.loadavg()[0]!;
      log(`serve-hostile (${tool.label}): ${shape.readers} readers, ${shape.hostileConnections} hostile connections, ${shape.idleConnections} idle ones for ${durationS} s (load average ${loadAverage.toFixed(2)})`);
      const cpuBefore = cpuMs(server.pid);
      const r = await loadOnce(Number(new URL(server.url).port), loads, hostile, shape, durationS);
      const cpuAfter = cpuMs(server.pid);
      const ended = server.ended();
      const total = r.readers.sent + r.hostile.sent;
      runs.push({
        tool: tool.label,
        durationS,
        loadAverage,
        loadAverageEnd: os.loadavg()[0]!,
        ...r,
        ...(ended ? { ended } : {}),
        ...(cpuBefore !== undefined && cpuAfter !== undefined && total ? { cpuMsPerThousand: ((cpuAfter - cpuBefore) * 1000) / total } : {}),
      });
    } finally {
      await server.stop();
    }
  }
  return { ...shape, mix: hostile.length, runs };
}
