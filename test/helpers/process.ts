// Test helper: starts a long-running CLI command and waits for the URL it prints.

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixture.ts';

export interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => void;
}

/**
 * Runs `legaldocs <args>` in `cwd` until it prints an http:// URL (or fails to within 60 s: a loaded
 * machine starts slowly); `bin` runs another copy of the tool (an installed package's), `env` adds
 * variables (SOURCE_DATE_EPOCH).
 */
export function startCli(cwd: string, args: string[], bin = path.join(repoRoot, 'bin/legaldocs.js'), env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, CI: 'true', ...env } });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, child, output: () => output, stop: () => child.kill() });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}
