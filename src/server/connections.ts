// How many connections a server holds, so idle ones can never use up its file descriptors: past
// the cap, a new connection takes the place of the one idle longest (no bytes yet, part of a
// request's head, or kept alive between requests: nothing is being answered on it); when every
// connection is being answered, the new one is answered 503 and closed. A request under way is
// never cut off to make room.
// In: an HTTP server and the cap; out: the server watched, and a test telling refused requests.

import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionCap {
  /** True for a request on a connection taken past the cap: it is to be answered 503 and closed. */
  refused(req: IncomingMessage): boolean;
  /** Connections held now (those being refused aside). */
  open(): number;
}

/**
 * Watches `server`'s connections, holding at most `cap`. A refused connection that sends no
 * request within `refusedMs` is closed without one.
 */
export function capConnections(server: Server, cap: number, refusedMs = 2_000): ConnectionCap {
  // Insertion order is the order they became idle: the first is the one idle longest.
  const idle = new Set<Socket>();
  const busy = new Set<Socket>();
  const refused = new WeakSet<Socket>();

  server.on('connection', (socket: Socket) => {
    if (idle.size + busy.size >= cap) {
      const longest = idle.values().next().value;
      if (longest) {
        idle.delete(longest);
        longest.destroy();
      } else {
        refused.add(socket);
        socket.setTimeout(refusedMs, () => socket.destroy());
        return;
      }
    }
    idle.add(socket);
    socket.once('close', () => {
      idle.delete(socket);
      busy.delete(socket);
    });
  });

  server.on('request', (req: IncomingMessage, res) => {
    const socket = req.socket;
    if (!idle.delete(socket)) return;
    busy.add(socket);
    res.once('close', () => {
      if (!busy.delete(socket) || socket.destroyed) return;
      idle.add(socket);
    });
  });

  return {
    refused: (req) => refused.has(req.socket),
    open: () => idle.size + busy.size,
  };
}
