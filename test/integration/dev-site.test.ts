// The site `dev` keeps in memory, opened on a fixture with enough documents that the background
// parse takes several batches: pages asked for meanwhile are answered before it ends, each with
// its own parsed body whether the request or the background parsed it, and the checks run once
// everything is parsed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../../src/generator/build/pool.ts';
import { openDevSite, type DevSite } from '../../src/server/dev-site.ts';
import { fixtureSite } from '../helpers/fixture.ts';

const extra = Array.from({ length: 60 }, (_, i) => `bulk/doc-${String(i).padStart(2, '0')}`);
const text = (id: string) => `---\ntitle: Bulk ${id}\n---\n\nThe body of ${id}.\n\n## Terms of ${id}\n\n- one\n- two\n`;

let dir: string;
let pool: Pool;
let site: DevSite;

beforeAll(async () => {
  dir = await fixtureSite('clean');
  await mkdir(path.join(dir, 'content/docs/bulk'), { recursive: true });
  await Promise.all(extra.map((id) => writeFile(path.join(dir, `content/docs/${id}.md`), text(id))));
  pool = createPool(1);
  site = await openDevSite({ root: dir, pool, background: pool, noCache: true });
});

afterAll(async () => {
  await pool?.close();
});

describe('the dev site', () => {
  // First: the site opened above starts its background parse after a second without requests.
  it('answers pages asked for while the background parse runs, before it ends, each with its own body', async () => {
    let completed = false;
    void site.complete.then(() => (completed = true));
    const first = await site.respond('/docs/intro');
    expect([first.status, String(first.body)]).toEqual([200, expect.stringContaining('Welcome.')]);
    const answeredBeforeTheEnd: boolean[] = [];
    for (const id of extra) {
      const page = await site.respond(`/docs/${id}`);
      answeredBeforeTheEnd.push(!completed);
      expect(page.status, id).toBe(200);
      expect(String(page.body), id).toContain(`The body of ${id}.`);
      expect(String(page.body), id).toMatch(new RegExp(`<h2 id="terms-of-${id.replace('/', '')}`));
    }
    expect(answeredBeforeTheEnd[0]).toBe(true);
    await site.complete;
    expect(site.diagnostics()).toEqual([]);
  });

  it('answers a default-locale page before reading the other locales, exactly as the whole site renders it', async () => {
    const pages = createPool(1);
    try {
      const fresh = await openDevSite({ root: dir, pool: pages, background: pages, noCache: true });
      const early = await fresh.respond('/docs/guide/terms');
      expect(String(early.body)).toContain('hreflang="es"');
      // The Spanish page waits for the Spanish documents: translated text, translated category.
      const spanish = await fresh.respond('/es/docs/intro');
      expect(String(spanish.body)).toContain('Bienvenido');
      expect(String(spanish.body)).toContain('Guía');
      await fresh.complete;
      // Same HTML once everything is read and parsed, so open browsers are not reloaded for nothing.
      expect((await fresh.respond('/docs/guide/terms')).version).toBe(early.version);
    } finally {
      await pages.close();
    }
  });

  it('answers a changes page at once, with both versions parsed, in a locale that translates them', async () => {
    const versions = await fixtureSite('versions');
    const pages = createPool(1);
    try {
      const fresh = await openDevSite({ root: versions, pool: pages, background: pages, noCache: true });
      const page = await fresh.respond('/es/docs/guide/terms/changes/2025-06-01');
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('<del class="diff-del"><span class="diff-mark">[eliminado: </span>10<span class="diff-mark">]</span></del>');
      await fresh.complete;
      expect((await fresh.respond('/es/docs/guide/terms/changes/2025-06-01')).version).toBe(page.version);
      expect(fresh.diagnostics()).toEqual([]);
    } finally {
      await pages.close();
    }
  });
});
