import { describe, expect, it } from 'vitest';
import { runBundle } from '../../../src/config/run-bundle.ts';

describe('runBundle', () => {
  it('gives the default export, awaited, with functions back as functions of the same name and __proto__ keys as keys', async () => {
    const outcome = await runBundle(
      'const shared = { n: 1 };\nfunction plugin() {}\nconst value = JSON.parse(\'{"__proto__": {"x": 1}}\');\nexport default Promise.resolve({ a: shared, b: shared, plugin, value, when: new Date(0) });',
    );
    const value = (outcome as { value: Record<string, unknown> }).value;
    expect(value.a).toBe(value.b);
    expect(typeof value.plugin).toBe('function');
    expect((value.plugin as () => void).name).toBe('plugin');
    expect(Object.keys(value.value as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value.value)).toBe(Object.prototype);
    expect(value.when).toEqual(new Date(0));
  });

  it('calls a default export that is a function only when asked', async () => {
    const code = 'export default async () => ({ title: "T" });';
    expect(await runBundle(code, { callDefault: true })).toEqual({ value: { title: 'T' } });
    expect(typeof ((await runBundle(code)) as { value: unknown }).value).toBe('function');
  });

  it('is not held up by timers or servers the module leaves running', async () => {
    expect(await runBundle('setInterval(() => {}, 1000);\nexport default 1;')).toEqual({ value: 1 });
  });

  it('tells process.exit(), a promise that never settles, an endless loop and endless memory apart, and the process goes on', async () => {
    expect(await runBundle('process.exit(0);\nexport default {};')).toEqual({ exited: 0, stack: expect.stringMatching(/^Error\n.*\n\s+at data:text\/javascript;base64,[^:]+:1:9$/m) });
    expect(await runBundle('process.exitCode = 3;\nprocess.exit();\nexport default {};')).toMatchObject({ exited: 3 });
    expect(await runBundle('export default await new Promise(() => {});')).toEqual({ unsettled: true });
    expect(await runBundle('export default new Promise(() => {});')).toEqual({ unsettled: true });
    expect(await runBundle('while (true) {}\nexport default {};', { timeLimitMs: 300 })).toEqual({ timedOut: 300 });
    expect(await runBundle('await new Promise((resolve) => setTimeout(resolve, 60_000));\nexport default {};', { timeLimitMs: 300 })).toEqual({ timedOut: 300 });
    expect(await runBundle('const a = [];\nwhile (true) a.push({ a });\nexport default a;', { memoryLimitMb: 16 })).toEqual({ outOfMemory: 16 });
  });

  it('refuses a signal to this process or its parent and process.abort(), even when the module catches the throw; signal 0 only asks', async () => {
    expect(await runBundle('process.kill(process.pid, "SIGTERM");\nexport default {};')).toMatchObject({ refused: 'process.kill(process.pid, "SIGTERM")' });
    expect(await runBundle('try { process.kill(process.ppid, 9); } catch {}\nexport default {};')).toMatchObject({ refused: 'process.kill(process.ppid, 9)' });
    expect(await runBundle('try { process._kill(0, 15); } catch {}\nexport default {};')).toMatchObject({ refused: 'process.kill(0)' });
    expect(await runBundle('process.abort();\nexport default {};')).toMatchObject({ refused: 'process.abort()', stack: expect.stringMatching(/data:text\/javascript;base64,[^:]+:1:9/) });
    expect(await runBundle('export default process.kill(process.pid, 0);')).toEqual({ value: true });
  });

  it('says where a value that is no Error was thrown, when asked', async () => {
    const code = 'try { JSON.parse("x"); } catch {}\nconst a = 1;\n  throw 42;\nexport default a;';
    expect(await runBundle(code)).toEqual({ thrown: { shown: '42' } });
    expect(await runBundle(code, { locateThrows: true })).toEqual({ thrown: { shown: '42', at: { line: 3, column: 3 } } });
    expect(await runBundle('export default await Promise.reject("no")', { locateThrows: true })).toEqual({ thrown: { shown: "'no'" } });
  });
});
