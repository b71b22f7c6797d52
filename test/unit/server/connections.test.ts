// The connection cap: a request under way is never cut off to make room; when every connection
// held is being answered, a new one is answered 503 and closed, and once one is free, served.
import type { Server } from 'node:http';
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
});
