// The connection cap: a request under way is never cut off to make room; when every connection
// held is being answered, a new one is answered 503 and closed, and once one is free, served. One
// client holding many idle or half-sent connections gives up its own first, and past the overall
// cap the heaviest client does: another client's request is answered.
import { get, type Server } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../../src/server/listen.ts';
import { exchange, parseResponses } from '../../helpers/raw-http.ts';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

describe('capConnections', () => {
  it('refuses a new connection with 503 while every connection held is being answered', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const served = await listen(
      async (req, res) => {
        started++;
        if (req.url === '/slow') await gate;
        res.end(req.url);
      },
      '127.0.0.1',
      0,
      { connections: 2 },
    );
    server = served.server;
    const port = Number(new URL(served.url).port);
    const slow = [exchange(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n'), exchange(port, 'GET /slow HTTP/1.1\r\nHost: x\r\n\r\n')];
    await expect.poll(() => started).toBe(2);
    const refused = await exchange(port, 'GET /now HTTP/1.1\r\nHost: x\r\n\r\n');
    const [answer] = parseResponses(refused as Buffer);
    expect(answer).toMatchObject({ status: 503, headers: { 'retry-after': '1', connection: 'close' } });
    release();
    for (const done of await Promise.all(slow)) expect(parseResponses(done as Buffer).map((r) => [r.status, String(r.body)])).toEqual([[200, '/slow']]);
    const later = await exchange(port, 'GET /now HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(parseResponses(later as Buffer).map((r) => r.status)).toEqual([200]);
  });

  /** Opens `count` connections from `address` that send nothing or half a request's head; resolves once all are open, with a count of those the server closed. */
  async function hold(port: number, address: string, count: number) {
    let closed = 0;
    const sockets = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ port, host: '127.0.0.1', localAddress: address });
            socket.on('connect', () => {
              if (i % 2) socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
              resolve(socket);
            });
            socket.on('error', () => undefined);
            socket.on('close', () => closed++);
          }),
      ),
    );
    return { sockets, closed: () => closed };
  }

  /** A GET from `address` on a connection of its own: the status. */
  const ask = (port: number, address: string) =>
    new Promise<number>((resolve, reject) => {
      get({ port, host: '127.0.0.1', localAddress: address, path: '/', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      }).on('error', reject);
    });

  it("answers another client while one holds more idle and half-sent connections than its share, and past the overall cap sheds the heaviest client's", async () => {
    const served = await listen((_req, res) => void res.end('ok'), '127.0.0.1', 0, { connections: 10, connectionsPerClient: 6 });
    server = served.server;
    const port = Number(new URL(served.url).port);
    const greedy = await hold(port, '127.0.0.2', 30);
    // It keeps its share, 6: each new one took the place of one of its own.
    await expect.poll(greedy.closed, { timeout: 30_000 }).toBe(24);
    const other = await hold(port, '127.0.0.3', 4);
    expect(await ask(port, '127.0.0.4')).toBe(200);
    // The overall cap (10) was reached: the greedy client gave up one more, the other none.
    await expect.poll(greedy.closed, { timeout: 30_000 }).toBe(25);
    expect(other.closed()).toBe(0);
    // The greedy client itself is still answered.
    expect(await ask(port, '127.0.0.2')).toBe(200);
    for (const socket of [...greedy.sockets, ...other.sockets]) socket.destroy();
  });
});
