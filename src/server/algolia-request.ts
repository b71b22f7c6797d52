// What a call to the local Algolia endpoint may ask, and its body read within those limits: the
// body is refused past a size before it is held whole, and the queries it holds are checked field
// by field, so no call can make the server hold, compute or send more than a bounded amount.
// In: a POST request; out: the queries it asks, or the status and message to refuse it with.

import type { IncomingMessage } from 'node:http';
import { z } from 'zod';

/** Algolia's own limits where it has them (query length, hitsPerPage, pagination), tighter ones where a local server needs them. */
export const queryLimits = {
  /** DocSearch sends well under 2 kB. */
  bodyBytes: 64 * 1024,
  /** A larger body is read to its end and dropped before the refusal, up to this size; past it the connection is closed. */
  drainBytes: 1024 * 1024,
  /** Queries in one call. */
  requests: 50,
  /** Algolia: a query of at most 512 characters. */
  queryLength: 512,
  /** Algolia: hitsPerPage from 0 to 1,000; and no hit past the 1,000th (paginationLimitedTo). */
  hits: 1_000,
  /** Hits highlighted in one call, all its queries together: the work, and the answer, it may cost. */
  hitsPerCall: 1_000,
  /** Hits one address may ask for in 10 s (DocSearch asks 20 a keystroke): past it, 503 until the 10 s are over. */
  hitsPerClient: 4_000,
  highlightTagLength: 64,
  /** Items of a list parameter, and characters of a name or filter. */
  listLength: 32,
  nameLength: 256,
  /** Characters of the answer (DocSearch's are some 20 kB): a call that would need more is refused before anything is sent. */
  answerLength: 2 * 1024 * 1024,
};

const name = z.string().max(queryLimits.nameLength);

const queryRequest = z.object({
  indexName: name.optional(),
  query: z.string().max(queryLimits.queryLength).optional(),
  hitsPerPage: z.int().min(0).max(queryLimits.hits).optional(),
  page: z.int().min(0).optional(),
  attributesToSnippet: z.array(name).max(queryLimits.listLength).optional(),
  highlightPreTag: z.string().max(queryLimits.highlightTagLength).optional(),
  highlightPostTag: z.string().max(queryLimits.highlightTagLength).optional(),
  facetFilters: z.union([name, z.array(z.union([name, z.array(name).max(queryLimits.listLength)])).max(queryLimits.listLength)]).optional(),
  clickAnalytics: z.boolean().optional(),
});

const body = z.object({ requests: z.array(queryRequest).max(queryLimits.requests) });

export type QueryRequest = z.infer<typeof queryRequest>;

/** A call refused, and whether its connection must close (a body left unread). */
export type Refusal = { status: 400 | 413; message: string; close?: true };

/** The hits a query asks to be sent: none past the 1,000th, as Algolia. */
export function hitsAsked(request: QueryRequest): { page: number; hitsPerPage: number; upTo: number } {
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  return { page, hitsPerPage, upTo: Math.min((page + 1) * hitsPerPage, queryLimits.hits) };
}

/**
 * The body, whole, unless it grows past `limit` bytes: then `drained` once the rest has been read
 * and dropped (a client that sends its whole body then reads the refusal gets it, and the
 * connection stays usable), or `cut` at once when the rest would pass `drainLimit` too.
 */
function readBody(req: IncomingMessage, limit: number, drainLimit: number): Promise<Buffer | 'drained' | 'cut'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > drainLimit) {
        req.off('data', onData);
        resolve('cut');
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve(size <= limit ? Buffer.concat(chunks) : 'drained'));
    req.once('error', reject);
  });
}

/** Reads a body only to drop it, as before a refusal that does not need it: `cut` when it was too long to read. */
export async function dropBody(req: IncomingMessage): Promise<'cut' | undefined> {
  if (Number(req.headers['content-length'] ?? 0) > queryLimits.drainBytes) return 'cut';
  return (await readBody(req, 0, queryLimits.drainBytes)) === 'cut' ? 'cut' : undefined;
}

/** What went wrong in a body, in a line: the first problem, at its place in the JSON. */
function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const at = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return `${at ? `${at.slice(at.startsWith('.') ? 1 : 0)}: ` : ''}${issue.message}`;
}

/** Reads and checks the queries of a call; a refusal says why in a sentence. */
export async function readQueries(req: IncomingMessage): Promise<{ requests: QueryRequest[] } | Refusal> {
  const tooLarge: Refusal = { status: 413, message: `The request body is larger than ${queryLimits.bodyBytes / 1024} kB.` };
  if (Number(req.headers['content-length'] ?? 0) > queryLimits.drainBytes) return { ...tooLarge, close: true };
  const bytes = await readBody(req, queryLimits.bodyBytes, queryLimits.drainBytes);
  if (bytes === 'cut') return { ...tooLarge, close: true };
  if (bytes === 'drained') return tooLarge;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { status: 400, message: 'The request body is not JSON.' };
  }
  const parsed = body.safeParse(json);
  if (!parsed.success) return { status: 400, message: `Invalid request: ${firstProblem(parsed.error)}.` };
  const hits = parsed.data.requests.reduce((sum, r) => {
    const { page, hitsPerPage, upTo } = hitsAsked(r);
    return sum + Math.max(0, upTo - page * hitsPerPage);
  }, 0);
  if (hits > queryLimits.hitsPerCall) return { status: 400, message: `The queries ask for ${hits} hits in all; one call may ask for ${queryLimits.hitsPerCall}.` };
  return parsed.data;
}
