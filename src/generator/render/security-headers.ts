// The security headers every page is served with: a strict Content-Security-Policy (the pre-paint
// script allowed by its hash, third-party hosts only as configured) and the usual companions.
// In: the SiteConfig; out: the headers, and the `_headers` file (Netlify / Cloudflare Pages format).

import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../config/schema.ts';
import { isUrl } from '../../shared/urls.ts';
import { prePaintScript } from './html.ts';
import type { Output } from './outputs.ts';

/** Where the headers go in the build: static hosts that read this file apply it to every path. */
export const HEADERS_FILE = '_headers';

const origin = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The hosts the algoliasearch lite client may query, in the order it tries them: `search.hosts`
 * when set, else Algolia's own read hosts for the app.
 */
function searchOrigins(search: SiteConfig['search']): string[] {
  if (search.provider !== 'algolia') return [];
  if (search.hosts) return search.hosts.map(origin);
  const { appId } = search;
  return [`${appId}-dsn.algolia.net`, `${appId}.algolia.net`, ...[1, 2, 3].map((n) => `${appId}-${n}.algolianet.com`)].map((host) => `https://${host}`);
}

/** The policy text; every directive lists 'self' first, then only what the config names. */
export function contentSecurityPolicy(config: SiteConfig): string {
  const prePaint = createHash('sha256').update(prePaintScript(config)).digest('base64');
  const { scripts, stylesheets } = config.head;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'sha256-${prePaint}'`, ...unique(scripts.map((s) => origin(s.src)))]],
    ['style-src', ["'self'", ...unique(stylesheets.filter((s) => isUrl(s.href)).map((s) => origin(s.href)))]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", ...unique(stylesheets.flatMap((s) => s.fonts.map(origin)))]],
    ['connect-src', ["'self'", ...unique([...searchOrigins(config.search), ...scripts.flatMap((s) => s.connect.map(origin))])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header a page is served with, by name. */
export function securityHeaders(config: SiteConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The `_headers` text: one block for every path. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
}

/** The headers of the `/*` block of a `_headers` text (what `legaldocs serve` sends). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inBlock && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Adds the `_headers` file to the outputs plan. */
export function addHeadersFile(outputs: Map<string, Output>, config: SiteConfig): void {
  outputs.set(HEADERS_FILE, { type: 'file', content: () => headersFile(securityHeaders(config)) });
}
