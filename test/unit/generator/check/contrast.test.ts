import { parse, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { checkContrast, passingColour } from '../../../../src/generator/check/contrast.ts';
import { themeProperties } from '../../../../src/generator/check/css-cascade.ts';
import { configSchema } from '../../../../src/config/schema.ts';

const builtIn =
  ":root{--bg:#ffffff;--bg-soft:#f3f4f6;--fg:#1c1e21;--fg-muted:#4b5563;--link:var(--ifm-color-primary,#0b57d0);--focus:var(--ifm-color-primary,#0b57d0);--accent:#b3261e}" +
  "[data-theme='dark']{--bg:#1b1b1d;--bg-soft:#242526;--fg:#e3e3e3;--fg-muted:#b0b3b8;--link:var(--ifm-color-primary,#8ab4f8);--focus:var(--ifm-color-primary,#8ab4f8);--accent:#f28b82}";

const config = (extra: Record<string, unknown> = {}) =>
  configSchema.parse({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' } } }, footer: { copyright: 'c' }, ...extra });
const locate = (keyPath: string[]) => ({ file: 'config/legal-docs.config.ts', line: keyPath.length });

/** The warnings for a site stylesheet (brand.css) over legaldocs's. */
function warnings(css: string) {
  const themes = themeProperties([
    { css: builtIn, bySite: false },
    { css, bySite: true, file: 'theme/brand.css' },
  ]);
  return checkContrast(themes, config(), locate);
}

describe('brand colour contrast', () => {
  it('says nothing of legaldocs colours, or of brand colours that meet AA in both themes', () => {
    expect(warnings('')).toEqual([]);
    expect(warnings(":root { --link: #5b21b6; --focus: #5b21b6 }\n[data-theme='dark'] { --link: #c4b5fd; --focus: #c4b5fd }")).toEqual([]);
  });

  it('warns of a link colour too light for the light theme, at its declaration, naming the pairs and a colour that passes', () => {
    const [warning, ...rest] = warnings(":root {\n  --link: #7aa7ff;\n}\n[data-theme='dark'] { --link: #93c5fd }");
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', code: 'low-contrast', file: 'theme/brand.css', line: 2 });
    expect(warning!.message).toBe(
      '--link #7aa7ff has too little contrast in the light theme (WCAG AA): 2.38:1 on --bg #ffffff (links, and the text of buttons, which is --bg on --link: 4.5:1 needed); 2.16:1 on --bg-soft #f3f4f6 (the current page in the sidebar: 4.5:1 needed)',
    );
    const suggested = /^(#[0-9a-f]{6}) is the nearest colour/.exec(warning!.hint!)![1]!;
    expect(wcagContrast(suggested, '#f3f4f6')).toBeGreaterThanOrEqual(4.5);
  });

  it('warns of a :root brand colour the dark theme inherits, saying to give the dark theme its own', () => {
    const [warning, ...rest] = warnings(':root { --link: #1d4ed8 }');
    expect(rest).toEqual([]);
    expect(warning!.message).toMatch(/^--link #1d4ed8 has too little contrast in the dark theme \(WCAG AA\): 2\.\d+:1 on --bg #1b1b1d/);
    expect(warning!.hint).toMatch(/^This declaration sets --link in both themes: give the dark theme its own in \[data-theme='dark'\], such as #[0-9a-f]{6}\.$/);
  });

  it('reads hex of 3, 4, 6 and 8 digits, rgb(), hsl() and named colours, with transparency painted over the background', () => {
    const light = (value: string) => warnings(`:root { --link: ${value} } [data-theme='dark'] { --link: #c4b5fd }`).length;
    expect(['#aaa', '#aaaf', '#aaaaaa', '#aaaaaaff', 'rgb(170 170 170)', 'rgba(170,170,170,1)', 'hsl(0 0% 67%)', 'darkgray'].map(light)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(['#333', '#333f', '#333333', '#333333ff', 'rgb(51 51 51)', 'hsl(0 0% 20%)', 'darkslategray'].map(light)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // #333 at 30% over white reads as a light grey.
    expect(light('rgb(51 51 51 / 30%)')).toBe(1);
  });

  it('skips what it cannot evaluate, rather than guess', () => {
    expect(warnings(':root { --link: color-mix(in srgb, #7aa7ff, white 10%) }')).toEqual([]);
    expect(warnings(':root { --link: currentColor }')).toEqual([]);
    expect(warnings(':root { --link: var(--unset-brand) }')).toEqual([]);
    expect(warnings('@media (min-width: 60em) { :root { --link: #7aa7ff } }')).toEqual([]);
  });

  it("follows var() to the site's colour: Docusaurus's --ifm-color-primary, a brand palette", () => {
    const [infima] = warnings(':root {\n  --ifm-color-primary: #25c2a0;\n}');
    expect(infima).toMatchObject({ file: 'theme/brand.css', line: 2 });
    expect(infima!.message).toMatch(/^--link #25c2a0 has too little contrast in the light theme/);
    expect(warnings(':root { --brand: #7aa7ff; --link: var(--brand) }')[0]!.message).toMatch(/^--link #7aa7ff/);
  });

  it('uses 3:1 for the focus ring and the error mark, which are not text', () => {
    // #4a90e2 is 3.3:1 on white: enough for a focus ring, not for links.
    expect(warnings(":root { --focus: #4a90e2 } [data-theme='dark'] { --focus: #8ab4f8 }")).toEqual([]);
    expect(warnings(":root { --focus: #9ec5f8 } [data-theme='dark'] { --focus: #8ab4f8 }")[0]!.message).toMatch(/focus ring: 3:1 needed/);
  });

  it('warns of a background the site set that the default text no longer reads on', () => {
    const [warning] = warnings(":root { --bg: #0b3d91 }");
    expect(warning!.message).toMatch(/^--bg #0b3d91 leaves too little contrast in the light theme/);
    expect(warning!.hint).toMatch(/^Choose a --bg with more contrast to --link/);
  });

  it("checks the announcement bar's colours from the config, at its key", () => {
    const bar = (textColor: string, backgroundColor: string) => checkContrast(undefined, config({ announcementBar: { id: 'a', content: 'x', textColor, backgroundColor } }), locate);
    expect(bar('#ffffff', '#20232a')).toEqual([]);
    expect(bar('#999999', '#ffffff')).toMatchObject([{ code: 'low-contrast', file: 'config/legal-docs.config.ts', line: 2, message: expect.stringMatching(/^announcementBar\.textColor #999999 on backgroundColor #ffffff has a contrast of 2\.84:1/) }]);
  });
});

describe('a colour that passes', () => {
  it('keeps the hue and moves lightness away from the background', () => {
    const from = parse('#7aa7ff') as never;
    const hex = passingColour(from, [{ bg: parse('#ffffff') as never, min: 4.5 }])!;
    expect(wcagContrast(hex, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(wcagContrast(hex, '#ffffff')).toBeLessThan(4.8);
    const dark = passingColour(parse('#1d4ed8') as never, [{ bg: parse('#1b1b1d') as never, min: 4.5 }])!;
    expect(wcagContrast(dark, '#1b1b1d')).toBeGreaterThanOrEqual(4.5);
  });
});
