// How many connections a server holds, in all and per client (remote address), so idle ones can
// never use up its file descriptors nor one client crowd out the others. A client past its own cap
// gives up its connection idle longest for the new one; past the overall cap, the client holding
// the most connections does (idle: no bytes yet, part of a request's head, or kept alive between
// requests — nothing is being answered on it). When it has none idle, the new connection is
// answered 503 and closed: the heaviest client is shed first, and a request under way is never cut
// off to make room.
// In: an HTTP server and the caps; out: the server watched, and a test telling refused requests.

import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionCap {
  /** True for a request on a connection taken past the cap: it is to be answered 503 and closed. */
  refused(req: IncomingMessage): boolean;
  /** Connections held now (those being refused aside). */
  open(): number;
}

/** One client's connections: idle ones in the order they became idle (the first is the one idle longest), and busy ones. */
interface Client {
  address: string;
  idle: Set<Socket>;
  busy: Set<Socket>;
}

const held = (client: Client) => client.idle.size + client.busy.size;

/**
 * Watches `server`'s connections, holding at most `cap` in all and `perClient` from one address.
 * A refused connection that sends no request within `refusedMs` is closed without one.
 */
export function capConnections(server: Server, cap: number, perClient = cap, refusedMs = 2_000): ConnectionCap {
  const clients = new Map<string, Client>();
  const clientOf = new WeakMap<Socket, Client>();
  const refused = new WeakSet<Socket>();
  let open = 0;

  /** No longer counted: at once when it is shed (its close event comes later), or when it closes. */
  const forget = (socket: Socket) => {
    const client = clientOf.get(socket);
    if (!client) return;
    clientOf.delete(socket);
    client.idle.delete(socket);
    client.busy.delete(socket);
    open--;
    if (!held(client)) clients.delete(client.address);
  };
  /** Closes `client`'s connection idle longest; false when it has none idle. */
  const shed = (client: Client | undefined): boolean => {
    const longest = client?.idle.values().next().value;
    if (!longest) return false;
    forget(longest);
    longest.destroy();
    return true;
  };
  /** The client holding the most connections that has one idle. */
  const heaviest = (): Client | undefined => {
    let found: Client | undefined;
    for (const client of clients.values()) if (client.idle.size && (!found || held(client) > held(found))) found = client;
    return found;
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const client = clients.get(address) ?? { address, idle: new Set<Socket>(), busy: new Set<Socket>() };
    // Past its own cap, one of its own goes; past the overall cap, one of the heaviest client's.
    const room = (held(client) < perClient || shed(client)) && (open < cap || shed(heaviest()));
    if (!room) {
      refused.add(socket);
      socket.setTimeout(refusedMs, () => socket.destroy());
      return;
    }
    clients.set(address, client);
    clientOf.set(socket, client);
    client.idle.add(socket);
    open++;
    socket.once('close', () => forget(socket));
  });

  server.on('request', (req: IncomingMessage, res) => {
    const socket = req.socket;
    const client = clientOf.get(socket);
    if (!client?.idle.delete(socket)) return;
    client.busy.add(socket);
    res.once('close', () => {
      if (!client.busy.delete(socket) || socket.destroyed) return;
      client.idle.add(socket);
    });
  });

  return {
    refused: (req) => refused.has(req.socket),
    open: () => open,
  };
}
