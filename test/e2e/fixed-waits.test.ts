// Browser tests wait for conditions, never for a fixed time: a wait long enough on an idle machine
// is too short on a busy 2-core one, and one long enough there slows every run.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

/** The forms of a fixed sleep that need no context: Playwright's, helpers named for it, promise timers. */
const sleepForms = [/\.waitForTimeout\(/g, /\b(?:sleep|delay)\s*\(/g, /\bawait\s+(?:\w+\.)?setTimeout\s*\(/g, /\bscheduler\.wait\s*\(/g, /(['"])(?:node:)?timers\/promises\1/g];

/** Where a timer resolves a promise (`new Promise((r) => setTimeout(r, 100))`): a sleep written by hand. */
function timerPromises(text: string): number[] {
  const at: number[] = [];
  for (const promise of text.matchAll(/new Promise\s*(?:<[^>]*>)?\(\s*(?:async\s*)?\(?\s*(\w+)/g)) {
    const executor = text.slice(promise.index, promise.index + 300);
    const resolved = new RegExp(`setTimeout\\(\\s*(?:\\(\\s*\\)\\s*=>\\s*\\{?\\s*)?${promise[1]}\\b`).exec(executor);
    if (resolved) at.push(promise.index + resolved.index);
  }
  return at;
}

/**
 * Allowed: a sleep between the tries of a polling helper, named for the condition it waits for
 * (waitFor…, until…, poll…) and looping until it holds.
 */
function inPollingHelper(text: string, index: number): boolean {
  const headers = [...text.slice(0, index).matchAll(/(?:function\s+(\w+)|(?:const|let)\s+(\w+)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>)/g)];
  const last = headers.at(-1);
  if (!last) return false;
  const name = last[1] ?? last[2] ?? '';
  return /^(?:waitFor|waitUntil|until|poll)/.test(name) && /\b(?:while|for)\s*\(/.test(text.slice(last.index, index));
}

/** The 1-based lines of `text` that sleep for a fixed time. */
function fixedSleeps(text: string): number[] {
  const at = [...sleepForms.flatMap((form) => [...text.matchAll(form)].map((m) => m.index)), ...timerPromises(text)];
  const lines = at.filter((i) => !inPollingHelper(text, i)).map((i) => text.slice(0, i).split('\n').length);
  return [...new Set(lines)].sort((a, b) => a - b);
}

describe('browser tests', () => {
  it('never sleep for a fixed time (waitForTimeout, sleep/delay helpers, timers that resolve a promise)', async () => {
    const files = await fg(['test/e2e/**/*.ts', 'test/helpers/**/*.ts'], { cwd: repoRoot, ignore: ['test/e2e/fixed-waits.test.ts'] });
    const sleeping: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(repoRoot, file), 'utf8');
      for (const line of fixedSleeps(text)) sleeping.push(`${file}:${line}`);
    }
    expect(sleeping).toEqual([]);
  });

  it.each([
    ['await page.waitForTimeout(500);'],
    ['await sleep(200);'],
    ['const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));'],
    ['await new Promise((resolve) => setTimeout(resolve, 100));'],
    ['await new Promise<void>((done) => {\n  setTimeout(() => done(), 100);\n});'],
    ["import { setTimeout } from 'node:timers/promises';\nawait setTimeout(100);"],
    ["await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));"],
    ['async function settle() {\n  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 50));\n}'],
  ])('recognises a fixed sleep: %s', (text) => {
    expect(fixedSleeps(text).length).toBeGreaterThan(0);
  });

  it.each([
    ['const timer = setTimeout(() => reject(new Error("no URL within 60 s")), 60_000);', 'a deadline that fails the wait'],
    ['await page.waitForFunction(() => document.title === "x");', 'a wait for a condition'],
    ['async function waitForFile(file: string) {\n  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 50));\n}', 'a polling helper'],
    ["await page.keyboard.type('abc', { delay: 20 });", 'typing speed'],
  ])('allows %s (%s)', (text) => {
    expect(fixedSleeps(text)).toEqual([]);
  });
});
