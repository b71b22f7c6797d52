// Real document content in Chromium, in a translated locale: an image beside the English document,
// reused by the Spanish translation, loads (on the first page and after client-side navigation),
// and admonitions show as callouts titled in Spanish; axe finds nothing serious in either theme;
// printed, callouts stay framed and titled.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { hydrated, servedSite, type ServedSite } from '../helpers/served-site.ts';

let site: ServedSite;
beforeAll(async () => {
  site = await servedSite('admonitions');
});
afterAll(() => site?.close());

/** Waits until the image has loaded or failed, and says which with its natural width. */
async function naturalWidth(page: Page, alt: string): Promise<number> {
  const image = page.getByRole('img', { name: alt });
  await image.waitFor();
  return image.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) {
      await new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    }
    return img.naturalWidth;
  });
}

describe('a translated page with an image beside the English document and admonitions', () => {
  it.each(['dark', 'light'] as const)('shows the image and Spanish-titled callouts in the %s theme, with no serious axe violation', async (theme) => {
    const page = await site.visit('/es/docs/guide/privacy', { init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : undefined });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    expect(await naturalWidth(page, 'Cómo fluyen los datos')).toBe(120);

    const notes = page.getByRole('note').filter({ has: page.locator('.admonition__title') });
    expect(await notes.count()).toBe(2);
    const note = notes.first();
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.locator('.admonition__title').textContent()).toBe('Nota');
    expect(await note.innerText()).toContain('Nunca vendemos sus datos personales.');
    expect(await notes.nth(1).locator('.admonition__title').textContent()).toBe('Antes de borrar su cuenta');
    // The callout stands apart from the page: its own background and a coloured edge.
    const look = await note.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, page: getComputedStyle(document.body).backgroundColor, edge: parseFloat(style.borderInlineStartWidth) };
    });
    expect(look.background).not.toBe(look.page);
    expect(look.edge).toBeGreaterThan(2);

    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(['dark', 'light'] as const)('passes axe with every admonition type in the %s theme (title and text contrast)', async (theme) => {
    const page = await site.visit('/docs/guide/privacy', { init: theme === 'light' ? () => localStorage.setItem('theme', 'light') : undefined });
    expect(await page.locator('aside.admonition').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('prints every callout visible, titled and framed in black lines, not told apart by colour alone (from the dark theme)', async () => {
    const page = await site.visit('/docs/guide/privacy');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.emulateMedia({ media: 'print' });
    const printed = await page.locator('aside.admonition').evaluateAll((boxes) =>
      boxes.map((box) => {
        const style = getComputedStyle(box);
        const title = box.querySelector('.admonition__title')!;
        const titleStyle = getComputedStyle(title);
        const shown = (el: Element, s: CSSStyleDeclaration) => s.display !== 'none' && s.visibility === 'visible' && el.getBoundingClientRect().height > 0;
        const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => ({
          style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
          width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
          color: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
        }));
        return {
          type: box.className.replace(/^.*admonition--/, ''),
          shown: shown(box, style),
          title: title.textContent,
          titleShown: shown(title, titleStyle) && titleStyle.color === 'rgb(0, 0, 0)',
          // Printers drop backgrounds: the box is a black frame on every side, its start edge thicker.
          framed: sides.every((b) => b.style === 'solid' && b.width >= 1 && b.color === 'rgb(0, 0, 0)') && sides[3]!.width > sides[0]!.width,
          background: style.backgroundColor,
        };
      }),
    );
    // Each type is named by its title in words, so a black-and-white page still tells them apart.
    expect(printed.map(({ type, title }) => [type, title])).toEqual([
      ['note', 'Note'],
      ['tip', 'Read this first'],
      ['info', 'Who to contact'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['caution', 'Caution'],
    ]);
    for (const callout of printed) expect(callout, callout.type).toMatchObject({ shown: true, titleShown: true, framed: true, background: 'rgba(0, 0, 0, 0)' });
  });

  it('loads the image after client-side navigation too', async () => {
    const page = await site.visit('/es/docs/intro');
    await page.locator('.doc__body').getByRole('link', { name: 'aviso de privacidad' }).click();
    await page.waitForURL('**/es/docs/guide/privacy');
    await hydrated(page);
    expect(await naturalWidth(page, 'Cómo fluyen los datos')).toBe(120);
    expect(await page.getByRole('note').first().locator('.admonition__title').textContent()).toBe('Nota');
  });
});
