// `legaldocs dev` as a browser meets it: how soon after starting it answers its first pages, and
// the edit-to-reload latency: a document is saved and timed until the live-reload event for the
// page showing it reaches a connected client (an SSE reader standing in for the browser).
// In: site folders; out: start-up figures per scale and cache state, and { edits, p50, p95 } in
// ms over 10 edits. Edited documents are restored.

import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import fg from 'fast-glob';
import { clearCache } from './build.ts';
import { medianRun, type CorpusSite } from './corpus-site.ts';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Resolves once `read` has produced text matching `pattern`. */
async function until(reader: ReadableStreamDefaultReader<Uint8Array>, pattern: RegExp): Promise<void> {
  const decoder = new TextDecoder();
  let text = '';
  while (!pattern.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream closed early');
    text += decoder.decode(value, { stream: true });
  }
}

interface Dev {
  child: ChildProcess;
  output: () => string;
  /** Resolves once dev has printed text matching `pattern` (within `minutes`). */
  printed: (pattern: RegExp, minutes?: number) => Promise<void>;
}

/** Starts `legaldocs dev` in `root` (from the checkout at `repoRoot`) on `port` (0: any). */
function startDev(repoRoot: string, root: string, port: number): Dev {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/legaldocs.js'), 'dev', '--port', String(port)], { cwd: root, env: { ...process.env, CI: 'true' } });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return {
    child,
    output: () => output,
    async printed(pattern, minutes = 2) {
      for (let i = 0; !pattern.test(output); i++) {
        if (i > minutes * 600 || child.exitCode !== null) throw new Error(`dev did not print ${pattern}:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

export interface StartFigures {
  /** From starting the process until it printed its URL (listening and watching). */
  readyMs: number;
  /** From starting the process until a document page arrived, asked for as soon as the port accepted connections. */
  firstPageMs: number;
  /** A second document, in another locale, asked for once the first arrived (the background parse is starting). */
  secondPageMs: number;
}

export interface FirstPage {
  scale: number;
  docs: number;
  /** Parse and bundle caches removed first: the first start on a site. */
  cold: StartFigures;
  /** Caches left by a run that parsed every document: a restart. */
  warm: StartFigures;
}

/** A port free now, for a server the bench polls before it says where it listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A document page, asked for until the server answers it. */
async function firstAnswer(url: string, dev: Dev): Promise<void> {
  for (;;) {
    if (dev.child.exitCode !== null) throw new Error(`dev exited:\n${dev.output()}`);
    const response = await fetch(url).catch(() => undefined);
    if (response) {
      await response.text();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One start of dev: the ready line and the first two document pages, timed from the spawn. */
async function timeStart(repoRoot: string, root: string, routes: [string, string]): Promise<StartFigures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const dev = startDev(repoRoot, root, port);
  try {
    const ready = dev.printed(/legaldocs dev: http/).then(() => performance.now() - started);
    await firstAnswer(base + routes[0], dev);
    const firstPageMs = performance.now() - started;
    await firstAnswer(base + routes[1], dev);
    const secondPageMs = performance.now() - started - firstPageMs;
    return { readyMs: Math.round(await ready), firstPageMs: Math.round(firstPageMs), secondPageMs: Math.round(secondPageMs) };
  } finally {
    dev.child.kill();
  }
}

/** The run with the median first page (of an even number, the slower middle one). */
const medianStart = (runs: StartFigures[]) => medianRun(runs.map((run) => ({ wallMs: run.firstPageMs, run }))).run;

/**
 * First pages after `legaldocs dev` starts on a corpus site, `runs` times each from cold caches
 * and from the caches a full parse leaves. The pages are two documents of the corpus: one in the
 * default locale, one in the first translated locale.
 */
export async function measureFirstPage(repoRoot: string, site: CorpusSite, runs: number): Promise<FirstPage> {
  const [first, second] = (await fg('content/docs/**/*.md', { cwd: site.dir })).sort();
  const [locale] = (await fg('content/i18n/*', { cwd: site.dir, onlyDirectories: true })).sort();
  if (!first || !second || !locale) throw new Error(`${site.dir} needs two documents and a translated locale`);
  const route = (file: string) => `/docs/${file.slice('content/docs/'.length, -'.md'.length)}`;
  const routes: [string, string] = [route(first), `/${path.posix.basename(locale)}${route(second)}`];
  const cold: StartFigures[] = [];
  for (let i = 0; i < runs; i++) {
    await clearCache(site);
    cold.push(await timeStart(repoRoot, site.dir, routes));
  }
  // Parsing every document takes minutes at the larger scales.
  const priming = startDev(repoRoot, site.dir, 0);
  await priming.printed(/Parsed and checked every document/, 10).finally(() => priming.child.kill());
  const warm: StartFigures[] = [];
  for (let i = 0; i < runs; i++) warm.push(await timeStart(repoRoot, site.dir, routes));
  return { scale: site.scale, docs: site.docs, cold: medianStart(cold), warm: medianStart(warm) };
}

export interface EditReload {
  edits: number;
  p50: number;
  p95: number;
}

export interface DevReload extends EditReload {
  /** At scales 1 and 10 (absent from results stored before it was measured). */
  firstPage?: FirstPage[];
}

/** `repoRoot` is the legaldocs checkout whose bin/legaldocs.js runs (the bench runs bundled elsewhere). */
export async function measureDevReload(repoRoot: string, root: string, edits = 10): Promise<EditReload> {
  const dev = startDev(repoRoot, root, 0);
  const original = new Map<string, string>();
  try {
    await dev.printed(/Parsed and checked every document/);
    const base = /http:\/\/127\.0\.0\.1:\d+/.exec(dev.output())![0];
    // A document of the default locale whose page is at the path its file suggests.
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const docs = await fg('content/docs/**/*.md', { cwd: root });
    const target = docs.find((f) => sitemap.includes(`/docs/${f.slice('content/docs/'.length, -3)}</loc>`));
    if (!target) throw new Error('no document found whose page is at /docs/<its path>');
    const route = `/docs/${target.slice('content/docs/'.length, -3)}`;
    const file = path.join(root, target);
    original.set(file, await readFile(file, 'utf8'));

    const times: number[] = [];
    for (let n = 0; n < edits; n++) {
      const html = await (await fetch(base + route)).text();
      const version = /name="legaldocs-dev" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const controller = new AbortController();
      const stream = await fetch(`${base}/__legaldocs/events?path=${encodeURIComponent(route)}&version=${version}`, { signal: controller.signal });
      const reader = stream.body!.getReader();
      await until(reader, /retry:/);
      const started = performance.now();
      await writeFile(file, `${original.get(file)}\n\nMeasured edit ${n} at ${Date.now()}.\n`);
      await until(reader, /event: reload/);
      times.push(performance.now() - started);
      controller.abort();
    }
    times.sort((a, b) => a - b);
    return { edits, p50: Math.round(percentile(times, 50)), p95: Math.round(percentile(times, 95)) };
  } finally {
    for (const [file, text] of original) await writeFile(file, text);
    dev.child.kill();
  }
}
