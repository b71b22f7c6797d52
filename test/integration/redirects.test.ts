// Moved documents: the config's `redirects` and a document's `redirect_from` become build/_redirects
// (the site's own static/_redirects after them) and a page at each old address in every locale,
// serve answers them with 301, and check refuses a redirect that leads nowhere, at its line.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

describe('redirects', () => {
  let dir: string;
  let server: Running;
  const read = (rel: string) => readFile(path.join(dir, 'build', rel), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('redirects');
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    server = await startCli(dir, ['serve', '--port', '0']);
  }, 120_000);
  afterAll(() => server?.stop());

  it('writes _redirects for Netlify and Cloudflare Pages, the site\'s own rules after', async () => {
    const text = await read('_redirects');
    for (const line of [
      '/docs/terms-of-use /docs/guide/terms#payment 301',
      '/terms /docs/guide/terms#payment 301',
      '/docs/cookies https://cookies.example.org/policy 301',
      '/docs/privacy-policy /docs/guide/privacy 301',
      '/es/docs/privacy-policy /es/docs/guide/privacy 301',
      '/ja/terms /ja/docs/guide/terms#payment 301',
    ]) {
      expect(text, line).toContain(`${line}\n`);
    }
    expect(text.endsWith('/legacy/* /docs/:splat 301\n')).toBe(true);
  });

  it('writes a page at each old address for any other host', async () => {
    const page = await read('es/docs/privacy-policy.html');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/es/docs/guide/privacy">');
    expect(page).toContain('<link rel="canonical" href="https://fixture.example.com/es/docs/guide/privacy">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<html lang="es">');
    expect(await read('terms.html')).toContain('url=/docs/guide/terms#payment');
  });

  it('is answered by serve with a permanent redirect, the query kept', async () => {
    for (const [from, to] of [
      ['/docs/privacy-policy?ref=mail', '/docs/guide/privacy?ref=mail'],
      ['/ja/terms/', '/ja/docs/guide/terms#payment'],
      ['/docs/cookies', 'https://cookies.example.org/policy'],
      ['/legacy/intro', '/docs/intro'],
    ]) {
      const response = await fetch(server.url + from, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')], from).toEqual([301, to]);
    }
    expect((await fetch(`${server.url}/docs/guide/privacy`)).status).toBe(200);
  });

  it('is checked: a redirect to nothing is an error at its line', async () => {
    const config = path.join(dir, 'config/legal-docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("to: 'https://cookies.example.org/policy'", "to: '/docs/cookie-policy'"));
    const check = await runCli(dir, ['check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/config\/legal-docs\.config\.ts:10:\d+ error redirect from "\/docs\/cookies" leads to "\/docs\/cookie-policy", which is not a page or file of this site \(broken-redirect\)/);
  });
});
