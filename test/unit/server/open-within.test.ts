// What is opened is what is checked: with a page flipped, again and again by another thread,
// between a file of the site and a link to /etc/passwd, thousands of requests for it get the page
// or a 404, never the password file; a named pipe in the folder does not stall the server.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../../src/server/listen.ts';
import { staticHandler } from '../../../src/server/static.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Flips `file` between a regular file and a link to `target` (each step a rename over it) until told to stop. */
const flipper = `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { file, target, control } = workerData;
const flags = new Int32Array(control);
let flips = 0;
while (Atomics.load(flags, 0) === 0) {
  fs.rmSync(file + '.link', { force: true });
  fs.symlinkSync(target, file + '.link');
  fs.renameSync(file + '.link', file);
  fs.writeFileSync(file + '.file', 'inside');
  fs.renameSync(file + '.file', file);
  flips++;
}
Atomics.store(flags, 1, flips);
`;

async function site(): Promise<{ dir: string; url: string }> {
  const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'legaldocs-flip-')), 'build');
  await mkdir(dir);
  await writeFile(path.join(dir, '404.html'), 'not found');
  await writeFile(path.join(dir, 'r.html'), 'inside');
  const served = await listen(staticHandler({ dir, baseUrl: '/', localePrefixes: [] }), '127.0.0.1', 0);
  server = served.server;
  return { dir, url: served.url };
}

describe('openWithin', () => {
  it('never answers with the file a link swapped in leads to, however the swaps fall between opening and checking', async () => {
    const { dir, url } = await site();
    const secret = readFileSync('/etc/passwd', 'utf8');
    const control = new SharedArrayBuffer(8);
    const worker = new Worker(flipper, { eval: true, workerData: { file: path.join(dir, 'r.html'), target: '/etc/passwd', control } });
    const answers = new Map<string, number>();
    try {
      let next = 0;
      const total = 2_000;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next++ < total) {
            const response = await fetch(`${url}/r`);
            const body = await response.text();
            const kind = body === secret ? 'the password file' : `${response.status} ${body}`;
            answers.set(kind, (answers.get(kind) ?? 0) + 1);
          }
        }),
      );
    } finally {
      Atomics.store(new Int32Array(control), 0, 1);
      await new Promise((resolve) => worker.once('exit', resolve));
    }
    expect(new Int32Array(control)[1]).toBeGreaterThan(100);
    expect(answers.get('the password file') ?? 0).toBe(0);
    expect([...answers.keys()].sort()).toEqual(['200 inside', '404 not found']);
  }, 120_000);

  it('answers 404 for a named pipe rather than waiting for a writer', async () => {
    const { dir, url } = await site();
    execFileSync('mkfifo', [path.join(dir, 'pipe.html')]);
    const response = await fetch(`${url}/pipe`);
    expect([response.status, await response.text()]).toEqual([404, 'not found']);
  });
});
