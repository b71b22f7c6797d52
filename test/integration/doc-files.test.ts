// Files documents refer to — images beside the docs (in markdown and in a raw HTML table), a PDF,
// an image in a folder with a space in its name, a translation reusing the English image and one
// with its own — published through the real CLI, served by `serve` and `dev`, republished when
// replaced; and a reference to a missing file failing check and build at its line.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../src/generator/build/pool.ts';
import { openDevSite } from '../../src/server/dev-site.ts';
import { fixtureSite, hashes, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

const guide = 'content/docs/guide';
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const imageSources = (html: string) => [...html.matchAll(/<img src="([^"]*)" alt="([^"]*)"/g)].map((m) => [m[2], m[1]]);

describe('files beside the documents', () => {
  let dir: string;
  let server: Running;
  const page = (rel: string) => readFile(path.join(dir, 'build', rel), 'utf8');
  const published = (name: string) => fg.sync(`assets/files/${name}`, { cwd: path.join(dir, 'build') });

  beforeAll(async () => {
    dir = await fixtureSite('doc-files');
    const built = await runCli(dir, ['build']);
    expect([built.code, built.stderr]).toEqual([0, '']);
    expect(built.stdout).toContain('0 warnings');
    server = await startCli(dir, ['serve', '--port', '0']);
  }, 120_000);
  afterAll(() => server?.stop());

  it('publishes each referenced file once, under a content-hashed name, with its bytes', async () => {
    const files = (await fg('assets/files/*', { cwd: path.join(dir, 'build') })).sort();
    expect(files).toEqual([
      expect.stringMatching(/^assets\/files\/diagram-[0-9a-f]{12}\.png$/),
      expect.stringMatching(/^assets\/files\/diagrama-[0-9a-f]{12}\.png$/),
      expect.stringMatching(/^assets\/files\/dpa-[0-9a-f]{12}\.pdf$/),
      expect.stringMatching(/^assets\/files\/photo one-[0-9a-f]{12}\.png$/),
    ]);
    const source = await readFile(path.join(dir, guide, 'img/diagram.png'));
    expect(sha(await readFile(path.join(dir, 'build', files[0]!)))).toBe(sha(source));
  });

  it('points markdown images, raw HTML images and file links at them, percent-encoding a name with a space', async () => {
    const [diagram] = published('diagram-*.png');
    const [photo] = published('photo one-*.png');
    const [dpa] = published('dpa-*.pdf');
    const html = await page('docs/guide/privacy.html');
    expect(imageSources(html)).toEqual([
      ['How data flows', `/${diagram}`],
      ['Example Ltd logo', `/${diagram}`],
      ['Our office', `/${photo!.replace(' ', '%20')}`],
      ['Fixture logo', '/img/logo.svg'],
    ]);
    expect(html).toContain(`href="/${dpa}#page=2"`);
    expect(html).toContain(`href="/${photo!.replace(' ', '%20')}"`);
    expect(html).not.toContain('ld:file');
  });

  it('gives a translation the original’s image when it has none of its own, and its own otherwise; untranslated pages too', async () => {
    const [diagram] = published('diagram-*.png');
    const [diagrama] = published('diagrama-*.png');
    expect(imageSources(await page('es/docs/guide/privacy.html'))).toEqual([
      ['Cómo fluyen los datos', `/${diagram}`],
      ['Diagrama traducido', `/${diagrama}`],
    ]);
    expect(imageSources(await page('ja/docs/guide/privacy.html'))[0]).toEqual(['How data flows', `/${diagram}`]);
    // The route data the client router renders from carries the same URLs.
    expect(await readFile(path.join(dir, 'build/data/es/docs/guide/privacy.json'), 'utf8')).toContain(`/${diagrama}`);
  });

  it('serves them at their encoded URLs, with their type and long-lived caching', async () => {
    const [photo] = published('photo one-*.png');
    const response = await fetch(`${server.url}/${photo!.replace(' ', '%20')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(sha(new Uint8Array(await response.arrayBuffer()))).toBe(sha(await readFile(path.join(dir, guide, 'my images/photo one.png'))));
  });

  it('builds the same bytes again without the caches', async () => {
    expect((await runCli(dir, ['build', '--no-cache', '--out', 'again'])).code).toBe(0);
    expect(await hashes(path.join(dir, 'again'))).toEqual(await hashes(path.join(dir, 'build')));
  }, 120_000);
});

describe('a replaced file beside the documents', () => {
  it('is published again by a rebuild, and the pages point at the new one', async () => {
    const dir = await fixtureSite('doc-files');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    const before = fg.sync('assets/files/diagram-*.png', { cwd: path.join(dir, 'build') });
    const replacement = await readFile(path.join(dir, 'content/i18n/es/docs/guide/img/diagrama.png'));
    await writeFile(path.join(dir, guide, 'img/diagram.png'), replacement);

    expect((await runCli(dir, ['build'])).code).toBe(0);
    const after = fg.sync('assets/files/diagram-*.png', { cwd: path.join(dir, 'build') });
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect(sha(await readFile(path.join(dir, 'build', after[0]!)))).toBe(sha(replacement));
    for (const rel of ['docs/guide/privacy.html', 'es/docs/guide/privacy.html', 'ja/docs/guide/privacy.html']) {
      const html = await readFile(path.join(dir, 'build', rel), 'utf8');
      expect(html, rel).toContain(after[0]);
      expect(html, rel).not.toContain(before[0]);
    }
    expect((await runCli(dir, ['build', '--no-cache', '--out', 'clean-build'])).code).toBe(0);
    expect(await hashes(path.join(dir, 'build'))).toEqual(await hashes(path.join(dir, 'clean-build')));
  }, 180_000);
});

describe('files beside the documents in dev', () => {
  it('are served, and a replaced one is served under its new name after the save', async () => {
    const dir = await fixtureSite('doc-files');
    const pool = createPool(1);
    try {
      const site = await openDevSite({ root: dir, pool, background: pool, noCache: true });
      const src = async () => /<img src="([^"]*)" alt="Cómo fluyen los datos"/.exec(String((await site.respond('/es/docs/guide/privacy')).body))?.[1];
      const first = await src();
      expect(first).toMatch(/^\/assets\/files\/diagram-[0-9a-f]{12}\.png$/);
      const image = await site.respond(first!);
      expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
      expect(sha(image.body as Uint8Array)).toBe(sha(await readFile(path.join(dir, guide, 'img/diagram.png'))));

      await writeFile(path.join(dir, guide, 'img/diagram.png'), await readFile(path.join(dir, 'content/i18n/es/docs/guide/img/diagrama.png')));
      await site.update([`${guide}/img/diagram.png`]);
      const second = await src();
      expect(second).not.toBe(first);
      expect((await site.respond(second!)).status).toBe(200);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('a reference to a file that does not exist', () => {
  it('fails check and build at its file:line:col, naming the closest file, and writes nothing', async () => {
    const dir = await fixtureSite('missing-file');
    const check = await runCli(dir, ['check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(`${guide}/privacy.md:10:1 error image "./img/diagam.png": there is no file "${guide}/img/diagam.png" (missing-file)\n  hint: Did you mean "./img/diagram.png"?`);
    expect(check.stderr).toContain(`${guide}/privacy.md:13:31 error image "./logos/example.png"`);
    expect(check.stderr).toContain(`${guide}/privacy.md:16:1 error image "/img/logoo.svg": there is no file "static/img/logoo.svg" (missing-file)\n  hint: Did you mean "/img/logo.svg"?`);
    // A link to a file (not a page: it has an extension), its name mistyped, beside the one there is.
    expect(check.stderr).toContain(
      `${guide}/privacy.md:18:10 error link "./forms/dpa.pdf": there is no file "${guide}/forms/dpa.pdf" (nor a page at "/docs/guide/forms/dpa.pdf") (missing-file)\n  hint: Did you mean "./forms/dpa-2025.pdf"?`,
    );
    // The translation reuses the English image (found), and names both places for the one it lacks.
    expect(check.stderr).toContain(
      'content/i18n/es/docs/guide/privacy.md:8:45 error image "./img/solo-aqui.png": there is no file "content/i18n/es/docs/guide/img/solo-aqui.png" or "content/docs/guide/img/solo-aqui.png"',
    );
    expect(check.stderr).toContain('5 errors');
    const build = await runCli(dir, ['build']);
    expect(build.code).toBe(1);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 120_000);
});
