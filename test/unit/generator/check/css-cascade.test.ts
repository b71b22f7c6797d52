import { describe, expect, it } from 'vitest';
import { themeProperties, type RootProperties } from '../../../../src/generator/check/css-cascade.ts';

// legaldocs's own look, cut down to what the cascade needs: the site's rules come after it.
const builtIn = ":root{--bg:#fff;--link:var(--ifm-color-primary,#0b57d0)}[data-theme='dark']{--bg:#1b1b1d;--link:var(--ifm-color-primary,#8ab4f8)}@media print{:root{--link:#000}}";

/** The root's properties per theme with the site's CSS after legaldocs's (no source map: declarations located by their own line). */
function themes(css: string) {
  return themeProperties([
    { css: builtIn, bySite: false },
    { css, bySite: true },
  ]);
}
const value = (props: RootProperties, prop: string) => {
  const v = props.get(prop);
  return v === undefined || v === 'unknown' ? v : v.value;
};

describe('the root custom properties per theme', () => {
  it('takes legaldocs values where the site sets none, and ignores @media print', () => {
    const { light, dark } = themes('');
    expect(value(light, '--link')).toBe('#0b57d0');
    expect(value(dark, '--link')).toBe('#8ab4f8');
    expect(value(dark, '--bg')).toBe('#1b1b1d');
  });

  it("lets a later :root rule win over legaldocs's dark theme (same specificity), and a theme's own rule win in its theme", () => {
    expect(value(themes(':root { --link: #5b21b6; }').dark, '--link')).toBe('#5b21b6');
    const { light, dark } = themes(":root { --link: #5b21b6 } html[data-theme=dark] { --link: #c4b5fd }");
    expect([value(light, '--link'), value(dark, '--link')]).toEqual(['#5b21b6', '#c4b5fd']);
  });

  it('weighs specificity, order and !important', () => {
    // html:root (0,1,1) beats a later :root (0,1,0); !important beats both.
    expect(value(themes('html:root { --link: red } :root { --link: blue }').light, '--link')).toBe('red');
    expect(value(themes(':root { --link: red !important } html:root { --link: blue }').light, '--link')).toBe('red');
    expect(value(themes(":root:not([data-theme='dark']) { --link: teal } :root { --link: navy }").light, '--link')).toBe('teal');
    expect(value(themes(":root:not([data-theme='dark']) { --link: teal } :root { --link: navy }").dark, '--link')).toBe('navy');
    expect(value(themes(":where([data-theme='dark']) { --link: teal }").dark, '--link')).toBe('#8ab4f8');
  });

  it('ignores rules for other elements, and calls a value unknown when a rule it cannot be sure of may set it', () => {
    const { light } = themes(".navbar { --link: red } :root::before { --link: red } main :root { --link: red } :root { --bg: #fafafa }");
    expect(value(light, '--link')).toBe('#0b57d0');
    expect(value(light, '--bg')).toBe('#fafafa');
    expect(value(themes('@media (min-width: 40em) { :root { --link: red } }').light, '--link')).toBe('unknown');
    expect(value(themes('body { --link: red }').light, '--link')).toBe('unknown');
    expect(value(themes("[lang='ja'] { --link: red }").light, '--link')).toBe('unknown');
    // A doubtful rule that loses anyway changes nothing.
    expect(value(themes(":root:hover { --bg: red } html:root[data-theme] { --bg: #eee }").light, '--bg')).toBe('#eee');
  });

  it('resolves var() chains and fallbacks, and says unknown for cycles, missing names and CSS-wide keywords', () => {
    const { light } = themes(':root { --brand: #123456; --a: var(--b); --b: var(--a); --c: var(--none); --d: var(--none, var(--brand)); --e: inherit }');
    expect(value(light, '--d')).toBe('#123456');
    expect(['--a', '--b', '--c', '--e'].map((p) => value(light, p))).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    // A brand colour set through Infima's property reaches --link through legaldocs's own var(), and is the site's.
    const docusaurus = themes(':root {\n  --ifm-color-primary: #2e8555;\n}').dark.get('--link');
    expect(docusaurus).toMatchObject({ value: '#2e8555', site: { line: 2 } });
  });
});
