// A build that reaches Node.js's heap limit (a small --max-old-space-size) ends with an error that
// names the document being processed and the flag to raise, exit 1, nothing written — whether the
// limit is reached in a parse worker (which the pool catches) or in the main process (which V8
// aborts, and the process supervising it reports). `dev`, whose background parse a document stops
// that way, keeps serving, reports it, checks the rest, and takes the document back once it is fixed.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { fixtureSite, runCli } from '../helpers/fixture.ts';
import { startCli, type Running } from '../helpers/process.ts';

/** A document of `tables` tables of 4,000 rows (within the row limit), and as many paragraphs. */
function largeDocument(tables: number): string {
  const table = `| clause | party | term |\n| - | - | - |\n${Array.from({ length: 4_000 }, (_, i) => `| ${i} | party ${i} | term ${i} |`).join('\n')}`;
  const paragraphs = Array.from({ length: 2_000 }, (_, i) => `Paragraph ${i} of the schedule.`).join('\n\n');
  return `---\ntitle: Schedule\n---\n\n# Schedule\n\n${Array.from({ length: tables }, () => table).join('\n\nText.\n\n')}\n\n${paragraphs}\n`;
}

async function outOfMemory(tables: number, limitMb: number): Promise<{ error: Diagnostic; stderr: string; dir: string }> {
  const dir = await fixtureSite('clean');
  await writeFile(path.join(dir, 'content/docs/schedule.md'), largeDocument(tables));
  const result = await runCli(dir, ['build', '--no-cache', '--format', 'json'], { NODE_OPTIONS: `--max-old-space-size=${limitMb}` });
  expect(result.code, result.stderr.slice(-2_000)).toBe(1);
  const errors = (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toHaveLength(1);
  return { error: errors[0]!, stderr: result.stderr, dir };
}

describe('a build that runs out of memory', () => {
  it('in a parse worker: names the document and the flag to raise', async () => {
    // 1.9 MB: parsed on the workers, whose heaps reach the limit; the main process holds its text.
    const { error, dir } = await outOfMemory(10, 64);
    expect(error).toMatchObject({ code: 'out-of-memory', file: 'content/docs/schedule.md' });
    expect(error.message).toBe('legaldocs ran out of memory while parsing content/docs/schedule.md: the heap limit set with --max-old-space-size=64 was reached.');
    expect(error.hint).toMatch(/NODE_OPTIONS=--max-old-space-size=128/);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 180_000);

  it('in the main process: V8 aborts it, and its supervisor names the document and the flag to raise', async () => {
    // 0.2 MB: parsed on the main thread (too little work to start workers for).
    const { error, stderr, dir } = await outOfMemory(1, 24);
    expect(stderr).toMatch(/JavaScript heap out of memory/);
    expect(error).toMatchObject({ code: 'out-of-memory', file: 'content/docs/schedule.md' });
    expect(error.message).toBe('legaldocs ran out of memory while parsing content/docs/schedule.md: the heap limit set with --max-old-space-size=24 was reached.');
    expect(error.hint).toMatch(/NODE_OPTIONS=--max-old-space-size=48/);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  }, 180_000);
});

describe('dev, when a document stops its background parse', () => {
  let dev: Running | undefined;
  afterAll(() => dev?.stop());

  /** Resolves once `GET route` answers `status` with a body containing `text`. */
  const answers = (route: string, status: number, text: string) =>
    expect
      .poll(
        async () => {
          const response = await fetch(dev!.url + route);
          return response.status === status && (await response.text()).includes(text);
        },
        { timeout: 90_000, interval: 200 },
      )
      .toBe(true);
  const printed = (pattern: RegExp) => expect.poll(() => dev!.output(), { timeout: 120_000, interval: 200 }).toMatch(pattern);

  it('keeps serving, reports the document, checks the rest, and takes it back once it is fixed', async () => {
    const dir = await fixtureSite('clean');
    const schedule = path.join(dir, 'content/docs/schedule.md');
    // Parsed in the background only (never asked for): on a worker, whose heap reaches the limit.
    await writeFile(schedule, largeDocument(10));
    dev = await startCli(dir, ['dev', '--port', '0'], undefined, { NODE_OPTIONS: '--max-old-space-size=64' });
    await printed(/content\/docs\/schedule\.md error legaldocs ran out of memory while parsing content\/docs\/schedule\.md/);
    // The other documents of its batch were parsed without it, and the site checked.
    await printed(/Parsed and checked every document/);
    await answers('/docs/intro', 200, 'Welcome.');
    await answers('/es/docs/intro', 200, 'Bienvenido');
    expect(dev.child.exitCode).toBe(null);

    await writeFile(schedule, '---\ntitle: Schedule\n---\n\n# Schedule\n\nThe schedule, shorter.\n');
    await answers('/docs/schedule', 200, 'The schedule, shorter.');
    await printed(/fixed: content\/docs\/schedule\.md error legaldocs ran out of memory/);
  }, 300_000);
});
