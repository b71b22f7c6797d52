// Versions and their changes pages in Chromium: the previous-versions list on a current document,
// the changes page (word marks with text for screen readers and print, the summary, the "only
// changed sections" switch with and without JavaScript, print media) in English, Spanish and
// Japanese, reached through the client router, and accessible in both themes; the Atom feed linked
// from every page, and the announcement bar announcing the latest change once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAtom } from '../helpers/atom.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { servedSite, DESKTOP, MOBILE, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('versions');
});
afterAll(() => site?.close());

/** The narrowest screen WCAG's reflow asks a page to work on without scrolling sideways (1.4.10). */
const NARROWEST = { width: 320, height: 640 };

const visible = (page: import('playwright-core').Page, selector: string) => page.locator(selector).evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

describe('a current document with earlier versions', () => {
  it('shows its effective date, a link to what changed, and the previous versions newest first', async () => {
    const page = await site.visit('/docs/guide/terms');
    expect(await page.locator('.doc__effective > span').textContent()).toBe('Effective June 1, 2025');
    const list = page.getByRole('region', { name: 'Previous versions' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual(['January 1, 2024 – May 31, 2025What changed on January 1, 2024', 'March 1, 2023 – December 31, 2023']);
    expect(await list.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/old/terms-2024',
      '/docs/guide/terms/changes/2024-01-01',
      '/docs/old/terms-2023',
    ]);
  });

  it('leads to its changes page through the client router', async () => {
    const page = await site.visit('/docs/guide/terms');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'What changed in this version' }).click();
    await page.waitForURL(`${site.base}/docs/guide/terms/changes/2025-06-01`);
    await page.getByRole('heading', { level: 1, name: 'Changes to Terms of Use' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.title()).toBe('Changes to Terms of Use | Fixture Legal');
  });

  it('marks an earlier version, with the comparison against the current one and what it changed', async () => {
    const page = await site.visit('/docs/old/terms-2024');
    const note = page.getByRole('note');
    expect(await note.locator('p').first().textContent()).toBe('This is an archived version of this document. In effect from January 1, 2024 to May 31, 2025.');
    expect(await note.getByRole('link', { name: 'Compare with the current version' }).getAttribute('href')).toBe('/docs/guide/terms/changes/2025-06-01');
    expect(await note.getByRole('link', { name: 'What changed in this version' }).getAttribute('href')).toBe('/docs/guide/terms/changes/2024-01-01');
    expect(await note.getByRole('navigation').getByRole('link').allTextContents()).toEqual(['Earlier version: March 1, 2023', 'Current version: June 1, 2025']);
    await page.goto(`${site.base}/docs/old/terms-2023`);
    expect(await page.getByRole('note').getByRole('link', { name: 'Compare with the current version' }).getAttribute('href')).toBe('/docs/guide/terms/changes/since/2023-03-01');
  });
});

