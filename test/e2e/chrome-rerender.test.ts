// The chrome when <App> gets new props without remounting (what the client router does), and the
// error boundary, in Chromium. A harness bundle replaces the client entry to drive re-renders.
import path from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../src/components/props.ts';
import { repoRoot } from '../helpers/fixture.ts';
import { chromeSite, MOBILE, type ChromeSite } from '../helpers/chrome-site.ts';

let site: ChromeSite;
let harness: string;
beforeAll(async () => {
  site = await chromeSite();
  const out = await build({
    entryPoints: [path.join(repoRoot, 'test/e2e/harness/rerender.tsx')],
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  harness = out.outputFiles[0]!.text;
});
afterAll(() => site?.close());

type Harness = { props: PageProps; load: (url: string) => Promise<PageProps>; render: (p: PageProps) => void };

async function open(route: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await site.browser.newContext({ viewport });
  await context.route('**/assets/main-*.js', (r) => r.fulfill({ contentType: 'text/javascript', body: harness }));
  const page = await context.newPage();
  await page.goto(site.base + route);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

/** Re-renders the page with the props of `route`, as the router would after pushState. */
async function goTo(page: Page, route: string) {
  await page.evaluate(async (r) => {
    const h = (window as unknown as { harness: Harness }).harness;
    const props = await h.load(r);
    history.pushState(null, '', r);
    h.render(props);
  }, route);
}

describe('new props without a remount', () => {
  it('close the mobile menu', async () => {
    const page = await open('/docs/intro', MOBILE);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await page.locator('.mobile-menu--open').count()).toBe(1);
    await goTo(page, '/docs/guide/privacy');
    await page.waitForFunction(() => !document.querySelector('.mobile-menu--open'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Notice');
    await page.context().close();
  });

  it('expand the new page’s category and never collapse one on their own', async () => {
    const page = await open('/docs/intro');
    const sidebar = page.locator('.doc-layout__sidebar');
    const guide = sidebar.getByRole('button', { name: 'Guide' });
    await guide.click();
    expect(await guide.getAttribute('aria-expanded')).toBe('false');
    await goTo(page, '/docs/guide/terms');
    await page.waitForFunction(() => document.querySelector('.doc-layout__sidebar [aria-current="page"]')?.textContent === 'Terms of Use');
    expect(await guide.getAttribute('aria-expanded')).toBe('true');
    await goTo(page, '/docs/intro');
    await page.waitForFunction(() => document.querySelector('.doc-layout__sidebar [aria-current="page"]')?.textContent === 'Introduction');
    expect(await guide.getAttribute('aria-expanded')).toBe('true');
    await page.context().close();
  });

  it('re-attach the table of contents and update the language links', async () => {
    const page = await open('/docs/guide/terms');
    await goTo(page, '/docs/guide/policy');
    await page.waitForFunction(() => document.querySelector('.doc-layout__toc .toc__link--active')?.textContent === '1. Scope');
    await page.evaluate(() => document.getElementById('termination')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.doc-layout__toc .toc__link--active')?.textContent === '5. Termination');
    expect(await page.locator('.navbar .locale-menu a[hreflang="es"]').getAttribute('href')).toBe('/es/docs/guide/policy');
    await page.context().close();
  });
});

describe('error boundary', () => {
  it('shows "This page crashed." with the error, and "Try again" renders the page again', async () => {
    const page = await open('/docs/intro');
    await page.evaluate(() => {
      const w = window as unknown as { harness: Harness; broken: boolean };
      w.broken = true;
      const props = structuredClone(w.harness.props);
      Object.defineProperty(props.doc!, 'title', {
        get() {
          if (w.broken) throw new Error('Boom: the title could not be read');
          return 'Recovered';
        },
      });
      w.harness.render(props);
    });
    const main = page.getByRole('main');
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await main.textContent()).toContain('Boom: the title could not be read');
    expect(await page.locator('header.navbar').isVisible()).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { broken: boolean }).broken = false;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Recovered' }).waitFor();
    await page.context().close();
  });
});
