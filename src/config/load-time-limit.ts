// How long a config, Docusaurus config or sidebars file may take to load: 10 s, or the seconds the
// LEGALDOCS_CONFIG_TIMEOUT environment variable gives. In: the environment; out: milliseconds.

import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { moduleTimeLimitMs } from './run-bundle.ts';

export const timeLimitVariable = 'LEGALDOCS_CONFIG_TIMEOUT';

/** The limit in ms; a value that is not a positive number of seconds (at most a day) is an error. */
export function loadTimeLimitMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[timeLimitVariable];
  if (value === undefined || value.trim() === '') return moduleTimeLimitMs;
  const seconds = Number(value);
  // A day is far beyond any config, and a timer cannot wait much longer (2^31 ms, about 24.8 days).
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
    throw new LegaldocsError([
      new InvalidConfig(`${timeLimitVariable} is "${value}", which is not a number of seconds`, {
        hint: `Set it to the seconds a config may take to load (e.g. ${timeLimitVariable}=60; default ${moduleTimeLimitMs / 1000}), or unset it.`,
      }).toDiagnostic(),
    ]);
  }
  return Math.round(seconds * 1000);
}
