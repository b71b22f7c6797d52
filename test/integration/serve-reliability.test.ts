// `legaldocs serve` under the traffic real visitors make, on loopback: downloads aborted part-way
// leave no file open behind them.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
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
