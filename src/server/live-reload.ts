// Live reload over Server-Sent Events: each open page connects with its path and the version it
// was rendered as; after a change, only pages whose rendering differs are told to reload, and
// every page gets the current problems for its overlay. In: how to version a path and the
// overlay's content; out: an SSE endpoint handler and a notify() to call after each rebuild.

import type { ServerResponse } from 'node:http';
import type { OverlayProblems } from './dev-problems.ts';

interface Client {
  res: ServerResponse;
  path: string;
  version: string;
  problems: string;
}

export interface LiveReloadSource {
  /** The version of the page at `path` as it would be rendered now (undefined: not a page). */
  versionOf(path: string): Promise<string | undefined>;
  overlay(): OverlayProblems;
}

export interface LiveReload {
  /** Answers the event-stream request of one open page. */
  connect(res: ServerResponse, path: string, version: string): Promise<void>;
  /** Re-checks every open page (or reloads them all); resolves with how many were told to reload. */
  notify(all?: boolean): Promise<number>;
  close(): void;
}

export function liveReload(source: LiveReloadSource): LiveReload {
  const clients = new Set<Client>();
  const send = (client: Client, event: string, data: string) => client.res.write(`event: ${event}\ndata: ${data}\n\n`);
  // Proxies and browsers drop idle streams; a comment every 15 s keeps them open.
  const keepAlive = setInterval(() => clients.forEach((c) => c.res.write(': keep-alive\n\n')), 15_000);
  keepAlive.unref();

  async function check(client: Client, versions: Map<string, Promise<string | undefined>>, all = false): Promise<boolean> {
    if (!versions.has(client.path)) versions.set(client.path, source.versionOf(client.path).catch(() => undefined));
    const version = await versions.get(client.path);
    // A page that reloads gets the problems when it connects again; reloads go out first.
    if (version !== undefined && (all || version !== client.version)) {
      send(client, 'reload', version);
      clients.delete(client);
      client.res.end();
      return true;
    }
    const problems = JSON.stringify(source.overlay());
    if (problems !== client.problems) send(client, 'problems', (client.problems = problems));
    return false;
  }

  return {
    async connect(res, path, version) {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      // No version: the client router showed this path without loading it, so what it shows now
      // is the baseline. Otherwise the page may have changed between being served and connecting.
      const baseline = version || ((await source.versionOf(path).catch(() => undefined)) ?? '');
      const client: Client = { res, path, version: baseline, problems: JSON.stringify({ problems: [] }) };
      clients.add(client);
      res.on('close', () => clients.delete(client));
      await check(client, new Map());
    },
    async notify(all = false) {
      const versions = new Map<string, Promise<string | undefined>>();
      const reloaded = await Promise.all([...clients].map((c) => check(c, versions, all)));
      return reloaded.filter(Boolean).length;
    },
    close() {
      clearInterval(keepAlive);
      clients.forEach((c) => c.res.end());
      clients.clear();
    },
  };
}
