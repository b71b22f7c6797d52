import { describe, expect, it } from 'vitest';
import { loadTimeLimitMs } from '../../../src/config/load-time-limit.ts';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';

describe('loadTimeLimitMs', () => {
  it('is 10 s unless LEGALDOCS_CONFIG_TIMEOUT gives seconds, fractions included', () => {
    expect(loadTimeLimitMs({})).toBe(10_000);
    expect(loadTimeLimitMs({ LEGALDOCS_CONFIG_TIMEOUT: '' })).toBe(10_000);
    expect(loadTimeLimitMs({ LEGALDOCS_CONFIG_TIMEOUT: '120' })).toBe(120_000);
    expect(loadTimeLimitMs({ LEGALDOCS_CONFIG_TIMEOUT: ' 2.5 ' })).toBe(2_500);
  });

  it.each(['ten', '0', '-5', 'Infinity', '100000'])('refuses %j, saying what it wants', (value) => {
    let error: unknown;
    try {
      loadTimeLimitMs({ LEGALDOCS_CONFIG_TIMEOUT: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LegaldocsError);
    expect((error as LegaldocsError).diagnostics.map((d) => `${d.message} | ${d.hint}`)).toEqual([
      `LEGALDOCS_CONFIG_TIMEOUT is "${value}", which is not a number of seconds | Set it to the seconds a config may take to load (e.g. LEGALDOCS_CONFIG_TIMEOUT=60; default 10), or unset it.`,
    ]);
  });
});
