import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.ts';
import { liveReload } from '../../../src/server/live-reload.ts';

/** A response that records what the stream sent. */
function fakeResponse() {
  const res = Object.assign(new EventEmitter(), { sent: '', ended: false }) as EventEmitter & { sent: string; ended: boolean };
  return Object.assign(res, {
    writeHead: () => res,
    write: (chunk: string) => ((res.sent += chunk), true),
    end: () => void (res.ended = true),
  }) as unknown as ServerResponse & { sent: string; ended: boolean };
}

describe('liveReload', () => {
  it('reloads only the pages whose rendering changed, and sends the problems to the others', async () => {
    const versions: Record<string, string> = { '/a': 'a1', '/b': 'b1' };
    let errors: Diagnostic[] = [];
    const reload = liveReload({ versionOf: async (p) => versions[p], overlay: () => ({ problems: errors }) });
    const a = fakeResponse();
    const b = fakeResponse();
    await reload.connect(a, '/a', 'a1');
    await reload.connect(b, '/b', 'b1');
    expect(a.sent).not.toContain('event: reload');

    versions['/a'] = 'a2';
    errors = [{ severity: 'error', code: 'broken-link', message: 'm', file: 'content/docs/a.md', line: 3, column: 4 }];
    expect(await reload.notify()).toBe(1);
    expect(a.sent).toContain('event: reload\ndata: a2\n\n');
    expect(a.ended).toBe(true);
    expect(b.sent).not.toContain('event: reload');
    expect(b.sent).toContain('event: problems\ndata: {"problems":[{"severity":"error","code":"broken-link","message":"m","file":"content/docs/a.md","line":3,"column":4}]}\n\n');
    reload.close();
  });

  it('tells a page that changed between being served and connecting to reload at once', async () => {
    const reload = liveReload({ versionOf: async () => 'new', overlay: () => ({ problems: [] }) });
    const res = fakeResponse();
    await reload.connect(res, '/a', 'old');
    expect(res.sent).toContain('event: reload');
    reload.close();
  });

  it('reloads every page when asked to (a static file changed)', async () => {
    const reload = liveReload({ versionOf: async () => 'same', overlay: () => ({ problems: [] }) });
    const a = fakeResponse();
    await reload.connect(a, '/a', 'same');
    expect(await reload.notify()).toBe(0);
    expect(await reload.notify(true)).toBe(1);
    expect(a.sent).toContain('event: reload');
    reload.close();
  });
});

describe('liveReload after a client-side navigation', () => {
  it('takes the current rendering as the baseline when the page sends no version', async () => {
    let version = 'v1';
    const reload = liveReload({ versionOf: async () => version, overlay: () => ({ problems: [] }) });
    const res = fakeResponse();
    await reload.connect(res, '/b', '');
    expect(res.sent).not.toContain('event: reload');
    version = 'v2';
    expect(await reload.notify()).toBe(1);
    reload.close();
  });
});