describe('the changes page', () => {
  it('marks deleted and inserted words with <del>/<ins> and words a screen reader reads, hidden on screen', async () => {
    const page = await site.visit('/docs/guide/terms/changes/2025-06-01');
    const price = page.locator('#payment ~ table td').nth(3);
    expect(await price.textContent()).toBe('[removed: 10][added: 12]');
    expect(await price.locator('del').textContent()).toBe('[removed: 10]');
    expect(await price.locator('ins').textContent()).toBe('[added: 12]');
    // The marks are there for assistive technology: in the accessibility tree, not on screen.
    const mark = await price.locator('.diff-mark').first().boundingBox();
    expect(mark!.width).toBeLessThanOrEqual(1);
    // Never colour alone: inserted text is underlined, deleted text struck through.
    expect(await price.locator('ins').evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('underline');
    expect(await price.locator('del').evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('line-through');
    const refunds = page.locator('#refunds + .change__status + p');
    expect(await refunds.textContent()).toBe('Refunds follow section 1 [added: and are paid within 14 days].');
    expect(await refunds.getByRole('link', { name: 'section 1' }).getAttribute('href')).toBe('#acceptance');
  });

  it('sums up the changes at the top and links to each changed section', async () => {
    const page = await site.visit('/docs/guide/terms/changes/2025-06-01');
    const summary = page.getByRole('region', { name: 'Summary' });
    expect(await summary.locator('.changes__counts').textContent()).toBe('4 sections changed, 1 added, 1 removed, 1 moved, 2 renumbered.');
    expect(await summary.locator('.changes__list').getByRole('listitem').allTextContents()).toEqual([
      'Opening textChanged',
      '1. AcceptanceChanged',
      '2. PaymentChanged',
      'RefundsChanged',
      // "3. Liability" only got a new number: counted, not listed.
      '5. ArbitrationRemoved',
      '4. TerminationRenumberedMoved',
      '5. DisputesAdded',
    ]);
    await summary.getByRole('link', { name: '5. Arbitration' }).click();
    await page.waitForURL(/#arbitration$/);
    expect(await page.locator('#arbitration').evaluate((h) => h.closest('section')!.className)).toBe('change change--diff change--removed');
    expect(await page.locator('#arbitration').textContent()).toBe('[removed: 5. Arbitration]');
  });

  it('shows only the changed sections when asked, and everything again after', async () => {
    const page = await site.visit('/docs/guide/terms/changes/2024-01-01');
    const sections = () => visible(page, '.changes__body section');
    expect(await sections()).toBe(8);
    const only = page.getByRole('checkbox', { name: 'Show only the changed sections' });
    await only.check();
    expect(await sections()).toBe(3);
    expect(await page.locator('#termination').isVisible()).toBe(false);
    expect(await page.locator('#refunds').isVisible()).toBe(true);
    await only.uncheck();
    expect(await sections()).toBe(8);
  });

  it('works without JavaScript: the whole comparison is there, and the switch still filters it', async () => {
    const context = await site.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/docs/guide/terms/changes/2024-01-01`);
    expect(await visible(page, '.changes__body section')).toBe(8);
    expect(await page.locator('.changes__body ins').count()).toBeGreaterThan(0);
    await page.getByText('Show only the changed sections').click();
    expect(await visible(page, '.changes__body section')).toBe(3);
    await context.close();
  });

  it('prints the comparison alone, with the text marks written out', async () => {
    const page = await site.visit('/docs/guide/terms/changes/2025-06-01');
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['header.navbar', '.doc-layout__sidebar', '.footer', '.changes__filter']) expect(await page.locator(selector).first().isVisible(), selector).toBe(false);
    expect(await page.locator('.changes__summary').isVisible()).toBe(true);
    const mark = await page.locator('#payment ~ table del .diff-mark').first().boundingBox();
    expect(mark!.width).toBeGreaterThan(20);
  });

  it('compares the Spanish texts in Spanish, and the Japanese ones a character at a time', async () => {
    const page = await site.visit('/es/docs/guide/terms/changes/2025-06-01');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cambios en Términos de uso');
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await page.locator('#liability').textContent()).toBe('[eliminado: 4][añadido: 3]. Responsabilidad');
    await page.goto(`${site.base}/ja/docs/guide/terms/changes/2025-06-01`);
    expect(await page.locator('#refunds + .change__status + p').textContent()).toBe('返金は第1条に従い［追加：、14日以内に行われ］ます。');
    // The versions before 2024 have no Japanese text: that comparison is the English one, and says so.
    await page.goto(`${site.base}/ja/docs/guide/terms/changes/2024-01-01`);
    expect(await page.getByRole('note').textContent()).toContain('日本語');
    expect(await page.locator('#acceptance').textContent()).toBe('1. Acceptance');
    // The English text says what language it is in, for screen readers (and dates are told apart by it).
    expect(await page.locator('.changes__body').getAttribute('lang')).toBe('en');
    expect(await page.locator('.changes__list').getAttribute('lang')).toBe('en');
  });

  it('is in the sitemap and has route data for the client router', async () => {
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    for (const path of ['/docs/guide/terms/changes/2025-06-01', '/es/docs/guide/terms/changes/2024-01-01', '/ja/docs/guide/terms/changes/since/2023-03-01']) {
      expect(sitemap).toContain(`<loc>https://fixture.example.com${path}</loc>`);
    }
    const data = (await (await fetch(`${site.base}/data/docs/guide/terms/changes/since/2023-03-01.json`)).json()) as { kind: string; path: string };
    expect(data).toMatchObject({ kind: 'changes', path: '/docs/guide/terms/changes/since/2023-03-01' });
  });

  it.each(['dark', 'light'] as const)('has no serious accessibility violation in the %s theme, on desktop, mobile and at 320 px', async (theme) => {
    for (const viewport of [DESKTOP, MOBILE, NARROWEST]) {
      const page = await site.visit('/docs/guide/terms/changes/2025-06-01', { viewport, init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : undefined });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.getByRole('checkbox').check();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

describe('wide tables and narrow screens', () => {
  // The Service levels table of six columns: wider than the text's measure, narrower than the page.
  const table = (page: import('playwright-core').Page) => page.locator('#service-levels ~ table').first();
  const edges = (page: import('playwright-core').Page) =>
    table(page).evaluate((t) => {
      const box = (selector: string) => t.closest(selector)!.getBoundingClientRect();
      const own = t.getBoundingClientRect();
      return { left: own.left, right: own.right, text: box('.doc').right, main: box('.doc-layout__main').right, scrolls: t.scrollWidth > t.clientWidth, tabIndex: t.tabIndex, page: document.documentElement.scrollWidth };
    });

  it('lets a wide table take the empty column beside the text on a desktop, whole, without scrolling it', async () => {
    const page = await site.visit('/docs/guide/terms/changes/2025-06-01', { viewport: DESKTOP });
    // A changes page has no "On this page" column: the text keeps its measure, the table goes past it.
    expect(await page.locator('.doc-layout__toc').count()).toBe(0);
    const at = await edges(page);
    expect(at.right).toBeGreaterThan(at.text + 100);
    expect(at.right).toBeLessThanOrEqual(at.main + 0.5);
    expect(at.scrolls).toBe(false);
    expect(at.page).toBe(DESKTOP.width);
    // A document with a table of contents keeps its tables in the text's measure.
    await page.goto(`${site.base}/docs/guide/terms`);
    await page.locator('.doc-layout__toc').waitFor();
    const doc = await edges(page);
    expect(doc.right).toBeLessThanOrEqual(doc.text + 0.5);
  });

  it('scrolls a wide table within itself at 320 px, reachable with Tab, while the page never scrolls sideways', async () => {
    const page = await site.visit('/docs/guide/terms/changes/2025-06-01', { viewport: NARROWEST });
    await page.waitForFunction(() => document.querySelector<HTMLElement>('#service-levels ~ table')?.tabIndex === 0);
    const at = await edges(page);
    expect(at.scrolls).toBe(true);
    expect(at.right).toBeLessThanOrEqual(NARROWEST.width);
    // The removed and added words' screen-reader marks inside a scrolled table used to widen the page.
    expect(at.page).toBe(NARROWEST.width);
    await table(page).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('#service-levels ~ table')!.scrollLeft > 0);
  });

  it('never starts a line of a Japanese heading with ー or another character that must not start one', async () => {
    const page = await site.visit('/ja/docs/guide/terms/changes/2025-06-01', { viewport: NARROWEST });
    // Each heading holding ー, made every width from 80 to 300 px: the characters its lines start with.
    const starts = await page.evaluate(() => {
      const found: string[] = [];
      const headings = [...document.querySelectorAll<HTMLElement>('h1, .changes__body h2, .changes__body h3')].filter((h) => h.textContent!.includes('ー'));
      for (const heading of headings) {
        for (let width = 80; width <= 300; width += 2) {
          heading.style.width = `${width}px`;
          let top: number | undefined;
          const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (let i = 0; i < node.data.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getClientRects()[0];
              if (!rect || !node.data[i]!.trim()) continue;
              if (top !== undefined && rect.top > top + rect.height / 2) found.push(node.data[i]!);
              top = rect.top;
            }
          }
        }
        heading.style.width = '';
      }
      return { headings: headings.length, found };
    });
    expect(starts.headings).toBeGreaterThan(0);
    // It did break (many times): never before a character JIS X 4051 keeps off the start of a line.
    expect(starts.found.length).toBeGreaterThan(50);
    expect(starts.found.filter((c) => /[ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ、。）」』]/.test(c))).toEqual([]);
  });
});

describe('following the changes', () => {
  it('links every page to its locale’s Atom feed, in the head and the footer, and the feed parses', async () => {
    const page = await site.visit('/es/docs/intro');
    const head = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(await head.getAttribute('href')).toBe('/es/feed.xml');
    const footer = page.getByRole('contentinfo').getByRole('link', { name: 'Seguir los cambios (feed Atom)' });
    expect(await footer.getAttribute('href')).toBe('/es/feed.xml');
    const response = await fetch(`${site.base}/es/feed.xml`);
    expect(response.status).toBe(200);
    const feed = parseAtom(await response.text());
    expect(feed.entry.map((e) => e.title)).toEqual([
      'Términos de uso: versión en vigor desde el 1 de junio de 2025',
      'Términos de uso: versión en vigor desde el 1 de enero de 2024',
      'Términos de uso: versión en vigor desde el 1 de marzo de 2023',
    ]);
    for (const entry of feed.entry) {
      const url = new URL(entry.link[0]!.href);
      expect((await fetch(site.base + url.pathname)).status, url.pathname).toBe(200);
    }
  });

  it('announces the latest change until it is closed, and again when a newer change comes', async () => {
    const page = await site.visit('/docs/intro');
    const bar = page.getByRole('region', { name: 'Announcement' });
    expect(await bar.textContent()).toBe('New version in effect from June 1, 2025: Terms of Use. See what changed');
    expect(await bar.getByRole('link').getAttribute('href')).toBe('/docs/guide/terms/changes/2025-06-01');
    await bar.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.reload();
    expect(await page.evaluate(() => 'announcementDismissed' in document.documentElement.dataset)).toBe(true);
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    // A visitor who closed the bar of an earlier change sees this one.
    const returning = await site.visit('/docs/intro', {
      init: () => {
        localStorage.setItem('docusaurus.announcement.id', 'changes:guide/terms@2024-01-01');
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      },
    });
    expect(await returning.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
  });

  it('counts reading the changes as having seen them: the bar does not come back', async () => {
    const page = await site.visit('/docs/intro');
    await page.getByRole('region', { name: 'Announcement' }).getByRole('link', { name: 'See what changed' }).click();
    await page.waitForURL(`${site.base}/docs/guide/terms/changes/2025-06-01`);
    await page.locator('.announcement').waitFor({ state: 'detached' });
    await page.goto(`${site.base}/docs/guide/privacy`);
    expect(await page.locator('.announcement').isVisible()).toBe(false);
  });
});
