// `legaldocs serve` under the traffic real visitors make, on loopback: downloads aborted part-way
// leave no file open behind them; pages asked for while the folder is rebuilt and swapped are
// always answered, never with a 404.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

let dir: string;
let server: Running;

/** The files the serving process has open. */
const openFiles = () => readdirSync(`/proc/${server.child.pid}/fd`).length;

/** Starts a GET of `p` and aborts it once the first bytes of the body arrive (or the headers, for an empty body). */
function abortedGet(p: string, headers: Record<string, string> = {}): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const req = request({ host: hostname, port, path: p, headers, agent: false }, (res) => {
      res.once('data', () => req.destroy());
      res.once('end', () => req.destroy());
    });
    req.on('close', () => resolve());
    req.on('error', () => undefined);
    req.end();
  });
}

beforeAll(async () => {
  dir = await fixtureSite('clean');
  // Large enough that no download finishes before it is aborted.
  await mkdir(path.join(dir, 'static/files'), { recursive: true });
  await writeFile(path.join(dir, 'static/files/handbook.pdf'), randomBytes(8 * 1024 * 1024));
  await writeFile(path.join(dir, 'static/files/records.json'), JSON.stringify(Array.from({ length: 200_000 }, (_, i) => ({ id: i, text: `record ${i}` }))));
  expect((await runCli(dir, ['build'])).code).toBe(0);
  server = await startCli(dir, ['serve', '--port', '0']);
});

afterAll(() => server?.stop());

describe('legaldocs serve, downloads aborted by the client', () => {
  it('closes every file: 1,000 aborted downloads leave as many files open as before', async () => {
    // Warm up: the first answers load code and open what the server keeps open.
    expect((await fetch(`${server.url}/docs/intro`)).status).toBe(200);
    const before = openFiles();
    const downloads = [
      ['/files/handbook.pdf', {}],
      ['/files/records.json', { 'accept-encoding': 'identity' }],
      ['/files/records.json', { 'accept-encoding': 'gzip, br' }],
      ['/files/handbook.pdf', { range: 'bytes=1000-' }],
    ] as const;
    for (let round = 0; round < 20; round++) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => abortedGet(downloads[i % downloads.length]![0], { ...downloads[i % downloads.length]![1] })));
    }
    await expect.poll(openFiles, { timeout: 20_000, interval: 200 }).toBeLessThanOrEqual(before + 5);
    // And the server still answers.
    expect((await fetch(`${server.url}/files/handbook.pdf`)).status).toBe(200);
  }, 180_000);
});

/** True while the serving process watches `folder` (an inotify watch on its inode, as fs.watch sets). */
function watching(folder: string): boolean {
  const inode = `ino:${statSync(folder).ino.toString(16)} `;
  const pid = server.child.pid!;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) === 'anon_inode:inotify' && readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8').includes(inode)) return true;
    } catch {
      // Closed meanwhile.
    }
  }
  return false;
}

describe('legaldocs serve while its folder is rebuilt', () => {
  it('holds a request that arrives between the two renames of the swap, and answers it from the new folder', async () => {
    // What a build does: it holds the lock, and moves the old folder away before moving the new one in.
    await writeFile(path.join(dir, '.build.lock'), JSON.stringify({ pid: process.pid, host: os.hostname(), started: new Date().toISOString() }));
    await rename(path.join(dir, 'build'), path.join(dir, '.build.old-1'));
    let answered = false;
    const answer = fetch(`${server.url}/docs/intro`).then(async (r) => {
      answered = true;
      return [r.status, await r.text()] as const;
    });
    try {
      // The server waits for the folder to come back (or, as before, answers at once).
      while (!answered && !watching(dir)) await new Promise((resolve) => setTimeout(resolve, 5));
    } finally {
      await rename(path.join(dir, '.build.old-1'), path.join(dir, 'build'));
      await rm(path.join(dir, '.build.lock'));
    }
    const [status, body] = await answer;
    expect(status).toBe(200);
    expect(body).toContain('Welcome.');
  });

  it('answers every request for an existing page while the site is rebuilt again and again', async () => {
    const pages = ['/docs/intro', '/docs/guide/terms', '/es/docs/intro', '/ja/docs/guide/privacy', '/', '/es/'];
    const intro = path.join(dir, 'content/docs/intro.md');
    const original = await readFile(intro, 'utf8');
    let building = true;
    const failures: string[] = [];
    let answered = 0;
    // Twenty visitors at once, each asking for page after page until the rebuilds are done.
    const visitors = Array.from({ length: 20 }, async (_, v) => {
      for (let i = v; building; i++) {
        const page = pages[i % pages.length]!;
        try {
          const response = await fetch(server.url + page);
          await response.text();
          answered++;
          if (response.status !== 200) failures.push(`${page}: ${response.status}`);
          // The security headers come from the build's _headers file, missing for a moment too.
          else if (!response.headers.get('content-security-policy')) failures.push(`${page}: no Content-Security-Policy`);
        } catch (error) {
          failures.push(`${page}: ${(error as Error).message}`);
        }
      }
    });
    try {
      // Each rebuild changes a page, so each one swaps in a new folder.
      for (let n = 0; n < 6; n++) {
        await writeFile(intro, original.replace('Welcome.', `Welcome, revision ${n}.`));
        const built = await runCli(dir, ['build']);
        expect(built.code, built.stderr).toBe(0);
      }
    } finally {
      building = false;
      await Promise.all(visitors);
      await writeFile(intro, original);
    }
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
  }, 180_000);
});
