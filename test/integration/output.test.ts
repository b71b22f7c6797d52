// The build's output as a whole: interrupted part-way (SIGINT, SIGTERM, SIGKILL) it leaves the
// previous build intact and servable, and nothing behind it unless killed outright; built twice
// from the same input it is byte-identical.
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, hashes, repoRoot, runCli } from '../helpers/fixture.ts';
import { startCli } from '../helpers/process.ts';

/**
 * Starts `legaldocs build` in `dir` and sends `signal` once its temporary output folder appears.
 * Thousands of static files make copying into that folder take a while, so the signal lands
 * mid-write however loaded the machine is.
 */
function interruptBuild(dir: string, signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; sawTemp: boolean }> {
  return new Promise((resolve, reject) => {
    let sawTemp = false;
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin/legaldocs.js'), 'build'], { cwd: dir, stdio: 'ignore' });
    const watcher = watch(dir, (_event, name) => {
      if (sawTemp || !name?.startsWith('.build.tmp-')) return;
      sawTemp = true;
      child.kill(signal);
    });
    child.on('error', reject);
    child.on('exit', (code, killedBy) => {
      watcher.close();
      resolve({ code, signal: killedBy, sawTemp });
    });
  });
}

async function addBulkStatic(dir: string) {
  const bulk = path.join(dir, 'static/bulk');
  await mkdir(bulk, { recursive: true });
  await Promise.all(Array.from({ length: 1500 }, (_, i) => writeFile(path.join(bulk, `file-${i}.txt`), `static file ${i}\n`.repeat(40))));
}

describe('an interrupted build', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGKILL'] as const)('after %s part-way, the previous build stays intact and serves', async (signal) => {
    const dir = await fixtureSite('clean');
    await addBulkStatic(dir);
    expect((await runCli(dir, ['build'])).code).toBe(0);
    const before = await hashes(path.join(dir, 'build'));
    const intro = path.join(dir, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'A new introduction.'));

    const run = await interruptBuild(dir, signal);
    expect(run.sawTemp).toBe(true);
    expect(run.signal).toBe(signal);
    expect(await hashes(path.join(dir, 'build'))).toEqual(before);
    // Interrupted, the build removes what it was writing (and its lock); killed outright, it cannot.
    const left = (await readdir(dir)).filter((n) => n.startsWith('.build.'));
    if (signal === 'SIGKILL') expect(left.some((n) => n.startsWith('.build.tmp-'))).toBe(true);
    else expect(left).toEqual([]);

    const server = await startCli(dir, ['serve', '--port', '0']);
    try {
      const response = await fetch(`${server.url}/docs/intro`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Welcome.');
    } finally {
      server.stop();
    }

    // The next build replaces the output and clears what the interrupted one left behind.
    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('A new introduction.');
    expect((await readdir(dir)).filter((n) => n.startsWith('.build.'))).toEqual([]);
  }, 300_000);
});

describe('a deterministic build', () => {
  it('writes byte-identical files when built twice from the same input, on worker threads', async () => {
    const dir = await fixtureSite('clean');
    // Enough text (~500 KB) that parsing is spread over worker threads, whose order must not show.
    const section = (n: number) => `## Clause ${n} {#clause-${n}}\n\n${'The provider keeps records as the law requires. '.repeat(30)}\n\n`;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        writeFile(path.join(dir, `content/docs/guide/policy-${i}.md`), `---\ntitle: Policy ${i}\n---\n\n${Array.from({ length: 6 }, (_, n) => section(n)).join('')}`),
      ),
    );
    const first = await runCli(dir, ['build', '--no-cache', '--out', 'first']);
    const second = await runCli(dir, ['build', '--no-cache', '--out', 'second']);
    expect([first.code, second.code]).toEqual([0, 0]);
    const a = await hashes(path.join(dir, 'first'));
    expect(Object.keys(a).length).toBeGreaterThan(150);
    expect(await hashes(path.join(dir, 'second'))).toEqual(a);
  }, 300_000);
});

