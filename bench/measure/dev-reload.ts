// Edit-to-reload latency of `legaldocs dev`: saves a document and times until the live-reload
// event for the page showing it reaches a connected client (an SSE reader standing in for the
// browser). In: a site folder; out: { edits, p50, p95 } in ms over 10 edits. The document is restored.

import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

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

export interface DevReload {
  edits: number;
  p50: number;
  p95: number;
}

/** `repoRoot` is the legaldocs checkout whose bin/legaldocs.js runs (the bench runs bundled elsewhere). */
export async function measureDevReload(repoRoot: string, root: string, edits = 10): Promise<DevReload> {
  const cli = path.join(repoRoot, 'bin/legaldocs.js');
  const child = spawn(process.execPath, [cli, 'dev', '--port', '0'], { cwd: root, env: { ...process.env, CI: 'true' } });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const original = new Map<string, string>();
  try {
    for (let i = 0; !/Parsed and checked every document/.test(output); i++) {
      if (i > 1200 || child.exitCode !== null) throw new Error(`dev did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const base = /http:\/\/127\.0\.0\.1:\d+/.exec(output)![0];
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
    child.kill();
  }
}
