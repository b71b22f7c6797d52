// `serve`'s handler (static files, the build's headers, the Algolia endpoint) on loopback, against
// what hostile traffic sends: URLs no parser accepts, bodies too large to hold, calls that ask for
// more than a server can compute or send, a header value HTTP cannot carry; then random calls and
// random request lines and headers (fast-check, bounded in count). Every request gets a
// well-formed answer or refusal, and the server keeps answering; a client that searches too much
// is refused 503 while another is answered.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../../src/search/record.ts';
import { queryLimits } from '../../../src/server/algolia-request.ts';
import { listen } from '../../../src/server/listen.ts';
import { siteHandler } from '../../../src/server/serve.ts';
import { exchange, parseResponses, type RawResponse } from '../../helpers/raw-http.ts';

let server: Server;
let port: number;
let buildDir: string;
const said: string[] = [];
const stderrWrite = process.stderr.write;
const credentials = { appId: 'FUZZAPP', apiKey: 'search-key' };
const endpoint = '/1/indexes/fuzz/queries';

/** Records of 1,100 pages (a heading, then a paragraph) whose paragraphs, 1,000 hits of them, make an answer larger than the endpoint sends (2M characters). */
function records(): SearchRecord[] {
  const filler = 'Each clause of these terms binds the parties as written. '.repeat(40);
  return Array.from({ length: 1_100 }, (_, i): SearchRecord[] => {
    const page = {
      hierarchy: { lvl0: 'Legal', lvl1: `Terms ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      url: `https://example.com/docs/terms-${i}`,
      url_without_anchor: `https://example.com/docs/terms-${i}`,
      anchor: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 1 },
    };
    return [
      { ...page, objectID: `en:${i}:0`, content: null, type: 'lvl1' },
      // The same paragraph each time: the index tokenises it once.
      { ...page, objectID: `en:${i}:1`, content: filler, type: 'content' },
    ];
  }).flat();
}

beforeAll(async () => {
  const dir = (buildDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'legaldocs-serve-')), 'build'));
  await mkdir(path.join(dir, 'docs'), { recursive: true });
  await mkdir(path.join(dir, 'search'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(dir, '404.html'), 'not found');
  await writeFile(path.join(dir, 'docs/terms.html'), '<!doctype html><title>Terms</title>');
  await writeFile(path.join(dir, 'search/records.en.json'), JSON.stringify(records()));
  // What a build wrote for a config whose search.appId holds characters HTTP headers cannot carry.
  await writeFile(
    path.join(dir, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'; connect-src 'self' https://APP日本-dsn.algolia.net\n  X-Content-Type-Options: nosniff\n",
  );
  process.stderr.write = ((text: string) => said.push(String(text))) as never;
  // One client sends every request here: its budgets (refusals, hits searched) would shed it.
  const served = await listen(siteHandler({ dir, baseUrl: '/', defaultLocale: 'en', localePrefixes: [], algolia: credentials, searchHitsPerClient: Infinity }), '127.0.0.1', 0, {
    refusalsPerClient: Infinity,
  });
  server = served.server;
  port = Number(new URL(served.url).port);
});

afterAll(() => {
  process.stderr.write = stderrWrite;
  server?.closeAllConnections();
  server?.close();
});

/** Sends raw bytes; the answers, each checked to be well-formed HTTP. */
async function raw(request: string | Buffer, head = false): Promise<RawResponse[]> {
  // A bound for a busy machine, not a wait: every answer here comes in milliseconds on an idle one.
  const bytes = await exchange(port, request, 30_000, head);
  if (bytes === 'timeout') throw new Error(`no answer to ${JSON.stringify(String(request).slice(0, 200))}`);
  const responses = parseResponses(bytes, head);
  if (!responses.length) throw new Error(`the connection closed without an answer to ${JSON.stringify(String(request).slice(0, 200))}`);
  return responses;
}

