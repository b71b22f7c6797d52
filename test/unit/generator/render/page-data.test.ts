import { describe, expect, it } from 'vitest';
import { assembleProps } from '../../../../src/client/route-data.ts';
import type { Output } from '../../../../src/generator/render/outputs.ts';
import { localeDataFile } from '../../../../src/generator/render/page-data.ts';
import { pageInput } from '../../../../src/generator/render/page-input.ts';
import { pageProps } from '../../../../src/generator/render/page-props.ts';
import { planOutputs } from '../../../../src/generator/output/plan.ts';
import { renderPage } from '../../../../src/generator/render/render.tsx';
import type { LocaleData, RouteData, SidebarsData } from '../../../../src/shared/route-data.ts';
import { baseConfig, siteFrom } from '../../../helpers/site.ts';

const now = new Date('2026-03-01T00:00:00Z');
const assets = { script: '/assets/main.js', style: '/assets/main.css' };
const files = {
  'en:intro.md': '---\ntitle: Intro\n---\n\nWelcome to the unmistakable intro sentence.\n\n## Overview\n\nText.\n',
  'en:terms.md': '---\ntitle: Terms\n---\n\nThe terms.\n',
  'es:intro.md': '---\ntitle: Introducción\n---\n\nBienvenida.\n',
  'es:terms.md': '---\ntitle: Condiciones\n---\n\nLas condiciones.\n',
};

function plan(input = files, config = baseConfig) {
  const site = siteFrom(input, config);
  return { site, outputs: planOutputs(site, { assets, files: new Map() }, now) };
}
const text = (output: Output | undefined) => {
  if (output?.type !== 'file') throw new Error('not a file');
  return String(output.content());
};
const localeFiles = (outputs: Map<string, Output>) => [...outputs.keys()].filter((f) => f.startsWith('assets/data/') && !f.includes('-nav-')).sort();

describe('page data', () => {
  it('gives back exactly the props each page renders from, route part plus locale part', () => {
    const { site, outputs } = plan();
    for (const route of site.routes) {
      const own = JSON.parse(text(outputs.get(`data/${route.file.replace(/\.html$/, '.json')}`))) as RouteData;
      const shared = JSON.parse(text(outputs.get(own.localeData.slice(1)))) as LocaleData;
      const sidebars = JSON.parse(text(outputs.get(own.sidebarsData.slice(1)))) as SidebarsData;
      expect(assembleProps(own, shared, sidebars), route.path).toEqual(pageProps(site, route, now));
      expect('sidebars' in own).toBe(false);
      // Nothing in it grows with the documents: no route list (only a locale's home, whose address keeps its slash), no sidebar.
      expect(shared.fileRoutes).toEqual(route.locale === 'en' ? [] : [`/${route.locale}/`]);
      expect('sidebars' in shared).toBe(false);
    }
  });

  it('keeps the first load light: the doc html once, no shared data inline, the locale file preloaded', () => {
    const { outputs } = plan();
    const page = outputs.get('docs/intro.html');
    if (page?.type !== 'page') throw new Error('no page');
    const html = renderPage(page.input(), assets);
    expect(html.split('unmistakable intro sentence').length - 1).toBe(1);
    const inline = JSON.parse(/<script type="application\/json" id="__ld_props">(.*?)<\/script>/s.exec(html)![1]!) as RouteData & { ui?: unknown };
    expect(inline.ui).toBeUndefined();
    expect(inline.doc?.html).toBe('');
    expect(inline.path).toBe('/docs/intro');
    expect(html).toContain(`<link rel="preload" href="${inline.localeData}" as="fetch" crossorigin>`);
    expect(localeFiles(outputs)).toContain(inline.localeData.slice(1));
    // The sidebar travels once in the page, as markup; its data is a file shared by the pages that show it.
    expect('sidebars' in inline).toBe(false);
    expect(html).toContain(`<link rel="preload" href="${inline.sidebarsData}" as="fetch" crossorigin>`);
    const terms = outputs.get('docs/terms.html');
    if (terms?.type !== 'page') throw new Error('no page');
    expect(terms.input().sidebarsData).toBe(inline.sidebarsData);
  });

  it('renames a locale file when what it holds changes, and only then: a document, even retitled, is no part of it', () => {
    const first = localeFiles(plan().outputs);
    expect(localeFiles(plan({ ...files, 'en:terms.md': '---\ntitle: Terms\n---\n\nOther words.\n' }).outputs)).toEqual(first);
    expect(localeFiles(plan({ ...files, 'en:terms.md': '---\ntitle: Conditions\n---\n\nThe terms.\n' }).outputs)).toEqual(first);
    const retitled = localeFiles(plan(files, { ...baseConfig, title: { en: 'Other', es: 'Test' } }).outputs);
    expect(retitled[0]).not.toBe(first[0]);
    expect(retitled[1]).toBe(first[1]);
  });

  it('refuses a shared field that differs between pages of a locale, naming it', () => {
    const site = siteFrom(files);
    const routes = site.routes.filter((r) => r.locale === 'en');
    const home = routes.find((r) => r.kind === 'home')!;
    const intro = routes.find((r) => r.path === '/docs/intro')!;
    const shared = localeDataFile('en', pageProps(site, home, now), routes.map((r) => r.path), site.config.baseUrl, false);
    const props = pageProps(site, intro, now);
    expect(() => shared.assertShared(pageInput(site, intro, props, shared.url, '/nav.json'))).not.toThrow();
    const tampered = { ...props, chrome: { ...props.chrome, tagline: 'per page' } };
    expect(() => shared.assertShared(pageInput(site, intro, tampered, shared.url, '/nav.json'))).toThrow(/PageProps\.chrome of \/docs\/intro differs/);
  });
});
