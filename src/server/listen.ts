// Starts an HTTP server and turns "port in use" into a message that says what to do.
// In: a handler, host and port; out: the listening server and its URL.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { CannotListen, LegaldocsError } from '../diagnostics/diagnostic.ts';

/** Why a server cannot listen, and what to do, by error code: [message, hint]. */
const listenProblems: Record<string, (host: string, port: number) => [string, string]> = {
  EADDRINUSE: (host, port) => [`port ${port} on ${host} is already in use`, `Stop the other server or pick another port, e.g. --port ${port + 1}.`],
  EACCES: (host, port) => [`port ${port} on ${host} needs privileges this user does not have`, 'Pick a port above 1023, e.g. --port 3000.'],
  EADDRNOTAVAIL: (host) => [`${host} is not an address of this machine`, 'Listen on one of its addresses, e.g. --host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every interface).'],
  ENOTFOUND: (host) => [`the host name ${host} cannot be resolved`, 'Give an address or a name this machine resolves, e.g. --host 127.0.0.1 or --host localhost.'],
  EAI_AGAIN: (host) => [`the host name ${host} cannot be resolved now`, 'Give an address instead, e.g. --host 127.0.0.1.'],
};

export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  host: string,
  port: number,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Clients (browsers, crawlers) reuse idle connections; closing them sooner than clients expect
  // makes a reused socket fail mid-request under load.
  server.keepAliveTimeout = 65_000;
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
