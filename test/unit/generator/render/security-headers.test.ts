import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/config/load.ts';
import type { UserConfig } from '../../../../src/config/schema.ts';
import { prePaintScript } from '../../../../src/generator/render/html.ts';
import { formatHeaders, headersFor } from '../../../../src/generator/render/headers-file.ts';
import { contentSecurityPolicy, headersRules, parseHeadersFile, securityHeaders } from '../../../../src/generator/render/security-headers.ts';
import { baseConfig } from '../../../helpers/site.ts';

const config = (extra: Partial<UserConfig> = {}) => validateConfig({ ...baseConfig, ...extra }, 'config.ts', '');

/** The policy as directive → sources. */
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it('is strict by default: only the site itself, plus the pre-paint script by its hash', () => {
    const c = config();
    const hash = createHash('sha256').update(prePaintScript(c)).digest('base64');
    expect(directives(contentSecurityPolicy(c))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", `'sha256-${hash}'`],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(contentSecurityPolicy(c)).not.toMatch(/unsafe|\*/);
  });

  it('follows the config the pre-paint script depends on (theme, announcement bar)', () => {
    const plain = contentSecurityPolicy(config());
    const withBar = contentSecurityPolicy(config({ announcementBar: { id: 'n1', content: 'x' } }));
    const dark = contentSecurityPolicy(config({ colorMode: { defaultMode: 'dark' } }));
    expect(new Set([plain, withBar, dark]).size).toBe(3);
  });

  it('allows exactly the origins of the configured scripts, stylesheets, font hosts and collectors', () => {
    const policy = directives(
      contentSecurityPolicy(
        config({
          head: {
            scripts: [
              { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', async: true, connect: ['https://region1.google-analytics.com/g/collect'] },
              { src: 'https://www.googletagmanager.com/other.js' },
              { src: 'https://cdn.cookiebar.example/bar.js', defer: true },
            ],
            stylesheets: [{ href: 'https://fonts.googleapis.com/css2?family=Inter', fonts: ['https://fonts.gstatic.com'] }],
          },
        }),
      ),
    );
    expect(policy['script-src']!.slice(2)).toEqual(['https://www.googletagmanager.com', 'https://cdn.cookiebar.example']);
    expect(policy['style-src']).toEqual(["'self'", 'https://fonts.googleapis.com']);
    expect(policy['font-src']).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://region1.google-analytics.com']);
  });

  it("lets hosted search reach Algolia's hosts for the app, or the configured hosts instead", () => {
    const algolia = { provider: 'algolia', appId: 'APP1', apiKey: 'key', indexName: 'docs' } as const;
    expect(directives(contentSecurityPolicy(config({ search: algolia })))['connect-src']).toEqual([
      "'self'",
      'https://APP1-dsn.algolia.net',
      'https://APP1.algolia.net',
      'https://APP1-1.algolianet.com',
      'https://APP1-2.algolianet.com',
      'https://APP1-3.algolianet.com',
    ]);
    const proxied = config({ search: { ...algolia, hosts: ['http://127.0.0.1:3000', 'https://search.example.com/path'] } });
    expect(directives(contentSecurityPolicy(proxied))['connect-src']).toEqual(["'self'", 'http://127.0.0.1:3000', 'https://search.example.com']);
  });
});

describe('the _headers file', () => {
  it('carries the policy and the usual security headers for every path, and reads back the same', () => {
    const headers = securityHeaders(config());
    const text = formatHeaders(headersRules(config()).rules);
    expect(text.split('\n')[0]).toBe('/*');
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(parseHeadersFile(text)).toEqual(headers);
  });

  it('reads only the /* block, skipping comments and other paths', () => {
    const text = '# site headers\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Frame-Options: DENY\n  Content-Security-Policy: default-src \'self\'\n';
    expect(parseHeadersFile(text)).toEqual({ 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" });
  });

  it("merges the site's static/_headers: its headers for every path join or replace the generated ones, its other blocks follow", () => {
    const own = {
      file: 'static/_headers',
      text: '# HSTS for the whole site\n/*\n  Strict-Transport-Security: max-age=63072000\n  X-Frame-Options: SAMEORIGIN\n/files/*\n  Content-Disposition: attachment\n  Referrer-Policy: no-referrer\n',
    };
    const { rules, diagnostics } = headersRules(config(), own);
    const text = formatHeaders(rules);
    const page = headersFor(rules, '/docs/terms');
    expect(page['Strict-Transport-Security']).toBe('max-age=63072000');
    expect(page['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(page['Content-Security-Policy']).toBe(contentSecurityPolicy(config()));
    expect(page['Content-Disposition']).toBeUndefined();
    // Hosts join a header two matching blocks set.
    expect(headersFor(rules, '/files/dpa.pdf')).toMatchObject({ 'Content-Disposition': 'attachment', 'Referrer-Policy': 'strict-origin-when-cross-origin, no-referrer' });
    expect(text.match(/X-Frame-Options/g)).toHaveLength(1);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'headers-clash', file: 'static/_headers', line: 4, message: 'X-Frame-Options for every path, which legaldocs sets to "DENY": "SAMEORIGIN" is sent instead' }),
      expect.objectContaining({ severity: 'warning', code: 'headers-clash', line: 7, message: expect.stringContaining('hosts send both, "strict-origin-when-cross-origin, no-referrer"') }),
    ]);
  });

  it("refuses a site's own Content-Security-Policy, set or removed, and names lines a host would skip", () => {
    const own = { file: 'static/_headers', text: 'X-Early: 1\n/*\n  content-security-policy: default-src *\n/embed/*\n  ! Content-Security-Policy\n  not a header\n' };
    expect(headersRules(config(), own).diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'invalid-headers-file', line: 1 }),
      expect.objectContaining({ severity: 'warning', code: 'invalid-headers-file', line: 6 }),
      expect.objectContaining({ severity: 'error', code: 'headers-policy-clash', line: 3 }),
      expect.objectContaining({ severity: 'error', code: 'headers-policy-clash', line: 4 }),
    ]);
  });
});
