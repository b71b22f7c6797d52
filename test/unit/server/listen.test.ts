// listen(): every request is answered or refused, and the server keeps running: a handler that
// throws gets a 500 before its head and a cut connection after it (never a second head); overlong
// URLs and heads, CONNECT, connections that send nothing or half a head are refused; idle
// connections cannot use up the server's file descriptors; a client that keeps sending what is
// refused is answered 503 at once, and others are not.
import net from 'node:net';
import { request, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, serverLimits, type Handler } from '../../../src/server/listen.ts';
import { exchange, parseResponses } from '../../helpers/raw-http.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function start(handler: Handler, limits: Partial<typeof serverLimits> = {}): Promise<number> {
  const served = await listen(handler, '127.0.0.1', 0, limits);
  server = served.server;
  return Number(new URL(served.url).port);
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}\r\n`;

/** The one response to `request`, checked to be well-formed. */
async function answer(port: number, request: string) {
  const bytes = await exchange(port, request);
  if (bytes === 'timeout') throw new Error('no answer');
  return parseResponses(bytes);
}

describe('listen', () => {
  it('answers 500 when a handler fails before its head, cuts the connection when it fails after, and keeps answering', async () => {
    const port = await start((req, res) => {
      if (req.url === '/throws') throw new Error('thrown');
      if (req.url === '/rejects') return Promise.reject(new Error('rejected'));
      if (req.url === '/after-head') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        res.write('part');
        return Promise.reject(new Error('after the head'));
      }
      res.end('ok');
    });
    const write = process.stderr.write;
    const said: string[] = [];
    process.stderr.write = ((text: string) => said.push(text)) as never;
    try {
      expect((await answer(port, get('/throws'))).map((r) => r.status)).toEqual([500]);
      expect((await answer(port, get('/rejects'))).map((r) => r.status)).toEqual([500]);
      const cut = await exchange(port, get('/after-head'));
      expect(String(cut)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // One head, and a body cut short: never a second status line.
      expect(String(cut).match(/HTTP\/1\.1/g)).toHaveLength(1);
      expect(() => parseResponses(cut as Buffer)).toThrow(/shorter than its Content-Length/);
    } finally {
      process.stderr.write = write;
    }
    expect(said.join('')).toMatch(/answering GET \/throws failed: thrown/);
    expect((await answer(port, get('/'))).map((r) => [r.status, String(r.body)])).toEqual([[200, 'ok']]);
  });

  it('refuses what Node would not answer or a handler should not see: overlong URLs and heads, CONNECT', async () => {
    const port = await start((_req, res) => void res.end('ok'));
    expect((await answer(port, get(`/${'a'.repeat(serverLimits.urlLength)}`)))[0]!.status).toBe(414);
    expect((await answer(port, get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`)))[0]!.status).toBe(431);
    expect((await answer(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'))[0]!.status).toBe(405);
    expect((await answer(port, 'GET / HTTP/9.9\r\n\r\n'))[0]!.status).toBe(400);
  });

  it('closes a connection that sends nothing, or half a head, with a 408 once the time for a head is up', async () => {
    const port = await start((_req, res) => void res.end('ok'), { headersMs: 300 });
    const waitFor = (bytes: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
        let got = '';
        socket.on('data', (chunk) => (got += chunk));
        socket.on('close', () => resolve(got));
      });
    const [silent, half] = await Promise.all([waitFor(''), waitFor('GET / HTTP/1.1\r\nHost: x\r\n')]);
    expect(silent).toMatch(/^HTTP\/1\.1 408 /);
    expect(half).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('holds at most its cap of connections: idle ones (silent, half a head, kept alive) make room for every new visitor', async () => {
    // A cap of 100 here (1,000 by default, with 20,000 descriptors to a process): 300 held idle.
    const cap = 100;
    const port = await start((_req, res) => void res.end('ok'), { connections: cap });
    const idle: net.Socket[] = [];
    let closed = 0;
    const opened = Array.from(
      { length: cap + 200 },
      (_, i) =>
        new Promise<void>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            if (i % 3 === 1) socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
            if (i % 3 === 2) socket.write(get('/'));
            resolve();
          });
          socket.on('error', () => resolve());
          socket.on('close', () => closed++);
          socket.resume();
          idle.push(socket);
        }),
    );
    try {
      await Promise.all(opened);
      const held = () => new Promise<number>((resolve) => server!.getConnections((_e, n) => resolve(n)));
      // Every connection was accepted, the oldest idle ones closed to keep within the cap.
      await expect.poll(() => closed, { timeout: 20_000 }).toBeGreaterThanOrEqual(200);
      expect(await held()).toBeLessThanOrEqual(cap);
      const visitor = await fetch(`http://127.0.0.1:${port}/`);
      expect([visitor.status, await visitor.text()]).toEqual([200, 'ok']);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  }, 60_000);

  it('answers 503 at once to a client past its refusals, for the rest of the window, and others as before', async () => {
    const port = await start((req, res) => void res.writeHead(req.url === '/bad' ? 400 : 200).end(), { refusalsPerClient: 3 });
    /** The status of `GET path` from `address`, on a connection of its own. */
    const status = (address: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        request({ port, host: '127.0.0.1', localAddress: address, path, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        })
          .on('error', reject)
          .end();
      });
    for (let i = 0; i < 3; i++) expect(await status('127.0.0.2', '/bad')).toBe(400);
    expect(await status('127.0.0.2', '/ok')).toBe(503);
    expect(await status('127.0.0.3', '/ok')).toBe(200);
  });
});
