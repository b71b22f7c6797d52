// Whether a process still runs: this one does; a pid no process can have does not, and neither
// does a zombie (ended, not yet reaped), nor a running pid whose start time is not the one recorded (the system gave it to another).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { running, startTime } from '../../../../src/generator/runtime/processes.ts';

describe('running', () => {
  it('tells a running process from one that is gone or was replaced', () => {
    const since = startTime(process.pid);
    expect(since).toMatch(/^\d+$/);
    expect(running(process.pid)).toBe(true);
    expect(running(process.pid, since)).toBe(true);
    expect(running(process.pid, `${since}0`)).toBe(false);
    // Above Linux's largest pid.
    expect(running(2 ** 22 + 1)).toBe(false);
  });
});

describe('running, for a zombie', () => {
  it('takes a process that ended but was never reaped for one that is gone', async () => {
    // `sh` starts `true` in the background and becomes `sleep`, which never reaps it.
    const parent = spawn('sh', ['-c', 'true & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
      await expect.poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0], { timeout: 30_000 }).toBe('Z');
      expect(() => process.kill(pid, 0)).not.toThrow();
      expect(running(pid)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
