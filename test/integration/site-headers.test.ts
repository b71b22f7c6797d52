// A site's own static/_headers (HSTS, a header per path) is merged with the generated one instead of
// replaced by it: the build writes both, says which of the site's headers replace legaldocs's, and
// serve sends each block on the paths it matches, as Netlify and Cloudflare Pages do.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

describe("a site's own static/_headers", () => {
  let dir: string;
  let build: CliResult;
  let server: Running;
  beforeAll(async () => {
    dir = await fixtureSite('site-headers');
    build = await runCli(dir, ['build']);
    server = await startCli(dir, ['serve', '--port', '0']);
  }, 120_000);
  afterAll(() => server?.stop());

  it('is merged into build/_headers, a header that replaces legaldocs\'s named at its line', async () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).toContain('static/_headers:4 warning X-Frame-Options for every path, which legaldocs sets to "DENY": "SAMEORIGIN" is sent instead (headers-clash)');
    const text = await readFile(path.join(dir, 'build/_headers'), 'utf8');
    expect(text).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains; preload');
    expect(text).toContain('Content-Security-Policy: ');
    expect(text).toContain('/img/*\n  X-Robots-Tag: noindex');
    expect(text).not.toContain('X-Frame-Options: DENY');
  });

  it('is honoured by serve, each block on its own paths', async () => {
    const page = await fetch(`${server.url}/docs/intro`);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-robots-tag')).toBeNull();
    const image = await fetch(`${server.url}/img/logo.svg`);
    expect([image.status, image.headers.get('x-robots-tag'), image.headers.get('strict-transport-security')]).toEqual([200, 'noindex', expect.stringContaining('max-age')]);
  });

  it('is reported by check too', async () => {
    const check = await runCli(dir, ['check', '--format', 'json']);
    expect(JSON.parse(check.stdout).diagnostics).toEqual([expect.objectContaining({ code: 'headers-clash', file: 'static/_headers', line: 4 })]);
  });
});
