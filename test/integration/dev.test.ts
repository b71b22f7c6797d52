// `legaldocs dev` through the real CLI and real Chromium: every locale served from memory, an edit
// reloads the pages that show it (keeping the scroll position) and no others, a save made right
// after start is not lost, broken markdown or config shows an overlay with file:line:col that
// goes away once fixed, and warnings an edit brings show in the terminal and the overlay, each
// problem's fix said in both.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { watchConsole } from '../helpers/browser.ts';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';
import { connectChromium } from '../helpers/served-site.ts';

let dev: Running;
let dir: string;
let browser: Browser;
const file = (rel: string) => path.join(dir, rel);
const edit = async (rel: string, change: (text: string) => string) => writeFile(file(rel), change(await readFile(file(rel), 'utf8')));

/** Waits for a condition on dev's output (no fixed sleeps: the machine may be slow). */
async function outputMatches(pattern: RegExp, from = 0) {
  for (let i = 0; i < 600; i++) {
    if (pattern.test(dev.output().slice(from))) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`dev never printed ${pattern}:\n${dev.output()}`);
}

async function open(route: string, viewport = { width: 900, height: 700 }, bypassCSP = false): Promise<Page> {
  const page = await browser.newPage({ viewport, bypassCSP });
  await page.goto(dev.url + route);
  // The live-reload stream is open once the server has sent it the current errors (none).
  await page.waitForFunction(() => document.querySelector('meta[name="legaldocs-dev"]') !== null);
  return page;
}

/** The overlay has a background of its own and passes axe's contrast rule in the light and the dark theme. */
async function readableInBothThemes(page: Page, overlay: ElementHandle<Element>) {
  expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    expect(await seriousViolations(page, { include: '#legaldocs-dev-overlay', rules: ['color-contrast'] }), theme).toEqual([]);
  }
}

beforeAll(async () => {
  dir = await fixtureSite('clean');
  [dev, browser] = await Promise.all([startCli(dir, ['dev', '--port', '0']), connectChromium()]);
  await outputMatches(/Parsed and checked every document/);
});

afterAll(async () => {
  await browser?.close();
  dev?.stop();
});

