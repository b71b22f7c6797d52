// Compression for `serve`, as static hosts do it: text files go out as br or gzip, whichever the
// request's Accept-Encoding prefers, and the compressed bytes of recent files are kept (up to a
// budget), so a file is compressed once rather than on every request.
// In: a request's Accept-Encoding, a file's content type, identity and bytes; out: the encoding
// to answer with and the compressed bytes.

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip';

const compressibleType = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json)|image\/svg\+xml)/;
/** Smaller files gain nothing worth a header. */
const minimumBytes = 1024;
/** Larger files go out as they are (a range can still be asked for) rather than held compressed in memory. */
const maximumBytes = 32 * 1024 * 1024;

/** True when files of this type and size are sent compressed to a client that accepts it (and so vary by Accept-Encoding). */
export function compressible(contentType: string, size: number): boolean {
  return compressibleType.test(contentType) && size >= minimumBytes && size <= maximumBytes;
}

/** The encoding to answer with: the client's preference among br and gzip (br on a tie), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  // Browsers list gzip before br at equal weight; `preferred` (negotiator 1.x, newer than its
  // type definitions) breaks such ties our way.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }) as Negotiator & {
    encoding(available: string[], options: { preferred: string[] }): string | undefined;
  };
  const chosen = negotiator.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// br at quality 5 compresses about as well as gzip -9 at several times its speed; quality 11 (the
// default) takes seconds for a large search index, which the first visitor would wait for.
const compressWith = (encoding: Encoding, bytes: Buffer): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipped(bytes, { level: 6 });

/** Compressed bytes of files by identity (path, inode, size, time) and encoding, least recently used first out. */
export function compressedFiles(budgetBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let held = 0;
  const evict = () => {
    for (const [key, size] of sizes) {
      if (held <= budgetBytes) break;
      held -= size;
      sizes.delete(key);
      entries.delete(key);
    }
  };
  return {
    /** The file's bytes compressed with `encoding`; `read` is called only when they are not kept. */
    get(identity: string, encoding: Encoding, read: () => Promise<Buffer>): Promise<Buffer> {
      const key = `${encoding}\0${identity}`;
      const kept = entries.get(key);
      if (kept) {
        // Most recently used goes last.
        entries.delete(key);
        entries.set(key, kept);
        const size = sizes.get(key);
        if (size !== undefined) {
          sizes.delete(key);
          sizes.set(key, size);
        }
        return kept;
      }
      // Requests for a file that is being compressed share the one compression.
      const made = read().then((bytes) => compressWith(encoding, bytes));
      entries.set(key, made);
      made.then(
        (bytes) => {
          if (entries.get(key) !== made) return;
          sizes.set(key, bytes.length);
          held += bytes.length;
          evict();
        },
        () => entries.delete(key),
      );
      return made;
    },
  };
}
