// `legaldocs check` through the real CLI: every output format, exit codes, and --crawl.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; column?: number; message: string }[];
}

describe('legaldocs check', () => {
  it('prints text on stderr and exits 1 on errors', async () => {
    const result = await runCli(await fixtureSite('broken-anchor'), ['check']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guide/privacy.md:8:26 error');
    expect(result.stderr).toContain('(broken-anchor)');
  });

  it('prints JSON on stdout', async () => {
    const result = await runCli(await fixtureSite('broken-anchor'), ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    const { diagnostics } = JSON.parse(result.stdout) as Json;
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', code: 'broken-anchor', file: 'content/docs/guide/privacy.md', line: 8, column: 26 }));
  });

  it('prints GitHub annotations on stdout', async () => {
    const result = await runCli(await fixtureSite('broken-anchor'), ['check', '--format', 'github']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error file=content/docs/guide/privacy.md,line=8,col=26,title=broken-anchor::');
  });

  it('exits 0 with warnings only, and says so', async () => {
    const dir = await fixtureSite('duplicate-route');
    const text = await runCli(dir, ['check']);
    expect(text.code).toBe(0);
    expect(text.stderr).toContain('warning');
    const github = await runCli(dir, ['check', '--format', 'github']);
    expect(github.code).toBe(0);
    expect(github.stdout).toMatch(/^::warning /m);
  });

  it('exits 0 and prints an empty list on a clean site', async () => {
    const result = await runCli(await fixtureSite('clean'), ['check', '--format', 'json']);
    expect([result.code, JSON.parse(result.stdout)]).toEqual([0, { diagnostics: [] }]);
  });
});

describe('legaldocs check --crawl', () => {
  let dir: string;
  const results: Record<string, CliResult> = {};
  beforeAll(async () => {
    dir = await fixtureSite('crawl-broken');
    // The source checks pass: the broken link is in the navbar, which only the built site shows.
    expect((await runCli(dir, ['check'])).code).toBe(0);
    for (const format of ['text', 'json', 'github']) results[format] = await runCli(dir, ['check', '--crawl', '--format', format]);
  }, 180_000);

  it('reports the links the source checks missed, in every format', () => {
    expect(results.text!.code).toBe(1);
    expect(results.text!.stderr).toMatch(/config\/legal-docs\.config\.ts error link to "\/status" on \d+ pages, e\.g\. \/ answers 404 in the built site \(crawl-broken-link\)/);
    const { diagnostics } = JSON.parse(results.json!.stdout) as Json;
    expect(results.json!.code).toBe(1);
    expect(diagnostics.map((d) => d.message.replace(/ on .*? answers/, ' answers')).sort()).toEqual([
      'link to "/es/status" answers 404 in the built site',
      'link to "/ja/status" answers 404 in the built site',
      'link to "/status" answers 404 in the built site',
    ]);
    expect(results.github!.code).toBe(1);
    expect(results.github!.stdout).toContain('::error file=config/legal-docs.config.ts,title=crawl-broken-link::link to "/status"');
  });

  it('passes a clean site and says how much it crawled', async () => {
    const result = await runCli(await fixtureSite('clean'), ['check', '--crawl']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/crawled \d+ pages of the built site: no errors/);
  }, 120_000);

  it('resolves relative links as a browser does on pages served at clean URLs (nothing false)', async () => {
    const dir = await fixtureSite('crawl-relative');
    expect((await runCli(dir, ['check'])).code).toBe(0);
    const result = await runCli(dir, ['check', '--crawl']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/crawled \d+ pages of the built site: no errors/);
  }, 120_000);

  it('reports a link written in markdown at its file, line and column, naming the page', async () => {
    const dir = await fixtureSite('crawl-markdown-link');
    // A fragment of a static file: only the crawl reads the file.
    expect((await runCli(dir, ['check'])).code).toBe(0);
    const result = await runCli(dir, ['check', '--crawl', '--format', 'json']);
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as Json).diagnostics).toEqual([
      {
        severity: 'error',
        code: 'crawl-broken-link',
        message: 'link "/forms/notice.html#guardian" on page /docs/guide/forms leads to "/forms/notice.html#guardian", which has no element with that id in the built site',
        file: 'content/docs/guide/forms.md',
        line: 6,
        column: 5,
        hint: 'Fix or remove the link in this document.',
      },
    ]);
  }, 120_000);

  it('does not crawl a site that does not build', async () => {
    const result = await runCli(await fixtureSite('broken-anchor'), ['check', '--crawl']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Not crawled');
  });
});
