import { LinkState, type LinkResult } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { crawlDiagnostics } from '../../../src/server/crawl.ts';
import { siteFrom } from '../../helpers/site.ts';

const origin = 'http://127.0.0.1:4000';
const site = siteFrom({
  'en:intro.md': '# Intro\n\nHello, see the [plan](terms.md#plan) and the [status](/status).\n\n<img src="/img/none.png" alt="">',
  'en:terms.md': '# Terms\n\nText.',
  'en:a/overview.md': '# Overview\n\nRead the [QoS](./qos).',
  'en:my folder/x.md': '# X\n\nSee [gone](./gone) and [the heading](#昇腾-ai).',
});
const broken = (url: string, parent: string, status = 404): LinkResult => ({ url: origin + url, parent: origin + parent, status, state: LinkState.BROKEN });
const diagnose = (results: LinkResult[]) => crawlDiagnostics(results, origin, site, 'config/legal-docs.config.ts');

describe('crawlDiagnostics', () => {
  it('reports a link written in a document at its file, line and column, naming the page, once for every locale', () => {
    expect(diagnose([broken('/docs/a/qos', '/docs/a/overview'), broken('/es/docs/a/qos', '/es/docs/a/overview')])).toEqual([
      {
        severity: 'error',
        code: 'crawl-broken-link',
        message: 'link "./qos" on page /docs/a/overview leads to "/docs/a/qos", which answers 404 in the built site',
        file: 'content/docs/a/overview.md',
        line: 3,
        column: 10,
        hint: 'Fix or remove the link in this document.',
      },
      // The Spanish page shows the English file (no translation): the same place, another URL.
      expect.objectContaining({ file: 'content/docs/a/overview.md', line: 3, message: 'link "./qos" on page /es/docs/a/overview leads to "/es/docs/a/qos", which answers 404 in the built site' }),
    ]);
  });

  it('maps a .md link with a fragment to its line, and says the target lacks the id', () => {
    expect(diagnose([broken('/docs/terms#plan', '/docs/terms', 200)])).toEqual([
      expect.objectContaining({ file: 'content/docs/intro.md', line: 3, column: 16, message: 'link "terms.md#plan" on page /docs/intro leads to "/docs/terms#plan", which has no element with that id in the built site' }),
    ]);
  });

  it('finds the page a result names in whichever form its address takes (.html, a trailing slash, a folder index)', () => {
    for (const parent of ['/docs/a/overview/', '/docs/a/overview.html', '/docs/a/overview/index.html']) {
      expect(diagnose([broken('/docs/a/qos', parent)]), parent).toEqual([expect.objectContaining({ file: 'content/docs/a/overview.md', line: 3, column: 10 })]);
    }
  });

  it('decodes paths with spaces and anchors outside ASCII, in matching and in messages', () => {
    const results = [broken('/docs/my%20folder/gone', '/docs/my%20folder/x'), broken('/docs/my%20folder/x#%E6%98%87%E8%85%BE-ai', '/docs/my%20folder/x', 200)];
    expect(diagnose(results).map((d) => [d.file, d.line, d.message])).toEqual([
      ['content/docs/my folder/x.md', 3, 'link "./gone" on page /docs/my folder/x leads to "/docs/my folder/gone", which answers 404 in the built site'],
      ['content/docs/my folder/x.md', 3, 'link "#昇腾-ai" on page /docs/my folder/x leads to "/docs/my folder/x#昇腾-ai", which has no element with that id in the built site'],
    ]);
  });

  it('blames the config for a link only the chrome shows, naming a page, and ignores pages that are themselves broken', () => {
    const results = [broken('/privacy-center', '/'), broken('/privacy-center', '/search'), broken('/privacy-center', '/docs/terms'), broken('/privacy-center/', '/privacy-center')];
    expect(diagnose(results)).toEqual([
      expect.objectContaining({ file: 'config/legal-docs.config.ts', message: 'link to "/privacy-center" on 3 pages, e.g. / answers 404 in the built site' }),
    ]);
  });

  it('tells a link a document wrote from the same URL in the chrome', () => {
    const diagnostics = diagnose([broken('/status', '/docs/intro'), broken('/status', '/docs/terms')]);
    expect(diagnostics.map((d) => [d.file, d.line])).toEqual([
      ['content/docs/intro.md', 3],
      ['config/legal-docs.config.ts', undefined],
    ]);
    expect(diagnostics[1]!.message).toBe('link to "/status" on page /docs/terms answers 404 in the built site');
  });

  it('reports an image in a document at its line, and blames a static HTML file for its own links', () => {
    expect(diagnose([broken('/img/none.png', '/docs/intro'), broken('/gone', '/legacy/old.html')])).toEqual([
      expect.objectContaining({ file: 'content/docs/intro.md', line: 5, message: 'image "/img/none.png" on page /docs/intro leads to "/img/none.png", which answers 404 in the built site' }),
      expect.objectContaining({ file: 'static/legacy/old.html', message: 'link to "/gone" on page /legacy/old.html answers 404 in the built site' }),
    ]);
  });

  it('names the network failure when there is no status', () => {
    const failed: LinkResult = { url: `${origin}/x`, parent: `${origin}/`, state: LinkState.BROKEN, failureDetails: [new Error('fetch failed', { cause: { code: 'ECONNRESET' } })] };
    expect(diagnose([failed])[0]!.message).toBe('link to "/x" on page / cannot be loaded (ECONNRESET) in the built site');
  });
});
