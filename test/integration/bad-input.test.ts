// Bad input through the real CLI: each scenario gives a clear diagnostic at file:line, the right
// exit code (0 with warnings, 1 for errors in the input) and never a stack trace.
// Covered elsewhere: an empty file and an unconfigured locale folder (build.test.ts), a duplicate
// slug (duplicate-route in build.test.ts).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, runCli, type CliResult } from '../helpers/fixture.ts';

interface Json {
  diagnostics: { severity: string; code: string; file?: string; line?: number; message: string; hint?: string }[];
}

/** Runs `check` in text and JSON; both must agree on the exit code and neither may show a stack. */
async function check(scenario: string): Promise<{ text: CliResult; json: Json }> {
  const dir = await fixtureSite(scenario);
  const [text, json] = await Promise.all([runCli(dir, ['check']), runCli(dir, ['check', '--format', 'json'])]);
  expect(json.code).toBe(text.code);
  for (const out of [text.stdout, text.stderr, json.stderr]) expect(out).not.toMatch(/\n\s+at |unexpected failure/);
  return { text, json: JSON.parse(json.stdout) as Json };
}

describe('bad input', () => {
  it('invalid YAML front matter: an error at the line and column inside the document', async () => {
    const { text } = await check('invalid-front-matter');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/notice.md:3:23 error invalid YAML front matter: Flow sequence in block collection must be sufficiently indented');
    // The YAML library's own position (relative to the block) is not repeated.
    expect(text.stderr).not.toContain('at line 2');
  });

  it('an unknown front-matter key: a warning naming the key and the closest known one', async () => {
    const { text } = await check('unknown-front-matter-key');
    expect(text.code).toBe(0);
    expect(text.stderr).toContain('content/docs/guide/terms.md:4:1 warning unknown front-matter key "desciption" is ignored');
    expect(text.stderr).toContain('hint: Did you mean "description"?');
  });

  it('a binary file and a file that is not UTF-8: errors naming each, the latter with its line', async () => {
    const { text } = await check('unreadable-files');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/image.md error "content/docs/image.md" is a binary file, not markdown');
    expect(text.stderr).toContain('content/docs/latin1.md:6 error "content/docs/latin1.md" is not valid UTF-8');
  });

  it('two documents claiming one id: an error on the one whose front matter claims it; links to the other still resolve', async () => {
    const { text, json } = await check('duplicate-id');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/old/copy.md:1 error doc id "old/history" is claimed by both "content/docs/old/history.md" and "content/docs/old/copy.md"');
    expect(json.diagnostics.map((d) => d.code)).toEqual(['duplicate-doc-id']);
  });

  it('a bad effective date on a document with versions and translations: one error, quoting it, and nothing else', async () => {
    const dir = await fixtureSite('versions');
    const terms = path.join(dir, 'content/docs/guide/terms.md');
    await writeFile(terms, (await readFile(terms, 'utf8')).replace('effective_date: 2025-06-01', 'effective_date: "2025-13-02"'));
    const result = await runCli(dir, ['check', '--format', 'json']);
    expect(result.code).toBe(1);
    expect((JSON.parse(result.stdout) as Json).diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'invalid-front-matter', file: 'content/docs/guide/terms.md', line: 4, column: 17, message: 'effective_date: "2025-13-02" is not a calendar date' }),
    ]);
  });

  it('versions: a version_of naming no document, two versions with one date and one dated after the current document, each at its key', async () => {
    const { text, json } = await check('version-errors');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/old/terms-typo.md:3:13 error version_of "guide/term" is not a doc id');
    expect(text.stderr).toContain('hint: Did you mean "guide/terms"?');
    expect(text.stderr).toContain(
      'content/docs/old/terms-b.md:4:19 error "content/docs/old/terms-b.md" and "content/docs/old/terms-a.md" are both versions of "guide/terms" effective 2025-03-01',
    );
    expect(text.stderr).toContain('content/docs/old/terms-future.md:3:17 error "content/docs/old/terms-future.md" is an earlier version of "guide/terms" but is dated 2025-07-01, after the current document (2025-06-02)');
    expect(json.diagnostics.map((d) => d.code).sort()).toEqual(['unknown-reference', 'version-conflict', 'version-conflict']);
  });

  it('headings of only punctuation or emoji get usable, unique ids that links can name', async () => {
    const dir = await fixtureSite('punctuation-headings');
    const result = await runCli(dir, ['build']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(dir, 'build/docs/symbols.html'), 'utf8');
    const ids = [...html.matchAll(/<h2[^>]* id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['section', 'section-1', 'section-2', 'section-3']);
    expect(html).toContain('href="#section-1"');
  });

  it('a list nested 1,000 levels deep: an error at its line, no stack overflow', async () => {
    const { text } = await check('deep-nesting');
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(/content\/docs\/deep\.md:7:\d+ error content is nested more than 100 levels deep/);
    expect(text.stderr).toContain('hint: Flatten the structure');
  });

  it('documents past the limits of the config: an error naming the limit’s key, at the line past it, and no page', async () => {
    const { text, json } = await check('document-limits');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/schedule.md:73 error the document is 4,604 bytes, over the limit of 3,000 (`limits.documentSize`) from this line on');
    expect(text.stderr).toContain('content/docs/cookies.md:59 error a table has more than 50 rows (`limits.tableRows`) from this one on');
    expect(text.stderr).toContain('content/docs/sections.md:17 error the document has 5 headings, over the limit of 3 (`limits.headings`) from this one on');
    expect(json.diagnostics.filter((d) => d.code === 'document-too-large')).toHaveLength(3);
  });

  it('a link to a missing anchor on the same page: an error with the closest heading id', async () => {
    const { text } = await check('self-anchor');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('content/docs/guide/privacy.md:8:22 error link "#data-we-colect": this page has no heading or element with id "data-we-colect"');
    expect(text.stderr).toContain('hint: Did you mean "#data-we-collect"?');
  });

  it('config values of the wrong type: an error per key with its line and the value written', async () => {
    const { text } = await check('config-wrong-type');
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('config/legal-docs.config.ts:6:29 error config key `navbar.hideOnScroll`: expected boolean, received string, got "yes"');
    expect(text.stderr).toContain('config/legal-docs.config.ts:7:32 error config key `docs.toc.minHeadingLevel`: expected number, received string, got "2"');
  });

  it('a favicon, logos and a social card static/ lacks: check and build fail at their config lines, with the closest file there is', async () => {
    const { text } = await check('missing-config-files');
    expect(text.code).toBe(1);
    const file = 'config/legal-docs.config.ts';
    expect(text.stderr).toContain(`${file}:8:3 error favicon "img/favicon.ico": there is no file "static/img/favicon.ico" (missing-file)`);
    expect(text.stderr).toContain(`${file}:12:29 error navbar.logo.src "img/logos.svg": there is no file "static/img/logos.svg" (missing-file)\n  hint: Did you mean "img/logo.svg"?`);
    expect(text.stderr).toContain('4 errors, 0 warnings');
    const dir = await fixtureSite('missing-config-files');
    const built = await runCli(dir, ['build', '--format', 'json']);
    expect(built.code).toBe(1);
    expect((JSON.parse(built.stdout) as Json).diagnostics.map((d) => `${d.line} ${d.message}`)).toEqual([
      '8 favicon "img/favicon.ico": there is no file "static/img/favicon.ico"',
      '9 image "img/social-card.png": there is no file "static/img/social-card.png"',
      '12 navbar.logo.src "img/logos.svg": there is no file "static/img/logos.svg"',
      '12 navbar.logo.srcDark "img/logo-dark.svg": there is no file "static/img/logo-dark.svg"',
    ]);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('a 5 MB document builds, with its last section published', async () => {
    const dir = await fixtureSite('clean');
    const section = (i: number) =>
      `## Section ${i} {#s${i}}\n\nThe provider processes the personal data described in [section ${i}](#s${i}) under the [terms](./guide/terms.md#payment). ` +
      'Users may ask for a copy of their data, have it corrected or deleted, and object to processing for marketing. '.repeat(20) +
      '\n\n- to provide the service;\n- to meet legal obligations.\n\n';
    let text = '---\ntitle: Long notice\n---\n\n';
    let last = 0;
    while (text.length < 5 * 1024 * 1024) text += section(last++);
    await writeFile(path.join(dir, 'content/docs/long.md'), text);
    const result = await runCli(dir, ['build']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(dir, 'build/docs/long.html'), 'utf8');
    expect(html).toContain(`id="s${last - 1}"`);
    expect(existsSync(path.join(dir, 'build/es/docs/long.html'))).toBe(true);
  }, 600_000);
});
