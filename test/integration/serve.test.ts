// `legaldocs serve`, driven through the real CLI on loopback: static-host behaviour, refusals of
// every way out of the folder, and correct answers under 200 concurrent requests.
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
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

describe('legaldocs serve', () => {
  let server: Running;
  let dir: string;

  beforeAll(async () => {
    dir = await fixtureSite('clean');
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

  it('names the problem and the fix when the port is taken', async () => {
    const result = await runCli(dir, ['serve', '--port', new URL(server.url).port]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/port \d+ on 127\.0\.0\.1 is already in use/);
    expect(result.stderr).toMatch(/--port \d+/);
  });
});
