// `check --crawl` interrupted (Ctrl-C, `kill`, a CI job cancelled) while it crawls: its `serve`
// child ends and its temporary folder (a whole build of the site) is removed; killed outright, its
// server still ends and the next crawl removes the folder.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite, repoRoot, runCli } from '../helpers/fixture.ts';

/** The status letter of a process (R, S, T, Z …), or undefined once it is gone. */
function state(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** A process that has ended, reaped or not (a zombie whose parent is gone may linger). */
const ended = (pid: number) => state(pid) === undefined || state(pid) === 'Z';

/** The processes `pid` started, and those they started, with their command lines (the CLI runs `check` in a child of its own, launch.ts). */
function descendantsOf(pid: number): { pid: number; args: string[] }[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap((c) => descendantsOf(c.pid))];
}

/** The children of `pid`, with their command lines. */
function childrenOf(pid: number): { pid: number; args: string[] }[] {
  const found: { pid: number; args: string[] }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== pid) continue;
      found.push({ pid: Number(name), args: readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0') });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** True once `pid` has a TCP connection open (the server is being crawled: it printed its URL long ago). */
function connected(pid: number): boolean {
  const sockets = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const target = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (target) sockets.add(target);
    }
  } catch {
    return false;
  }
  const established = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '01')
      .map((fields) => fields[9]!),
  );
  return established.some((inode) => sockets.has(inode));
}

/** Polls until `value` gives something; gives up after 60 s, so a failed test leaves no poll behind in its worker. */
async function until<T>(value: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const v = value();
    if (v !== undefined) return v;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the crawl did not get that far within 60 s');
}

/**
 * Starts `check --crawl` in `dir` and resolves once its server is being crawled, with the crawl's
 * temporary folder (the folder served is the crawl's build, inside it).
 */
async function crawling(dir: string) {
  const check = spawn(process.execPath, [path.join(repoRoot, 'bin/legaldocs.js'), 'check', '--crawl'], { cwd: dir, stdio: 'ignore' });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => check.on('exit', (_code, by) => resolve(by)));
  const server = await until(() => descendantsOf(check.pid!).find((c) => c.args.includes('serve')));
  const temp = path.dirname(server.args[server.args.indexOf('serve') + 1]!);
  try {
    await until(() => connected(server.pid) || undefined);
  } catch (error) {
    process.kill(server.pid, 'SIGKILL');
    throw error;
  }
  return { check, exited, server: server.pid, temp };
}

describe('check --crawl, interrupted while crawling', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('by %s: its server ends and its temporary folder goes', async (signal) => {
    const { check, exited, server, temp } = await crawling(await fixtureSite('clean'));
    try {
      expect(existsSync(temp)).toBe(true);
      check.kill(signal);
      expect(await exited).toBe(signal);
      await expect.poll(() => ended(server), { timeout: 20_000 }).toBe(true);
      expect(existsSync(temp)).toBe(false);
    } finally {
      if (!ended(server)) process.kill(server, 'SIGKILL');
    }
  }, 120_000);

  it('killed outright (SIGKILL): its server still ends, and the next crawl removes the folder it left', async () => {
    const dir = await fixtureSite('clean');
    const { check, exited, server, temp } = await crawling(dir);
    try {
      check.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      await expect.poll(() => ended(server), { timeout: 20_000 }).toBe(true);
      // The crawl itself runs in the launcher's child, whose pid names the folder; it kills itself
      // when its launcher goes and, with nothing to reap it here, may stay a zombie: still ended.
      const owner = Number(/legaldocs-crawl-(\d+)-/.exec(temp)![1]);
      await expect.poll(() => ended(owner), { timeout: 20_000 }).toBe(true);
      expect(existsSync(temp)).toBe(true);
      const next = await runCli(dir, ['check', '--crawl']);
      expect(next.code, next.stderr).toBe(0);
      expect(existsSync(temp)).toBe(false);
    } finally {
      if (!ended(server)) process.kill(server, 'SIGKILL');
    }
  }, 120_000);
});
