// A document with a front-matter title whose body starts with `# H1`, as Docusaurus shows it: the
// h1 is the page heading, with its id, so links to `#that-h1` check and work in every locale;
// the front-matter title names the page (tab, sidebar, search).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli } from '../helpers/fixture.ts';

describe('a front-matter title and a leading h1', () => {
  let dir: string;
  const page = (rel: string) => readFile(path.join(dir, 'build', rel), 'utf8');
  beforeAll(async () => {
    dir = await fixtureSite('title-and-h1');
    const check = await runCli(dir, ['check', '--format', 'json']);
    expect([check.code, JSON.parse(check.stdout)]).toEqual([0, { diagnostics: [] }]);
    expect((await runCli(dir, ['build'])).code).toBe(0);
  }, 120_000);

  it('shows the h1 as the page heading with its id, and the title in the tab and the sidebar', async () => {
    const html = await page('docs/guide/privacy.html');
    expect(html).toContain('<h1 class="doc__title" id="privacy-policy-eu">Privacy Policy (EU)</h1>');
    expect(html).toContain('<title>Privacy Notice | Fixture Legal</title>');
    expect(html).toMatch(/<a[^>]*href="\/docs\/guide\/privacy"[^>]*>Privacy Notice<\/a>/);
    expect(html).toContain('href="#privacy-policy-eu"');
    expect(await page('docs/intro.html')).toContain('href="/docs/guide/privacy#privacy-policy-eu"');
  });

  it('keeps a translation’s heading with the id its original links use, and an untranslated page the original’s', async () => {
    expect(await page('es/docs/guide/privacy.html')).toContain('<h1 class="doc__title" id="privacy-policy-eu">Política de privacidad (UE)</h1>');
    expect(await page('ja/docs/guide/privacy.html')).toContain('<h1 class="doc__title" id="privacy-policy-eu" lang="en">Privacy Policy (EU)</h1>');
    expect(await page('ja/docs/intro.html')).toContain('href="/ja/docs/guide/privacy#privacy-policy-eu"');
  });

  it('gives the route data the heading, so a page reached by the client router shows the same', async () => {
    const data = JSON.parse(await readFile(path.join(dir, 'build/data/docs/guide/privacy.json'), 'utf8')) as { doc: { title: string; heading: unknown } };
    expect(data.doc).toMatchObject({ title: 'Privacy Notice', heading: { text: 'Privacy Policy (EU)', id: 'privacy-policy-eu' } });
  });
});
