// The security headers every page is served with: a strict Content-Security-Policy (the pre-paint
// script allowed by its hash, third-party hosts only as configured) and the usual companions.
// In: the SiteConfig and the site's own static/_headers; out: the headers, and the `_headers` file
// (Netlify / Cloudflare Pages format) with the site's blocks merged in, and what clashes.

import { createHash } from 'node:crypto';
import type { SiteConfig } from '../../config/schema.ts';
import { isUrl } from '../../shared/urls.ts';
import { prePaintScript } from './html.ts';
import type { Output } from './outputs.ts';
import { formatHeaders, parseHeaders, type HeaderRule } from './headers-file.ts';
import { HeadersClash, HeadersPolicyClash, InvalidHeadersFile, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { HostFile } from '../content/host-files.ts';

/** Where the headers go in the build: static hosts that read this file apply each block to its paths. */
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

/** The headers of the `/*` block of a `_headers` text, as the build writes it first. */
export function parseHeadersFile(text: string): Record<string, string> {
  return Object.fromEntries(parseHeaders(text).rules.filter((r) => r.pattern === '/*').flatMap((r) => r.set.map(([name, value]) => [name, value])));
}

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

/**
 * The `_headers` rules the build writes: the generated headers for every path, then the site's own
 * blocks (static/_headers) as written, which hosts combine with them. A header the site's `/*` sets
 * replaces the generated one; set for other paths, hosts send both values; either way a warning
 * says so. The Content-Security-Policy is made from the config (its script hash, the origins the
 * config names), so a site's own is an error. Out: the rules and those diagnostics.
 */
export function headersRules(config: SiteConfig, own?: HostFile): { rules: HeaderRule[]; diagnostics: Diagnostic[] } {
  const generated = securityHeaders(config);
  const byName = new Map(Object.entries(generated).map(([name, value]) => [name.toLowerCase(), [name, value] as const]));
  if (!own) return { rules: [{ pattern: '/*', set: Object.entries(generated), detach: [] }], diagnostics: [] };
  const { rules, problems } = parseHeaders(own.text);
  const diagnostics = problems.map(([line, message]) => new InvalidHeadersFile(`${message}; hosts skip it`, { file: own.file, line, hint: 'A block is a path at the line start ("/files/*"), then indented "Name: value" lines.' }).toDiagnostic());
  const replaced = new Set<string>();
  const policy = 'content-security-policy';
  for (const rule of rules) {
    for (const name of rule.detach) {
      if (name.toLowerCase() === policy) diagnostics.push(new HeadersPolicyClash(`"! ${name}" for ${rule.pattern} removes the Content-Security-Policy legaldocs makes for its pages`, { file: own.file, line: rule.line, hint: policyHint }).toDiagnostic());
    }
    for (const [name, value, line] of rule.set) {
      const ours = byName.get(name.toLowerCase());
      if (!ours) continue;
      const where = { file: own.file, line };
      if (ours[0].toLowerCase() === policy) diagnostics.push(new HeadersPolicyClash(`${name} for ${rule.pattern}: legaldocs makes the pages' Content-Security-Policy`, { ...where, hint: policyHint }).toDiagnostic());
      else if (rule.pattern === '/*') {
        replaced.add(ours[0]);
        diagnostics.push(new HeadersClash(`${name} for every path, which legaldocs sets to ${shown(ours[1])}: ${shown(value)} is sent instead`, { ...where, hint: "Remove the line to send legaldocs's value." }).toDiagnostic());
      } else {
        diagnostics.push(
          new HeadersClash(`${name} for ${rule.pattern}, which legaldocs sets for every path: hosts send both, ${shown(`${ours[1]}, ${value}`)}`, {
            ...where,
            hint: `Set it in the "/*" block to replace legaldocs's value everywhere; on Cloudflare Pages, "! ${name}" in this block first sends yours alone here.`,
          }).toDiagnostic(),
        );
      }
    }
  }
  const kept = Object.entries(generated).filter(([name]) => !replaced.has(name));
  return { rules: [{ pattern: '/*', set: kept, detach: [] }, ...rules], diagnostics };
}

const policyHint = 'Remove it from static/_headers: the policy comes from the config (head.scripts, head.stylesheets, search), which is where to allow another origin.';

/** Adds the `_headers` file to the outputs plan: the generated headers merged with the site's own. */
export function addHeadersFile(outputs: Map<string, Output>, config: SiteConfig, own?: HostFile): void {
  outputs.set(HEADERS_FILE, { type: 'file', content: () => formatHeaders(headersRules(config, own).rules) });
}
