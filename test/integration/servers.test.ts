// `legaldocs serve` and `legaldocs dev`, driven through the real CLI on loopback.
import { writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

describe('legaldocs serve', () => {
  let server: Running;

  beforeAll(async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    server = await startCli(dir, ['serve', '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('serves clean URLs and normalises .html and /index.html', async () => {
    for (const p of ['/docs/intro', '/docs/intro.html', '/es/', '/es/index.html', '/es']) {
      const response = await fetch(server.url + p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get('content-type'), p).toBe('text/html; charset=utf-8');
    }
  });

  it("answers an unknown path with the locale's 404 page and status 404", async () => {
    const response = await fetch(`${server.url}/es/docs/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="es"');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    const page = await fetch(`${server.url}/docs/intro`);
    const script = /src="(\/assets\/main-[^"]+\.js)"/.exec(await page.text())![1]!;
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(server.url + script)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses paths that try to leave the folder', async () => {
    for (const p of ['/%2e%2e/package.json', '/docs/%2e%2e/%2e%2e/config/legal-docs.config.ts', '/a%00b', '/%E0%A4%A']) {
      expect([400, 404], p).toContain((await fetch(server.url + p)).status);
    }
  });
});

describe('legaldocs dev', () => {
  let dev: Running;
  let dir: string;

  beforeAll(async () => {
    dir = await fixtureSite('clean');
    dev = await startCli(dir, ['dev', '--port', '0']);
  });
  afterAll(() => dev?.stop());

  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`condition not met; dev printed:\n${dev.output()}`);
  };

  it('serves every locale and rebuilds when a document changes', async () => {
    expect((await fetch(`${dev.url}/ja/docs/intro`)).status).toBe(200);
    const file = path.join(dir, 'content/docs/intro.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Welcome.', 'Welcome, edited.'));
    await waitFor(async () => (await (await fetch(`${dev.url}/docs/intro`)).text()).includes('Welcome, edited.'));
  });

  it('keeps serving the last good build when an edit breaks a link, and reports it', async () => {
    const file = path.join(dir, 'content/docs/intro.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\n[gone](./gone.md)\n`);
    await waitFor(async () => dev.output().includes('missing-markdown-file'));
    expect(dev.output()).toContain('content/docs/intro.md:');
    expect((await fetch(`${dev.url}/docs/intro`)).status).toBe(200);
  });
});

describe('legaldocs check --format github', () => {
  it('prints GitHub annotations', async () => {
    const dir = await fixtureSite('broken-anchor');
    const result = await runCli(dir, ['check', '--format', 'github']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error file=content/docs/guide/privacy.md,line=8,col=26,title=broken-anchor::');
  });
});
