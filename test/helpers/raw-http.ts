// Test helper: HTTP as bytes on a socket, for requests no HTTP client would send (malformed
// request lines, headers a client refuses to write) and for checking that what comes back is
// well-formed HTTP: status lines, header blocks, and bodies of the length they announce.

import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends `request` to 127.0.0.1:`port` and collects what comes back until it holds a whole response
 * (framed by its length) or the server closes the connection. Resolves with the bytes, or
 * `timeout` when neither happened within `limitMs`. The sending side stays open: a client that
 * ends it is taken to have gone away, and its answer is dropped.
 */
export function exchange(port: number, request: string | Buffer, limitMs = 5_000, head = false): Promise<Buffer | 'timeout'> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = (result: Buffer | 'timeout') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done('timeout'), limitMs);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      if (wholeResponse(bytes, head)) done(bytes);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => done(Buffer.concat(chunks)));
  });
}

/** True when `bytes` hold a whole final response whose end its own framing tells. */
function wholeResponse(bytes: Buffer, head: boolean): boolean {
  try {
    const last = parseResponses(bytes, head).at(-1);
    return last !== undefined && last.status >= 200 && (head || last.status === 204 || last.status === 304 || 'content-length' in last.headers || 'transfer-encoding' in last.headers);
  } catch {
    return false;
  }
}

/**
 * Reads the responses in `bytes`, one after another; throws, saying what is wrong, unless every
 * byte belongs to a well-formed response (HTTP/1.x status line, header block, a body as long as
 * its Content-Length or chunked framing says, none for HEAD, 1xx, 204 and 304).
 */
export function parseResponses(bytes: Buffer, head = false): RawResponse[] {
  const responses: RawResponse[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end === -1) throw new Error(`a head without its end: ${JSON.stringify(bytes.subarray(at, at + 200).toString('latin1'))}`);
    const [statusLine, ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n');
    const status = /^HTTP\/1\.[01] (\d{3})(?: [^\r\n]*)?$/.exec(statusLine!);
    if (!status) throw new Error(`not a status line: ${JSON.stringify(statusLine)}`);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const header = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+):[ \t]*(.*?)[ \t]*$/.exec(line);
      if (!header) throw new Error(`not a header line: ${JSON.stringify(line)}`);
      headers[header[1]!.toLowerCase()] = header[2]!;
    }
    at = end + 4;
    const code = Number(status[1]);
    let body: Buffer = Buffer.alloc(0);
    if (!(head || code < 200 || code === 204 || code === 304)) {
      if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const lineEnd = bytes.indexOf('\r\n', at);
          const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
          if (lineEnd === -1 || Number.isNaN(size)) throw new Error('a chunk without its size');
          at = lineEnd + 2;
          if (size === 0) {
            at = bytes.indexOf('\r\n', at) + 2;
            break;
          }
          parts.push(bytes.subarray(at, at + size));
          at += size + 2;
        }
        body = Buffer.concat(parts);
      } else if (headers['content-length'] !== undefined) {
        const length = Number(headers['content-length']);
        if (!Number.isInteger(length) || at + length > bytes.length) throw new Error(`a body shorter than its Content-Length (${headers['content-length']})`);
        body = bytes.subarray(at, at + length);
        at += length;
      } else {
        // Delimited by the end of the connection.
        body = bytes.subarray(at);
        at = bytes.length;
      }
    }
    responses.push({ status: code, headers, body });
  }
  return responses;
}
