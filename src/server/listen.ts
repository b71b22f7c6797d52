// Starts an HTTP server and turns "port in use" into a message that says what to do.
// In: a handler, host and port; out: the listening server and its URL.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';

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
      if (error.code === 'EADDRINUSE') {
        reject(
          new LegaldocsError([
            new InvalidConfig(`port ${port} on ${host} is already in use`, { hint: `Stop the other server or pick another port, e.g. --port ${port + 1}.` }).toDiagnostic(),
          ]),
        );
      } else reject(error);
    });
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host.includes(':') ? `[${host}]` : host}:${actual}` };
}