describe('legaldocs dev', () => {
  it('serves every locale at once, with the live-reload script as an external file', async () => {
    for (const route of ['/', '/docs/intro', '/es/docs/intro', '/ja/docs/guide/terms', '/es/search']) {
      const response = await fetch(dev.url + route);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html, route).toContain('<script src="/__legaldocs/dev.js" defer></script>');
    }
    const missing = await fetch(`${dev.url}/ja/docs/nope`);
    expect([missing.status, (await missing.text()).includes('<html lang="ja"')]).toEqual([404, true]);
    expect((await fetch(`${dev.url}/..%2fpackage.json`)).status).toBe(400);
    expect((await fetch(`${dev.url}/a%00b`)).status).toBe(400);
    expect(dev.output()).toMatch(/legaldocs dev: http:\/\/127\.0\.0\.1:\d+\/ \(ready in \d+ ms/);
  });

  it('reloads the page showing an edited document, keeping its scroll position, and leaves others alone', async () => {
    const page = await open('/docs/intro', { width: 500, height: 240 });
    const messages = watchConsole(page);
    const other = await open('/es/docs/guide/terms');
    await other.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(50);

    const mark = dev.output().length;
    await edit('content/docs/intro.md', (t) => t.replace('Welcome.', 'Welcome, edited live.'));
    await page.waitForSelector('text=Welcome, edited live.');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);
    await outputMatches(/Rebuilt after content\/docs\/intro\.md in \d+ ms; reloaded 1 page\b/, mark);
    expect(await other.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    expect(messages).toEqual([]);
    await page.close();
    await other.close();
  });

  it('takes a brand stylesheet named in the config while it runs, and reloads the page with each change to it', async () => {
    const page = await open('/docs/intro');
    // The site's default theme is the dark one.
    const link = (value: string) => page.waitForFunction((v) => getComputedStyle(document.documentElement).getPropertyValue('--link').trim() === v, value);
    await mkdir(file('theme'), { recursive: true });
    await writeFile(file('theme/brand.css'), ":root { --link: #5b21b6; }\n[data-theme='dark'] { --link: #c4b5fd; }\n");
    let mark = dev.output().length;
    await edit('config/legal-docs.config.ts', (t) => t.replace('defineConfig(site)', "defineConfig({ ...site, theme: { customCss: 'theme/brand.css' } })"));
    await link('#c4b5fd');
    await outputMatches(/Rebuilt after config\/legal-docs\.config\.ts in \d+ ms; reloaded 1 page\b/, mark);
    mark = dev.output().length;
    await edit('theme/brand.css', (t) => t.replace('#c4b5fd', '#ddd6fe'));
    await link('#ddd6fe');
    await outputMatches(/Rebuilt after theme\/brand\.css in \d+ ms; reloaded 1 page\b/, mark);
    await edit('config/legal-docs.config.ts', (t) => t.replace("defineConfig({ ...site, theme: { customCss: 'theme/brand.css' } })", 'defineConfig(site)'));
    await link('#8ab4f8');
    await page.close();
  });

  it('shows broken markdown in an overlay with file:line:col, and clears it when fixed', async () => {
    const page = await open('/docs/guide/terms');
    const original = await readFile(file('content/docs/intro.md'), 'utf8');
    await writeFile(file('content/docs/intro.md'), `${original}\nSee [the gone page](./gone.md).\n`);
    const overlay = await page.waitForSelector('#legaldocs-dev-overlay');
    expect(await overlay.textContent()).toMatch(/content\/docs\/intro\.md:\d+:\d+.*gone\.md.*missing-markdown-file/s);
    expect(await page.getByRole('alert').count()).toBe(1);
    await writeFile(file('content/docs/intro.md'), original);
    await page.waitForSelector('#legaldocs-dev-overlay', { state: 'detached' });
    await page.close();
  });

  it('shows the warnings an edit brings, in the terminal and the overlay, and says when they are fixed', async () => {
    // axe is added to the page as a script, which the site's Content-Security-Policy would refuse.
    const page = await open('/docs/guide/terms', undefined, true);
    const original = await readFile(file('content/docs/intro.md'), 'utf8');
    let mark = dev.output().length;
    await writeFile(file('content/docs/intro.md'), original.replace('sidebar_position: 1\n', 'sidebar_position: 1\napprover: Legal team\n'));
    await outputMatches(/content\/docs\/intro\.md:5:1 warning unknown front-matter key "approver" is ignored \(unknown-front-matter-key\)\n[^]*Rebuilt after content\/docs\/intro\.md in \d+ ms; reloaded \d+ pages?; 1 new warning \(now 0 errors, 1 warning\)/, mark);
    const overlay = await page.waitForSelector('#legaldocs-dev-overlay.warnings');
    expect(await overlay.textContent()).toMatch(/legaldocs: 1 warning.*content\/docs\/intro\.md:5:1.*unknown front-matter key "approver" is ignored/s);

    await readableInBothThemes(page, overlay);

    mark = dev.output().length;
    await writeFile(file('content/docs/intro.md'), original);
    await outputMatches(/fixed: content\/docs\/intro\.md:5:1 warning unknown front-matter key "approver" is ignored \(unknown-front-matter-key\)\n[^]*; 1 fixed \(now 0 errors, 0 warnings\)/, mark);
    await page.waitForSelector('#legaldocs-dev-overlay', { state: 'detached' });
    const fixed = await page.waitForSelector('#legaldocs-dev-fixed');
    expect(await fixed.getAttribute('role')).toBe('status');
    expect(await fixed.textContent()).toMatch(/fixed 1 warning.*unknown front-matter key "approver" is ignored/s);
    await page.close();
  });

  it('quotes a bad effective date, with no second error about the date it lacks, over the whole page in either theme, and says when it is fixed', async () => {
    const page = await open('/docs/intro', undefined, true);
    const original = await readFile(file('content/docs/intro.md'), 'utf8');
    let mark = dev.output().length;
    await writeFile(file('content/docs/intro.md'), original.replace('sidebar_position: 1\n', 'sidebar_position: 1\neffective_date: "2025-13-02"\n'));
    await outputMatches(/content\/docs\/intro\.md:5:17 error effective_date: "2025-13-02" is not a calendar date \(invalid-front-matter\)\n[^]*1 new error \(now 1 error, 0 warnings\)/, mark);
    const overlay = await page.waitForSelector('#legaldocs-dev-overlay.errors');
    expect(await overlay.textContent()).toMatch(/^legaldocs: 1 error.*effective_date: "2025-13-02" is not a calendar date/s);
    // It covers the page, which may be wrong while the error lasts.
    const [covered, viewport] = await Promise.all([overlay.boundingBox(), page.evaluate(() => [innerWidth, innerHeight])]);
    expect([covered?.width, covered?.height]).toEqual(viewport);
    await readableInBothThemes(page, overlay);

    mark = dev.output().length;
    await writeFile(file('content/docs/intro.md'), original);
    await outputMatches(/fixed: content\/docs\/intro\.md:5:17 error effective_date: "2025-13-02" is not a calendar date \(invalid-front-matter\)\n[^]*; 1 fixed \(now 0 errors, 0 warnings\)/, mark);
    await page.waitForSelector('#legaldocs-dev-overlay', { state: 'detached' });
    const fixed = await page.waitForSelector('#legaldocs-dev-fixed');
    expect(await fixed.textContent()).toMatch(/fixed 1 error.*effective_date: "2025-13-02" is not a calendar date/s);
    await page.close();
  });

  it('keeps serving through a broken config, shows it in the overlay, and rebuilds all once fixed', async () => {
    const page = await open('/es/docs/intro');
    const configFile = 'config/legal-docs.config.ts';
    const original = await readFile(file(configFile), 'utf8');
    await writeFile(file(configFile), original.replace('defineConfig(site)', "defineConfig({ ...site, colorMode: { defaultMode: 'dusk' } })"));
    const overlay = await page.waitForSelector('#legaldocs-dev-overlay');
    expect(await overlay.textContent()).toMatch(/config\/legal-docs\.config\.ts:\d+:\d+/);
    expect((await fetch(`${dev.url}/es/docs/intro`)).status).toBe(200);
    await writeFile(file(configFile), original.replace('defineConfig(site)', "defineConfig({ ...site, title: 'Renamed Legal' })"));
    await page.waitForSelector('#legaldocs-dev-overlay', { state: 'detached' });
    await page.waitForFunction(() => document.title.includes('Renamed Legal') || document.body.textContent!.includes('Renamed Legal'));
    await page.close();
  });

  it('applies a save made as soon as it has started, before it watches for changes', async () => {
    const site = await fixtureSite('clean');
    const early = await startCli(site, ['dev', '--port', '0']);
    try {
      const privacy = path.join(site, 'content/docs/guide/privacy.md');
      await writeFile(privacy, (await readFile(privacy, 'utf8')).replace('Account details.', 'Account details, saved early.'));
      let html = '';
      for (let i = 0; i < 300 && !html.includes('saved early'); i++) {
        html = await (await fetch(`${early.url}/docs/guide/privacy`)).text();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(html).toContain('Account details, saved early.');
    } finally {
      early.stop();
    }
  });

  it('says which flag to use when the port is taken', async () => {
    const result = await runCli(dir, ['dev', '--port', new URL(dev.url).port]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/port \d+ on 127\.0\.0\.1 is already in use \(cannot-listen\)/);
    expect(result.stderr).toContain('--port');
  });
});