const call = (body: string, extra = '') =>
  `POST ${endpoint} HTTP/1.1\r\nHost: x\r\nX-Algolia-Application-Id: ${credentials.appId}\r\nX-Algolia-API-Key: ${credentials.apiKey}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

/** One call to the endpoint: its status and parsed JSON body. */
async function search(body: unknown): Promise<{ status: number; json: { message?: string; results?: { hits: unknown[] }[] } }> {
  const [answer] = await raw(call(typeof body === 'string' ? body : JSON.stringify(body)));
  return { status: answer!.status, json: JSON.parse(String(answer!.body)) };
}

const stillServing = async () => expect((await raw('GET /docs/terms HTTP/1.1\r\nHost: x\r\n\r\n')).map((r) => r.status)).toEqual([200]);

describe('serve, against hostile requests', () => {
  it('answers a URL no URL parser accepts (GET //x:99999/)', async () => {
    expect((await raw('GET //x:99999/ HTTP/1.1\r\nHost: x\r\n\r\n')).map((r) => r.status)).toEqual([404]);
    expect((await raw(`POST //x:99999/1/indexes/a/queries HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`)).map((r) => r.status)).toEqual([405]);
    await stillServing();
  });

  it('refuses a body over the limit without holding it (413): read to its end and dropped, or cut when it goes on', async () => {
    const head = `POST ${endpoint} HTTP/1.1\r\nHost: x\r\nX-Algolia-Application-Id: FUZZAPP\r\nX-Algolia-API-Key: search-key\r\n`;
    const declared = await raw(`${head}Content-Length: 528000000\r\n\r\n{"requests":[`);
    expect(declared.map((r) => [r.status, r.headers.connection])).toEqual([[413, 'close']]);
    const chunk = `{"requests":[${'{},'.repeat(20_000)}`;
    const framed = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
    // Sent whole (120 kB): read, dropped, refused, and the connection stays usable.
    const whole = await raw(`${head}Transfer-Encoding: chunked\r\n\r\n${framed.repeat(2)}0\r\n\r\n`);
    expect(whole.map((r) => [r.status, r.headers.connection])).toEqual([[413, 'keep-alive']]);
    // Going on past 1 MB with no end in sight: refused at once, and the connection closed.
    const endless = await raw(`${head}Transfer-Encoding: chunked\r\n\r\n${framed.repeat(20)}`);
    expect(endless.map((r) => [r.status, r.headers.connection])).toEqual([[413, 'close']]);
    await stillServing();
  });

  it('refuses calls that ask for more than it computes or sends (400), and answers one that does not', async () => {
    const query = (q: Record<string, unknown>) => ({ query: 'clause', ...q });
    const refusals = [
      { requests: Array.from({ length: queryLimits.requests + 1 }, () => query({})) },
      { requests: [query({ hitsPerPage: 1_001 })] },
      { requests: [query({ highlightPreTag: 'x'.repeat(queryLimits.highlightTagLength + 1) })] },
      { requests: [query({ query: 'c'.repeat(queryLimits.queryLength + 1) })] },
      { requests: [query({ hitsPerPage: 600 }), query({ hitsPerPage: 401 })] },
      // Within every limit but the answer's size: 1,000 hits of 2.3 kB.
      { requests: [query({ hitsPerPage: 1_000 })] },
      { requests: 'all' },
      '{"requests": [',
    ];
    for (const body of refusals) {
      const { status, json } = await search(body);
      expect([status, typeof json.message], JSON.stringify(body).slice(0, 100)).toEqual([400, 'string']);
    }
    const { status, json } = await search({ requests: [query({ hitsPerPage: 5 }), query({ hitsPerPage: 5, page: 500 })] });
    expect(status).toBe(200);
    expect(json.results!.map((r) => r.hits.length)).toEqual([5, 0]);
    // A locale is looked up among the build's record files, never joined into a path.
    const elsewhere = await search({ requests: [query({ facetFilters: ['language:../../../../../etc/passwd'] })] });
    expect([elsewhere.status, elsewhere.json.results![0]!.hits]).toEqual([200, []]);
    await stillServing();
  });

  it('leaves out a header HTTP cannot carry, says so once, and keeps answering with the others', async () => {
    for (let i = 0; i < 3; i++) {
      const [answer] = await raw('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(answer!.status).toBe(200);
      expect(answer!.headers['x-content-type-options']).toBe('nosniff');
      expect(answer!.headers['content-security-policy']).toBeUndefined();
    }
    expect(said.filter((line) => line.includes('Content-Security-Policy header is left out'))).toHaveLength(1);
    expect(said.join('')).toMatch(/"日" \(U\+65E5\)/);
  });
});

/** Any JSON, or a call shaped like DocSearch's with values of any type and size in its fields. */
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 600 }), fc.integer(), fc.double(), fc.constantFrom(0, -1, 1_000, 1_001, 2 ** 53, 1e308));
const callBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .array(
      fc.record(
        {
          indexName: anyValue,
          query: fc.oneof(fc.constantFrom('clause', 'terms bind', 'Clause 1', '', '日本語'), anyValue),
          hitsPerPage: fc.oneof(fc.integer({ min: 0, max: 1_000 }), anyValue),
          page: fc.oneof(fc.integer({ min: 0, max: 60 }), anyValue),
          highlightPreTag: fc.oneof(fc.string({ maxLength: 70 }), anyValue),
          highlightPostTag: fc.oneof(fc.string({ maxLength: 70 }), anyValue),
          attributesToSnippet: fc.oneof(fc.constant(['content:10']), fc.array(fc.string({ maxLength: 20 })), anyValue),
          facetFilters: fc.oneof(fc.constant(['language:en']), fc.array(fc.oneof(fc.string(), fc.array(fc.string()))), anyValue),
          clickAnalytics: fc.oneof(fc.boolean(), anyValue),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 60 },
    )
    .map((requests) => JSON.stringify({ requests })),
);

