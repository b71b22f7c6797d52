// `legaldocs serve`, driven through the real CLI on loopback: static-host behaviour (validators and
// 304s, compression, byte ranges), refusals of every way out of the folder, correct answers under
// 200 concurrent requests, and exit 1 with what to do when it cannot listen (address, port, host name).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

/** A raw GET: fetch() would normalise `..` and some encodings away before sending. */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A GET (or HEAD) with the given headers, its body as the bytes that crossed the socket (not decompressed). */
function rawRequest(base: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const unprivilegedStart = '/proc/sys/net/ipv4/ip_unprivileged_port_start';

describe('legaldocs serve', () => {
  let server: Running;
  let dir: string;
  /** A static file large enough for ranges to matter, with bytes that tell their offset. */
  const handbook = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));

  beforeAll(async () => {
    dir = await fixtureSite('clean');
    await mkdir(path.join(dir, 'static/files'), { recursive: true });
    await writeFile(path.join(dir, 'static/files/handbook.pdf'), handbook);
    expect((await runCli(dir, ['build'])).code).toBe(0);
    await writeFile(path.join(dir, 'secret.txt'), 'do not serve');
    await symlink(path.join(dir, 'secret.txt'), path.join(dir, 'build/leak.txt'));
    server = await startCli(dir, ['serve', '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('serves clean URLs and normalises .html and /index.html', async () => {
    for (const p of ['/', '/docs/intro', '/docs/intro.html', '/docs/intro/', '/es/', '/es/index.html', '/es', '/ja/docs/guide/terms']) {
      const response = await fetch(server.url + p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
    }
  });

  it("answers an unknown path with the locale's 404 page and status 404", async () => {
    for (const [p, lang] of [
      ['/es/docs/missing', 'es'],
      ['/ja/nothing', 'ja'],
      ['/docs/missing', 'en'],
    ]) {
      const response = await fetch(server.url + p);
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).toContain(`<html lang="${lang}"`);
    }
  });

  it('sends content types, a year of caching for hashed assets and none for pages', async () => {
    const page = await fetch(`${server.url}/docs/intro`);
    const html = await page.text();
    const script = /src="(\/assets\/main-[^"]+\.js)"/.exec(html)![1]!;
    const style = /href="(\/assets\/main-[^"]+\.css)"/.exec(html)![1]!;
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const js = await fetch(server.url + script);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(server.url + style)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    const logo = await fetch(`${server.url}/img/logo.svg`);
    expect([logo.status, logo.headers.get('content-type'), logo.headers.get('cache-control')]).toEqual([200, 'image/svg+xml', 'no-cache']);
    expect((await fetch(`${server.url}/sitemap.xml`)).headers.get('content-type')).toBe('application/xml; charset=utf-8');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await fetch(`${server.url}/docs/intro`, { method: 'HEAD' });
    expect([head.status, await head.text()]).toEqual([200, '']);
    const post = await fetch(`${server.url}/docs/intro`, { method: 'POST' });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  it.each([
    '/../package.json',
    '/docs/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/a%00b',
    '/docs/intro%00.html',
    '/%E0%A4%A',
    '/%',
    '/leak.txt',
  ])('refuses %s without reading outside the folder', async (p) => {
    const { status, body } = await rawGet(server.url, p);
    expect([400, 404]).toContain(status);
    expect(body).not.toContain('do not serve');
  });

  it('answers 200 concurrent requests correctly', async () => {
    const cases: [string, number, string][] = [
      ['/docs/intro', 200, 'lang="en"'],
      ['/es/docs/intro', 200, 'lang="es"'],
      ['/ja/docs/guide/terms', 200, 'lang="ja"'],
      ['/es/missing', 404, 'lang="es"'],
      ['/%2e%2e/secret.txt', 400, 'Bad Request'],
    ];
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const [p, status, marker] = cases[i % cases.length]!;
        const { status: got, body } = await rawGet(server.url, p);
        return got === status && body.includes(marker) ? 'ok' : `${p}: ${got}`;
      }),
    );
    expect(answers.filter((a) => a !== 'ok')).toEqual([]);
  });

  it("sends the build's _headers with every answer, and the new ones after a rebuild with another config", async () => {
    const policy = async () => /Content-Security-Policy: (.*)/.exec(await readFile(path.join(dir, 'build/_headers'), 'utf8'))![1];
    const before = await policy();
    for (const p of ['/docs/intro', '/no-such-page', '/sitemap.xml']) {
      const response = await fetch(server.url + p);
      expect(response.headers.get('content-security-policy'), p).toBe(before);
      expect(response.headers.get('x-frame-options'), p).toBe('DENY');
    }
    // As on a static host, the file itself is not served.
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
    // The pre-paint script, and so its hash, follows the default colour mode.
    const config = path.join(dir, 'config/legal-docs.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace('defineConfig(site)', "defineConfig({ ...site, colorMode: { defaultMode: 'light' } })"));
    try {
      expect((await runCli(dir, ['build'])).code).toBe(0);
      const after = await policy();
      expect(after).not.toBe(before);
      expect((await fetch(`${server.url}/docs/intro`)).headers.get('content-security-policy')).toBe(after);
    } finally {
      await writeFile(config, original);
    }
  }, 120_000);

  it('sends validators, and answers 304 without a body when the client has the page already', async () => {
    const first = await rawRequest(server.url, '/docs/intro');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).toBeGreaterThan(0);
    expect(first.headers['cache-control']).toBe('no-cache');
    const byTag = await rawRequest(server.url, '/docs/intro', { 'if-none-match': etag });
    expect([byTag.status, byTag.body.length, byTag.headers.etag]).toEqual([304, 0, etag]);
    const byDate = await rawRequest(server.url, '/docs/intro', { 'if-modified-since': lastModified });
    expect(byDate.status).toBe(304);
    // Another page, or another version of this one, is sent whole.
    expect((await rawRequest(server.url, '/docs/guide/terms', { 'if-none-match': etag })).status).toBe(200);
    expect((await rawRequest(server.url, '/docs/intro', { 'if-none-match': '"older"' })).status).toBe(200);
    // Hashed assets carry validators too.
    const script = /src="(\/assets\/main-[^"]+\.js)"/.exec(first.body.toString())![1]!;
    const js = await rawRequest(server.url, script);
    expect((await rawRequest(server.url, script, { 'if-none-match': String(js.headers.etag) })).status).toBe(304);
    // Not-found pages are never "not modified".
    const missing = await rawRequest(server.url, '/docs/missing', { 'if-none-match': '*' });
    expect([missing.status, missing.headers.etag]).toEqual([404, undefined]);
  });

  it('a rebuild that changes a page changes its validator; an unchanged page keeps its own', async () => {
    // From the site as its sources are now (an earlier test rebuilt it with another config).
    expect((await runCli(dir, ['build'])).code).toBe(0);
    const intro = await rawRequest(server.url, '/docs/intro');
    const terms = await rawRequest(server.url, '/docs/guide/terms');
    const source = path.join(dir, 'content/docs/intro.md');
    const original = await readFile(source, 'utf8');
    await writeFile(source, original.replace('Welcome.', 'Welcome, revised.'));
    try {
      expect((await runCli(dir, ['build'])).code).toBe(0);
      const revised = await rawRequest(server.url, '/docs/intro', { 'if-none-match': String(intro.headers.etag) });
      expect(revised.status).toBe(200);
      expect(revised.body.toString()).toContain('Welcome, revised.');
      expect((await rawRequest(server.url, '/docs/guide/terms', { 'if-none-match': String(terms.headers.etag) })).status).toBe(304);
    } finally {
      await writeFile(source, original);
      expect((await runCli(dir, ['build'])).code).toBe(0);
    }
  }, 120_000);

  it('compresses text as the client prefers (br, then gzip), says it varies, and gives each its Content-Length', async () => {
    const plain = await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const chrome = await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(chrome.headers['content-encoding']).toBe('br');
    expect(chrome.headers.vary).toBe('accept-encoding');
    expect(Number(chrome.headers['content-length'])).toBe(chrome.body.length);
    expect(chrome.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(chrome.body).equals(plain.body)).toBe(true);
    const gzip = await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect((await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    // Each encoding is its own version of the page, with its own validator.
    expect(chrome.headers.etag).not.toBe(plain.headers.etag);
    expect((await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'br', 'if-none-match': String(chrome.headers.etag) })).status).toBe(304);
    // HEAD says what GET would send.
    const head = await rawRequest(server.url, '/docs/intro', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.body.length, head.headers['content-length'], head.headers['content-encoding']]).toEqual([0, String(chrome.body.length), 'br']);
    // A not-found page is compressed too; a binary file never is.
    const missing = await rawRequest(server.url, '/es/nothing-here', { 'accept-encoding': 'br' });
    expect([missing.status, missing.headers['content-encoding']]).toEqual([404, 'br']);
    expect(brotliDecompressSync(missing.body).toString()).toContain('<html lang="es"');
    const pdf = await rawRequest(server.url, '/files/handbook.pdf', { 'accept-encoding': 'br, gzip' });
    expect([pdf.headers['content-encoding'], pdf.headers.vary, pdf.body.equals(handbook)]).toEqual([undefined, undefined, true]);
  });

  it('answers byte ranges of large files (206), refuses ranges past the end (416), and sends the whole file for a stale If-Range', async () => {
    const part = await rawRequest(server.url, '/files/handbook.pdf', { range: 'bytes=1000-1999' });
    expect([part.status, part.headers['content-range'], part.headers['content-length']]).toEqual([206, `bytes 1000-1999/${handbook.length}`, '1000']);
    expect(part.body.equals(handbook.subarray(1000, 2000))).toBe(true);
    const tail = await rawRequest(server.url, '/files/handbook.pdf', { range: 'bytes=-100' });
    expect([tail.status, tail.body.equals(handbook.subarray(-100))]).toEqual([206, true]);
    const resume = await rawRequest(server.url, '/files/handbook.pdf', { range: 'bytes=299000-' });
    expect([resume.status, resume.body.length]).toEqual([206, 1000]);
    const beyond = await rawRequest(server.url, '/files/handbook.pdf', { range: `bytes=${handbook.length}-` });
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, `bytes */${handbook.length}`]);
    const whole = await rawRequest(server.url, '/files/handbook.pdf');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const current = await rawRequest(server.url, '/files/handbook.pdf', { range: 'bytes=0-9', 'if-range': String(whole.headers.etag) });
    expect([current.status, current.body.length]).toEqual([206, 10]);
    const stale = await rawRequest(server.url, '/files/handbook.pdf', { range: 'bytes=0-9', 'if-range': '"another-version"' });
    expect([stale.status, stale.body.length]).toEqual([200, handbook.length]);
    // A range of a text file is of its bytes as stored, never of a compressed form.
    const page = await rawRequest(server.url, '/docs/intro', { range: 'bytes=0-14', 'accept-encoding': 'br' });
    expect([page.status, page.headers['content-encoding'], page.body.toString()]).toEqual([206, undefined, '<!doctype html>']);
  });

  it('names the problem and the fix when the host is not an address of this machine (exit 1, not a crash)', async () => {
    // 192.0.2.1 is reserved for documentation: no machine has it; binding to it sends nothing.
    const result = await runCli(dir, ['serve', '--host', '192.0.2.1', '--port', '0']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error 192.0.2.1 is not an address of this machine (cannot-listen)');
    expect(result.stderr).toContain('hint: Listen on one of its addresses, e.g. --host 127.0.0.1');
  });

  // Ports below 1024 need a privilege (CAP_NET_BIND_SERVICE) on Linux's default settings; root has it, so drops it for the test.
  const asRoot = process.getuid?.() === 0;
  it('names the problem and the fix when the port needs privileges this user lacks (exit 1, not a crash)', async () => {
    expect(Number(readFileSync(unprivilegedStart, 'utf8')), 'ports below 1024 need a privilege here').toBeGreaterThan(80);
    const cli = [process.execPath, path.join(repoRoot, 'bin/legaldocs.js'), 'serve', '--port', '80'];
    const command = asRoot ? ['setpriv', '--bounding-set=-net_bind_service', '--inh-caps=-net_bind_service', ...cli] : cli;
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(command[0]!, command.slice(1), { cwd: dir, env: { ...process.env, CI: 'true' }, timeout: 60_000 }, (error, _stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error port 80 on 127\.0\.0\.1 needs privileges this user does not have \([a-z-]+\)/);
    expect(result.stderr).toContain('hint: Pick a port above 1023, e.g. --port 3000.');
    expect(result.stderr).not.toMatch(/unexpected failure|\n\s+at /);
  });

  it('names the problem and the fix when the port is taken', async () => {
    const result = await runCli(dir, ['serve', '--port', new URL(server.url).port]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/port \d+ on 127\.0\.0\.1 is already in use/);
    expect(result.stderr).toMatch(/--port \d+/);
  });
});
