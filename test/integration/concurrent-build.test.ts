// Two builds of one output folder at once (two terminals, a watcher and a manual run, two CI
// steps): the second waits for the first, says so, and both publish a complete folder; a lock left
// by a build that was killed does not hold up the next one.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, runCli, type CliResult } from '../helpers/fixture.ts';

async function hashes(dir: string): Promise<Record<string, string>> {
  const files = (await fg('**/*', { cwd: dir, dot: true })).sort();
  const out: Record<string, string> = {};
  for (const file of files) out[file] = createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex');
  return out;
}

/** Runs `legaldocs build` and collects its exit code and output. */
function build(dir: string, args: string[] = []): { child: ReturnType<typeof spawn>; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/legaldocs.js'), 'build', ...args], { cwd: dir, env: { ...process.env, CI: 'true' } });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  return { child, done: new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }))) };
}

/** Resolves once `condition` holds, checking every few milliseconds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function addBulkStatic(dir: string) {
  const bulk = path.join(dir, 'static/bulk');
  await mkdir(bulk, { recursive: true });
  await Promise.all(Array.from({ length: 1500 }, (_, i) => writeFile(path.join(bulk, `file-${i}.txt`), `static file ${i}\n`.repeat(40))));
}

describe('two builds of one folder at once', () => {
  it('the second waits for the first with a message; both exit 0 and the folder is complete', async () => {
    const dir = await fixtureSite('clean');
    await addBulkStatic(dir);
    expect((await runCli(dir, ['build', '--no-cache', '--out', 'reference'])).code).toBe(0);
    const reference = await hashes(path.join(dir, 'reference'));

    // The second build starts while the first is writing pages into its temporary folder, held
    // there (stopped) until the second has either said it waits or finished.
    const first = build(dir);
    // The build runs in a child of the process started (launch.ts): its pid names its temporary folder.
    let writing: number | undefined;
    await until(() => {
      const temporary = readdirSync(dir).find((n) => /^\.build\.tmp-\d+$/.test(n) && existsSync(path.join(dir, n, 'index.html')));
      writing = temporary === undefined ? undefined : Number(temporary.slice('.build.tmp-'.length));
      return writing !== undefined;
    });
    process.kill(writing!, 'SIGSTOP');
    const second = build(dir);
    const waiting = new Promise<void>((resolve) => second.child.stderr!.on('data', (c: Buffer) => c.toString().includes('Waiting') && resolve()));
    await Promise.race([waiting, second.done]);
    process.kill(writing!, 'SIGCONT');
    const [a, b] = await Promise.all([first.done, second.done]);
    expect([a.code, b.code], `${a.stderr}\n${b.stderr}`).toEqual([0, 0]);
    expect(a.stdout + b.stdout).toMatch(/Built \d+ pages[\s\S]*Built \d+ pages/);
    expect(await hashes(path.join(dir, 'build'))).toEqual(reference);
    expect((await readdir(dir)).filter((n) => n.startsWith('.build'))).toEqual([]);
    expect(b.stderr).toMatch(/Waiting for the build of "build" in process \d+ \(started at \d\d:\d\d:\d\d\) to finish… If no such build is running, delete \.build\.lock\./);
  }, 300_000);

  it('many builds at once all succeed and leave one complete folder', async () => {
    const dir = await fixtureSite('clean');
    expect((await runCli(dir, ['build', '--no-cache', '--out', 'reference'])).code).toBe(0);
    const reference = await hashes(path.join(dir, 'reference'));
    const results = await Promise.all(Array.from({ length: 4 }, () => build(dir).done));
    expect(
      results.map((r) => r.code),
      results.map((r) => r.stderr).join('\n'),
    ).toEqual([0, 0, 0, 0]);
    expect(await hashes(path.join(dir, 'build'))).toEqual(reference);
    expect((await readdir(dir)).filter((n) => n.startsWith('.build'))).toEqual([]);
  }, 300_000);

  it('a lock left by a build that was killed does not hold up the next build', async () => {
    const dir = await fixtureSite('clean');
    // The pid of a process that has exited: its lock is stale.
    const gone = spawn(process.execPath, ['-e', '']);
    const pid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    await writeFile(path.join(dir, '.build.lock'), JSON.stringify({ pid, host: (await import('node:os')).hostname(), started: new Date().toISOString() }));
    const result = await runCli(dir, ['build']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Waiting');
    expect((await readdir(dir)).filter((n) => n.startsWith('.build'))).toEqual([]);
  }, 120_000);
});
