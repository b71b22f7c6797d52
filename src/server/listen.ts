// Starts an HTTP server that answers every request or refuses it, and keeps running: short limits
// for connections that send nothing or only part of a request, caps on the connections held (in
// all and per client), a 503 at once for a client that keeps sending what is refused, refusals
// Node's parser cannot make (CONNECT, overlong URLs), and a last answer for a handler that fails;
// "port in use" becomes a message that says what to do.
// In: a handler, host and port; out: the listening server and its URL.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { CannotListen, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { clientBudget } from './budget.ts';
import { capConnections } from './connections.ts';

/** What a server holds and waits for: every request either fits these or is refused. */
export const serverLimits = {
  /** Connections held at once (each is a file descriptor); past it the heaviest client's connection idle longest is closed. */
  connections: 1_000,
  /**
   * Connections held from one address: a browser opens 6 to a host, so an office of 40 behind one
   * address fits; past it that client's own connection idle longest is closed, and with none idle the
   * new one is answered 503, so one client cannot crowd out the others.
   */
  connectionsPerClient: 256,
  /**
   * Requests of one address refused as malformed or too large (400, 405, 413, 414, 416, 431) in
   * 10 s: past it, its requests are answered 503 at once until the 10 s are over, so a client
   * that keeps sending what is refused costs a short answer, not the work of finding it bad.
   */
  refusalsPerClient: 100,
  /** From a connection's first byte (or its opening) to the end of a request's head: else 408. */
  headersMs: 10_000,
  /** To receive a whole request, body included: else 408. */
  requestMs: 30_000,
  /** An answer under way that sends nothing this long (a reader that stopped reading) is dropped. */
  stalledMs: 30_000,
  /**
   * A connection kept alive between requests. Clients (browsers, crawlers) reuse idle connections;
   * closing them sooner than clients expect makes a reused socket fail mid-request, and the cap
   * closes idle ones first when room is needed.
   */
  keepAliveMs: 65_000,
  /** Longer request lines are refused 414; the whole head is limited to Node's 16 KB (431). */
  urlLength: 8_192,
};

/** Answers to a request that is malformed or asks too much: what a client's refusals count. */
const refusedStatuses = new Set([400, 405, 413, 414, 416, 431]);

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Why a server cannot listen, and what to do, by error code: [message, hint]. */
const listenProblems: Record<string, (host: string, port: number) => [string, string]> = {
  EADDRINUSE: (host, port) => [`port ${port} on ${host} is already in use`, `Stop the other server or pick another port, e.g. --port ${port + 1}.`],
  EACCES: (host, port) => [`port ${port} on ${host} needs privileges this user does not have`, 'Pick a port above 1023, e.g. --port 3000.'],
  EADDRNOTAVAIL: (host) => [`${host} is not an address of this machine`, 'Listen on one of its addresses, e.g. --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface).'],
  ENOTFOUND: (host) => [`the host name ${host} cannot be resolved`, 'Give an address or a name this machine resolves, e.g. --host 127.0.0.1 or --host localhost.'],
  EAI_AGAIN: (host) => [`the host name ${host} cannot be resolved now`, 'Give an address instead, e.g. --host 127.0.0.1.'],
};

/** A short plain answer that closes the connection. */
function refuse(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.shouldKeepAlive = false;
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/** Reports a handler's failure once per message (a visitor who repeats it fills no log), on stderr. */
function reporter(): (req: IncomingMessage, error: unknown) => void {
  const seen = new Set<string>();
  return (req, error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (seen.has(message) || seen.size >= 100) return;
    seen.add(message);
    process.stderr.write(`legaldocs: answering ${req.method} ${(req.url ?? '').slice(0, 200)} failed: ${message}\n`);
  };
}

/**
 * The last answer to a request whose handler failed: a 500 if nothing was sent yet; otherwise the
 * connection is closed, so the client sees a cut answer rather than a second head in the body.
 */
function failed(res: ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  refuse(res, 500, 'Internal Server Error');
}

/** Starts `handler` on `host`:`port` (0: any free port) within `serverLimits` (or the `limits` given instead). */
export async function listen(handler: Handler, host: string, port: number, limits: Partial<typeof serverLimits> = {}): Promise<{ server: Server; url: string }> {
  const limit = { ...serverLimits, ...limits };
  const report = reporter();
  // Timeouts are checked every second (Node's default, 30 s, would let them run 30 s over).
  const server = createServer({ headersTimeout: limit.headersMs, requestTimeout: limit.requestMs, connectionsCheckingInterval: 1_000 });
  server.keepAliveTimeout = limit.keepAliveMs;
  const cap = capConnections(server, limit.connections, limit.connectionsPerClient);
  const refusals = clientBudget({ windowMs: 10_000, limit: limit.refusalsPerClient });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    req.socket.setTimeout(limit.stalledMs);
    const client = req.socket.remoteAddress ?? '';
    res.once('finish', () => {
      if (refusedStatuses.has(res.statusCode)) refusals.spend(client, 1);
      // Answered before its body arrived (a refusal): the rest is not waited for, or Node would
      // answer the same request a second time (408) when the body stops coming.
      if (!req.complete) req.socket.destroySoon();
    });
    if (cap.refused(req)) return refuse(res, 503, 'Service Unavailable: too many connections', { 'retry-after': '1' });
    if (refusals.exhausted(client)) return refuse(res, 503, 'Service Unavailable: too many bad requests from this address', { 'retry-after': '10' });
    if ((req.url ?? '').length > limit.urlLength) return refuse(res, 414, 'URI Too Long');
    let answered: void | Promise<void>;
    try {
      answered = handler(req, res);
    } catch (error) {
      report(req, error);
      return failed(res);
    }
    if (answered) {
      answered.catch((error: unknown) => {
        report(req, error);
        failed(res);
      });
    }
  });
  // A proxy's tunnel request: without an answer Node would close the connection silently.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const problem = listenProblems[error.code ?? '']?.(host, port);
      reject(problem ? new LegaldocsError([new CannotListen(problem[0], { hint: problem[1] }).toDiagnostic()]) : error);
    });
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}` };
}
