// The output folder's lock: taken at once when free, waited for while its holder runs, taken over
// when its holder is gone (a dead pid, a pid reused by another process, a damaged lock file).
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, unlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockFile, lockOutput } from '../../../../src/generator/output/lock.ts';

const outDir = async () => path.join(await mkdtemp(path.join(os.tmpdir(), 'legaldocs-lock-')), 'build');
const holder = (fields: Record<string, unknown>) => JSON.stringify({ host: os.hostname(), started: new Date().toISOString(), ...fields });

describe('lockOutput', () => {
  it('takes a free lock, names this process in it, and releases it', async () => {
    const out = await outDir();
    const lock = await lockOutput(out, () => expect.unreachable('nothing holds the lock'));
    expect(lock.file).toBe(path.join(path.dirname(out), '.build.lock'));
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('waits while a running process holds the lock, saying who, and takes it once released', async () => {
    const out = await outDir();
    // Another machine's build: its process cannot be checked, so it is waited for.
    await writeFile(lockFile(out), holder({ pid: 1, host: 'ci-runner-7' }));
    const heard: unknown[] = [];
    const taking = lockOutput(out, (who) => heard.push(who));
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toMatchObject({ pid: 1, host: 'ci-runner-7' });
    await unlink(lockFile(out));
    const lock = await taking;
    expect(JSON.parse(await readFile(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose process is gone, or whose pid now belongs to another process', async () => {
    const out = await outDir();
    for (const stale of [holder({ pid: 2 ** 22 + 1 }), holder({ pid: process.pid, since: 'not this process' })]) {
      await writeFile(lockFile(out), stale);
      const lock = await lockOutput(out, () => expect.unreachable(`the lock ${stale} is stale`));
      expect(JSON.parse(await readFile(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('takes over a damaged lock file once it has been left alone for a while', async () => {
    const out = await outDir();
    await writeFile(lockFile(out), 'not json');
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile(out), old, old);
    const lock = await lockOutput(out, () => expect.unreachable('a damaged old lock is stale'));
    lock.release();
    expect(existsSync(lockFile(out))).toBe(false);
  });

  it('never releases a lock that another process took over meanwhile', async () => {
    const out = await outDir();
    const lock = await lockOutput(out, () => undefined);
    const other = holder({ pid: 1, host: 'elsewhere' });
    await writeFile(lock.file, other);
    lock.release();
    expect(await readFile(lock.file, 'utf8')).toBe(other);
  });
});