describe('SOURCE_DATE_EPOCH', () => {
  it('is the build time: the copyright year comes from it, and a malformed value is an error', async () => {
    const dir = await fixtureSite('clean');
    const built = await runCli(dir, ['build'], { SOURCE_DATE_EPOCH: '946684800' });
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('Copyright © 2000 Fixture');
    const bad = await runCli(dir, ['build'], { SOURCE_DATE_EPOCH: 'yesterday' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('SOURCE_DATE_EPOCH "yesterday" is not a number of seconds');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});

describe('a rebuild', () => {
  it('keeps unchanged files (the same file on disk) and writes what an edit changed, as a clean build would', async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    const inode = async (rel: string) => (await stat(path.join(dir, 'build', rel))).ino;
    const before = { intro: await inode('docs/intro.html'), sitemap: await inode('sitemap.xml') };

    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect({ intro: await inode('docs/intro.html'), sitemap: await inode('sitemap.xml') }).toEqual(before);

    // A file added to the output by hand goes; a static file replaced under its name is copied again.
    await writeFile(path.join(dir, 'build/docs/stray.html'), '<p>added by hand</p>');
    await writeFile(path.join(dir, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><title>new logo</title></svg>');
    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect(existsSync(path.join(dir, 'build/docs/stray.html'))).toBe(false);
    expect(await readFile(path.join(dir, 'build/img/logo.svg'), 'utf8')).toContain('new logo');

    const intro = path.join(dir, 'content/docs/intro.md');
    await writeFile(intro, (await readFile(intro, 'utf8')).replace('Welcome.', 'A new introduction.'));
    expect((await runCli(dir, ['build'])).code).toBe(0);
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('A new introduction.');
    expect((await runCli(dir, ['build', '--no-cache', '--out', 'clean-build'])).code).toBe(0);
    expect(await hashes(path.join(dir, 'build'))).toEqual(await hashes(path.join(dir, 'clean-build')));
  }, 300_000);

  it('finds nothing changed before parsing or planning anything, and says what the build before said', async () => {
    // A site with versions and changes pages, whose comparisons a plan would make.
    const dir = await fixtureSite('versions');
    await writeFile(path.join(dir, 'content/docs/empty.md'), '---\ntitle: Empty\n---\n');
    const json = async () => {
      const run = await runCli(dir, ['build', '--format', 'json']);
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout) as { pagesPerLocale: Record<string, number>; parsed: number; timings: Record<string, number>; diagnostics: { code: string; file?: string }[] };
    };
    const first = await json();
    expect(first.diagnostics.map((d) => d.code)).toContain('empty-document');
    const before = await hashes(path.join(dir, 'build'));
    const again = await json();
    expect(again.parsed).toBe(0);
    expect(Object.keys(again.timings)).not.toContain('parse');
    expect(Object.keys(again.timings)).not.toContain('render');
    expect(again.pagesPerLocale).toEqual(first.pagesPerLocale);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(await hashes(path.join(dir, 'build'))).toEqual(before);
  }, 300_000);

  it('notices a change to a stylesheet the site’s CSS imports, outside the folders of documents', async () => {
    const dir = await fixtureSite('chrome');
    const json = async () => {
      const run = await runCli(dir, ['build', '--format', 'json']);
      expect(run.code, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as { timings: Record<string, number> };
    };
    // The first build learns which files the CSS imports; the next reads the sources once more and records them.
    await json();
    await json();
    expect(Object.keys((await json()).timings)).toEqual(['load']);
    await writeFile(path.join(dir, 'theme/palette.css'), ':root { --brand-ink: #14532d; }\n');
    expect(Object.keys((await json()).timings)).toContain('render');
    const css = (await readdir(path.join(dir, 'build/assets'))).find((f) => /^main-.*\.css$/.test(f))!;
    expect(await readFile(path.join(dir, 'build/assets', css), 'utf8')).toContain('#14532d');
  }, 300_000);

  it('is no no-change build on the day an upcoming version takes effect, though no file changed', async () => {
    // The Terms take effect on 2026-09-01; the build before that day shows them as upcoming.
    const dir = await fixtureSite('upcoming');
    const on = async (day: string, ...args: string[]) => {
      const run = await runCli(dir, ['build', '--format', 'json', ...args], { SOURCE_DATE_EPOCH: String(Date.parse(`${day}Z`) / 1000) });
      expect(run.code).toBe(0);
      return JSON.parse(run.stdout) as { timings: Record<string, number> };
    };
    await on('2026-08-31T08:00:00');
    expect(Object.keys((await on('2026-08-31T20:00:00')).timings)).toEqual(['load']);
    expect(Object.keys((await on('2026-09-01T08:00:00')).timings)).toContain('render');
    await on('2026-09-01T08:00:00', '--no-cache', '--out', 'cold');
    expect(await hashes(path.join(dir, 'build'))).toEqual(await hashes(path.join(dir, 'cold')));
  }, 300_000);
});

