import { LinkState, type LinkResult } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { crawlDiagnostics } from '../../../src/server/crawl.ts';
import { siteFrom } from '../../helpers/site.ts';

const origin = 'http://127.0.0.1:4000';
const site = siteFrom({ 'en:intro.md': '# Intro\n\nHello.', 'en:terms.md': '# Terms\n\nText.' });
const broken = (url: string, parent: string, status = 404): LinkResult => ({ url: origin + url, parent: origin + parent, status, state: LinkState.BROKEN });

describe('crawlDiagnostics', () => {
  it('blames the document whose page holds the broken link, once per document', () => {
    const results = [broken('/docs/gone', '/docs/intro'), broken('/docs/gone', '/docs/intro/'), { url: `${origin}/docs/terms`, parent: `${origin}/docs/intro`, status: 200, state: LinkState.OK }];
    expect(crawlDiagnostics(results, origin, site, 'config/legal-docs.config.ts')).toEqual([
      {
        severity: 'error',
        code: 'crawl-broken-link',
        message: 'link to "/docs/gone" on page /docs/intro answers 404 in the built site',
        file: 'content/docs/intro.md',
        hint: 'Fix or remove the link in this document.',
      },
    ]);
  });

  it('blames the config for a link on pages no document owns, and ignores pages that are themselves broken', () => {
    const results = [broken('/status', '/'), broken('/status', '/search'), broken('/status', '/docs/intro'), broken('/status/', '/status')];
    const diagnostics = crawlDiagnostics(results, origin, site, 'config/legal-docs.config.ts');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: 'config/legal-docs.config.ts', message: 'link to "/status" on 3 pages, e.g. / answers 404 in the built site' });
  });

  it('names the network failure when there is no status', () => {
    const failed: LinkResult = { url: `${origin}/x`, parent: `${origin}/`, state: LinkState.BROKEN, failureDetails: [new Error('fetch failed', { cause: { code: 'ECONNRESET' } })] };
    expect(crawlDiagnostics([failed], origin, site, 'c.ts')[0]!.message).toBe('link to "/x" on page / cannot be loaded (ECONNRESET) in the built site');
  });
});
