import { describe, expect, it } from 'vitest';
import type { Output } from '../../../../src/generator/render/outputs.ts';
import { addPages } from '../../../../src/generator/render/pages.ts';
import { pageProps } from '../../../../src/generator/render/page-props.ts';
import { siteFrom } from '../../../helpers/site.ts';

const now = new Date('2026-03-01T00:00:00Z');
const files = {
  'en:intro.md': '---\ntitle: Intro\n---\n\nWelcome.\n',
  'en:terms.md': '---\ntitle: Terms\n---\n\nThe terms.\n',
  'es:intro.md': '---\ntitle: Introducción\n---\n\nBienvenida.\n',
  'es:terms.md': '---\ntitle: Condiciones\n---\n\nLas condiciones.\n',
};

function pages() {
  const site = siteFrom(files);
  const outputs = new Map<string, Output>();
  addPages(outputs, site, (route) => pageProps(site, route, now));
  return { site, outputs };
}
const text = (output: Output | undefined) => {
  if (output?.type !== 'file') throw new Error('not a file');
  return String(output.content());
};
const localeFiles = (outputs: Map<string, Output>) => [...outputs.keys()].filter((f) => f.startsWith('assets/data/')).sort();

describe('pages', () => {
  it('publishes one content-hashed shared file per locale and a data file per page', () => {
    const { site, outputs } = pages();
    expect(localeFiles(outputs).filter((f) => !f.includes('-nav-'))).toEqual([expect.stringMatching(/^assets\/data\/en-[0-9a-f]{12}\.json$/), expect.stringMatching(/^assets\/data\/es-[0-9a-f]{12}\.json$/)]);
    // The sidebars pages show, one file per locale and list: the documents' pages share one, search and not-found pages show none.
    for (const route of site.routes) {
      const page = outputs.get(route.file);
      if (page?.type !== 'page') throw new Error('no page');
      expect(outputs.has(page.input().sidebarsData.slice(1)), route.path).toBe(true);
    }
    expect(localeFiles(outputs).filter((f) => f.includes('-nav-'))).toHaveLength(4);
    for (const route of site.routes) expect(outputs.has(`data/${route.file.replace(/\.html$/, '.json')}`), route.path).toBe(true);
  });

  it('gives every page the URL of its own locale file, whichever output is asked for first', () => {
    const { site, outputs } = pages();
    for (const route of site.routes) {
      const page = outputs.get(route.file);
      if (page?.type !== 'page') throw new Error('no page');
      const localeFile = page.input().localeData.slice(1);
      expect(localeFile).toMatch(new RegExp(`^assets/data/${route.locale}-`));
      expect(outputs.has(localeFile)).toBe(true);
    }
  });

  it('names each page\'s data file as written alongside it, and makes it the same before or after the page', () => {
    const { site, outputs } = pages();
    for (const route of site.routes) {
      const page = outputs.get(route.file);
      if (page?.type !== 'page') throw new Error('no page');
      const dataFile = `data/${route.file.replace(/\.html$/, '.json')}`;
      expect(page.alongside).toEqual([dataFile]);
      const before = text(outputs.get(dataFile));
      const input = page.input();
      expect(text(outputs.get(dataFile))).toBe(before);
      expect(page.input()).toEqual(input);
    }
  });
});