const token = fc.stringMatching(/^[A-Za-z-]{1,12}$/);
const headerName = fc.oneof(
  fc.constantFrom('Host', 'Range', 'If-Range', 'If-None-Match', 'If-Modified-Since', 'Accept-Encoding', 'Expect', 'Connection', 'Upgrade', 'X-Algolia-API-Key', 'Cookie'),
  token,
  fc.string({ unit: 'binary', maxLength: 12 }).filter((s) => !/[\r\n]/.test(s)),
);
const headerValue = fc.oneof(
  fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-1,0-', 'bytes=0-0,' + '1-1,'.repeat(400) + '2-2', 'gzip, br;q=0', '*;q=0', '100-continue', 'close', 'websocket', '"x"', 'Thu, 01 Jan 1970 00:00:00 GMT'),
  fc.string({ unit: 'binary', maxLength: 80 }).filter((s) => !/[\r\n]/.test(s)),
);
const target = fc.oneof(
  fc.constantFrom('//x:99999/', '/', '*', '/%zz', '/%2e%2e/%2e%2e/etc/passwd', '/docs/../../etc/passwd', '/docs/terms', '/docs/terms.html', '/search/records.en.json', endpoint, `${endpoint}?x-algolia-application-id=FUZZAPP&x-algolia-api-key=search-key`, 'http://example.com/', '/_headers', '/\u0000'),
  fc.webPath(),
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const requestBytes = fc
  .record({
    method: fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'get', 'BREW'), token),
    target,
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 x', ''),
    headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 8 }),
    body: fc.option(fc.string({ maxLength: 200 })),
  })
  .map(({ method, target, version, headers, body }) => ({
    head: method === 'HEAD',
    bytes: Buffer.from(
      `${method} ${target} ${version}\r\nHost: x\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}` +
        (body === null ? '\r\n' : `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`),
      'utf8',
    ),
  }));

describe('serve, a client that searches too much', () => {
  it('is answered 503 in JSON past its hits for the window, and another client is answered', async () => {
    const own = await listen(siteHandler({ dir: buildDir, baseUrl: '/', defaultLocale: 'en', localePrefixes: [], algolia: credentials, searchHitsPerClient: 40 }), '127.0.0.1', 0);
    const ownPort = Number(new URL(own.url).port);
    const body = JSON.stringify({ requests: [{ indexName: 'fuzz', query: 'terms', hitsPerPage: 20 }] });
    /** One call from `address`: its status and JSON. */
    const from = (address: string) =>
      new Promise<{ status: number; json: { message?: string; results?: unknown[] } }>((resolve, reject) => {
        const req = request({ port: ownPort, host: '127.0.0.1', localAddress: address, method: 'POST', path: endpoint, agent: false, headers: { 'x-algolia-application-id': credentials.appId, 'x-algolia-api-key': credentials.apiKey } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) }));
        });
        req.on('error', reject);
        req.end(body);
      });
    try {
      expect((await from('127.0.0.2')).status).toBe(200);
      expect((await from('127.0.0.2')).status).toBe(200);
      const refused = await from('127.0.0.2');
      expect([refused.status, typeof refused.json.message]).toEqual([503, 'string']);
      expect((await from('127.0.0.3')).status).toBe(200);
    } finally {
      own.server.closeAllConnections();
      own.server.close();
    }
  });
});

describe('serve, fuzzed', () => {
  it('answers every call to the search endpoint with its results or a refusal in JSON', async () => {
    await fc.assert(
      fc.asyncProperty(callBody, async (body) => {
        const { status, json } = await search(body);
        expect([200, 400]).toContain(status);
        if (status === 200) expect(json.results!.length).toBe((JSON.parse(body) as { requests: unknown[] }).requests.length);
        else expect(typeof json.message).toBe('string');
      }),
      { numRuns: 150, seed: 30 },
    );
    await stillServing();
  });

  it('answers every request line and header block with well-formed HTTP', async () => {
    await fc.assert(
      fc.asyncProperty(requestBytes, async ({ bytes, head }) => {
        for (const answer of await raw(bytes, head)) expect([200, 206, 304, 400, 403, 404, 405, 408, 413, 414, 416, 417, 431, 505]).toContain(answer.status);
      }),
      { numRuns: 300, seed: 30 },
    );
    await stillServing();
  });
});
