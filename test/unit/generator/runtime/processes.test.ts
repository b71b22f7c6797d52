// Whether a process still runs: this one does; a pid no process can have does not, and neither
// does a running pid whose start time is not the one recorded (the system gave it to another).
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
