// The static handler's folder boundary: files in the folder are served, links inside it too,
// links that lead out of it and folders are not.
import { mkdtemp, mkdir, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listen } from '../../../src/server/listen.ts';
import { staticHandler } from '../../../src/server/static.ts';

describe('staticHandler', () => {
  it('serves files in the folder and refuses symlinks that lead out of it', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-static-'));
    const root = path.join(base, 'site');
    await mkdir(path.join(root, 'docs'), { recursive: true });
    await writeFile(path.join(root, 'docs/x.html'), 'x');
    await writeFile(path.join(root, '404.html'), 'not found');
    await writeFile(path.join(base, 'secret.txt'), 'secret');
    await symlink(path.join(base, 'secret.txt'), path.join(root, 'leak.txt'));
    await symlink(path.join(root, 'docs/x.html'), path.join(root, 'alias.html'));
    let server: Server | undefined;
    try {
      const served = await listen(staticHandler({ dir: root, baseUrl: '/', localePrefixes: [] }), '127.0.0.1', 0);
      server = served.server;
      const get = async (p: string) => {
        const response = await fetch(served.url + p);
        return [response.status, await response.text()];
      };
      expect(await get('/docs/x.html')).toEqual([200, 'x']);
      expect(await get('/alias')).toEqual([200, 'x']);
      expect(await get('/leak.txt')).toEqual([404, 'not found']);
      expect(await get('/docs')).toEqual([404, 'not found']);
    } finally {
      server?.close();
    }
  });
});
