// The site's redirects checked against what it publishes: each leads to a page (or a file in
// static/, or another site), through at most a few other redirects; no old address is itself a page
// or a file, or redirected twice. In: the Site and the config's text; out: errors at the config key
// or the front matter that wrote the redirect, once for all locales.

import { locateKey, locateString } from '../../config/locate.ts';
import { BrokenRedirect, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { decode, isUrl, normalizeCandidates, splitHref, switchLocale, withoutTrailingSlash } from '../../shared/urls.ts';
import type { Redirect } from '../site/redirects.ts';
import type { Site } from '../site/site.ts';
import type { ConfigText } from './config-references.ts';

/** How many redirects in a row still count as leading somewhere (hosts and browsers stop after a few). */
const hops = 5;

/** Where a config redirect is written: its (first) old address in quotes, else the redirects key. */
const configPlace = (source: string, from: string | string[]) => locateString(source, [from].flat()[0]!) ?? locateKey(source, ['redirects']);

export function checkRedirects(site: Site, { file, source }: ConfigText): Diagnostic[] {
  const base = withoutTrailingSlash(site.config.baseUrl);
  const routes = new Set(site.routes.filter((r) => r.kind !== 'not-found').map((r) => decode(r.path)));
  const statics = new Set(site.staticFiles.map((f) => `${base}/${f}`));
  /** The page or file a decoded path names, in whichever form (.html, a trailing slash) it is written. */
  const published = (path: string) => statics.has(path) || normalizeCandidates(path).some((p) => routes.has(p));
  const redirectOf = new Map<string, Redirect>();
  const problems: [Redirect, kind: string, message: string, hint: string][] = [];
  for (const redirect of site.redirects) {
    const from = decode(redirect.from);
    const keys = normalizeCandidates(from).filter((p) => !p.endsWith('.html'));
    const earlier = keys.map((k) => redirectOf.get(k)).find((r) => r !== undefined);
    if (published(from)) problems.push([redirect, 'published', `redirect from "${from}": a page or file of the site is published there`, 'Remove the redirect, or move the page: an address cannot be both.']);
    else if (earlier && earlier.to !== redirect.to) problems.push([redirect, 'twice', `redirect from "${from}" to "${redirect.to}": "${from}" already leads to "${earlier.to}"`, 'Keep one redirect for each old address.']);
    for (const key of keys) if (!redirectOf.has(key)) redirectOf.set(key, redirect);
  }
  for (const redirect of site.redirects) {
    let to = redirect.to;
    for (let hop = 0; hop < hops && !isUrl(to); hop++) {
      const path = decode(splitHref(to)[0]);
      if (published(path)) break;
      const next = normalizeCandidates(path).map((p) => redirectOf.get(p)).find((r) => r !== undefined);
      if (!next) {
        problems.push([redirect, 'nowhere', `redirect from "${decode(redirect.from)}" leads to "${path}", which is not a page or file of this site`, "Point it at the page's address as the site publishes it (legaldocs check lists the pages), or at a file in static/."]);
        break;
      }
      to = next.to;
    }
  }
  // A redirect is written once for every locale: its problem is said once, where it is written.
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const { baseUrl, i18n } = site.config;
  for (const [redirect, kind, message, hint] of problems) {
    const where = 'config' in redirect.source ? { file, ...configPlace(source, site.config.redirects[redirect.source.config]!.from) } : redirect.source;
    const key = [where.file, where.line, where.column, kind, switchLocale(redirect.from, baseUrl, redirect.locale, i18n.defaultLocale, i18n.defaultLocale)].join('\0');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(new BrokenRedirect(message, { ...where, hint }).toDiagnostic());
  }
  return out;
}
