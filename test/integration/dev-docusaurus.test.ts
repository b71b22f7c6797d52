// `legaldocs dev` on a Docusaurus site: it serves the docs/ and i18n/ trees, category index pages,
// and reads sidebars.js, current.json and the documents again when they change.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

let dev: Running;
let dir: string;
const edit = async (rel: string, change: (text: string) => string) => writeFile(path.join(dir, rel), change(await readFile(path.join(dir, rel), 'utf8')));
const page = async (route: string) => (await fetch(dev.url + route)).text();

/** Waits until `route` shows `text` (dev rebuilds on its own time: no fixed sleeps). */
async function shows(route: string, text: string) {
  for (let i = 0; i < 600; i++) {
    if ((await page(route)).includes(text)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${route} never showed ${text}:\n${dev.output()}`);
}

beforeAll(async () => {
  dir = await fixtureSite('docusaurus-site');
  dev = await startCli(dir, ['dev', '--port', '0']);
}, 60_000);

afterAll(() => dev?.stop());

describe('legaldocs dev on a Docusaurus site', () => {
  it('serves documents, translations and category index pages', async () => {
    for (const [route, text] of [
      ['/docs/policies/terms/aup', 'Acceptable Use Policy'],
      ['/zh-Hans/docs/privacy', '隐私声明'],
      ['/docs/category/archive', 'Archived versions'],
      ['/docs/Data%20Processing/dpa', 'Data Processing Agreement'],
    ]) {
      const response = await fetch(dev.url + route!);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toContain(text);
    }
  });

  it('reads sidebars.js, the sidebar label catalog and documents again when they change', async () => {
    await edit('sidebars.js', (t) => t.replace("'Data processing':", "'Processing of data':"));
    await shows('/docs/intro', '>Processing of data</summary>');
    await edit('i18n/zh-Hans/docusaurus-plugin-content-docs/current.json', (t) => t.replace('"message": "隐私声明"', '"message": "隐私声明（更新）"'));
    await shows('/zh-Hans/docs/privacy', '隐私声明（更新）');
    await edit('docs/policies/01-privacy/_category_.yml', (t) => t.replace('title: Privacy notices', 'title: Our privacy notices'));
    await shows('/docs/privacy', '<h1 class="doc__title">Our privacy notices</h1>');
  }, 120_000);
});
