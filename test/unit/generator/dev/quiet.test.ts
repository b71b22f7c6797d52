import { describe, expect, it } from 'vitest';
import { quietGate } from '../../../../src/generator/dev/quiet.ts';

const flush = () => new Promise((r) => setTimeout(r));

describe('quietGate', () => {
  it('is quiet at once when nothing runs, and again only when every overlapping piece of work is done', async () => {
    const gate = quietGate();
    let quiet = false;
    await gate.quiet();
    let endA!: () => void;
    let endB!: () => void;
    const a = gate.during(() => new Promise<string>((r) => (endA = () => r('a'))));
    const b = gate.during(() => new Promise<string>((r) => (endB = () => r('b'))));
    void gate.quiet().then(() => (quiet = true));
    endA();
    expect(await a).toBe('a');
    await flush();
    expect(quiet).toBe(false);
    endB();
    expect(await b).toBe('b');
    await flush();
    expect(quiet).toBe(true);
  });

  it('is quiet after work that failed, and passes the failure on', async () => {
    const gate = quietGate();
    await expect(gate.during(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await gate.quiet();
  });
});
