// Safe request paths for both servers: decodes a request URL once and maps it to the relative
// files a static host would try. In: the raw request URL and the site's baseUrl; out: the decoded
// path and its candidate files (posix, relative to the site folder), or the status to refuse with.

import path from 'node:path';
import { normalizeCandidates, withoutLeadingSlash } from '../shared/urls.ts';

export type RequestPath = { pathname: string; files: string[] } | { status: 400 };

// An encoded slash, backslash or dot left after one decoding means the URL was encoded twice or
// meant to smuggle a separator past the checks; no page of ours has such a name.
const smuggled = /%(?:2e|2f|5c|25|00)/i;

/** The host's own files at the top of the folder, which static hosts read but never serve. */
const hostFiles = new Set(['_headers', '_redirects']);

/** Decodes `url` and lists the files it may name, most exact first; refuses anything unsafe. */
export function requestPath(url: string, baseUrl: string): RequestPath {
  const raw = url.split('?')[0]!.split('#')[0]!;
  if (/%2f|%5c/i.test(raw)) return { status: 400 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return { status: 400 };
  }
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.includes('\\') || smuggled.test(pathname)) return { status: 400 };
  if (pathname.split('/').some((part) => part === '..' || part === '.')) return { status: 400 };
  if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) return { pathname, files: [] };
  const files: string[] = [];
  for (const candidate of normalizeCandidates(pathname)) {
    const rel = withoutLeadingSlash(candidate.slice(baseUrl.length - 1));
    const forms = rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : rel.endsWith('.html') ? [rel] : [rel, `${rel}.html`, `${rel}/index.html`];
    for (const form of forms) {
      const normal = path.posix.normalize(form);
      if (normal.startsWith('../') || normal === '..') return { status: 400 };
      if (!files.includes(normal) && !hostFiles.has(normal)) files.push(normal);
    }
  }
  return { pathname, files };
}

/**
 * Where to send a request for a folder's page made without its trailing slash ('/docs/x' answered
 * by 'docs/x/index.html'), as static hosts do (301 to '/docs/x/', the query kept), so the page's
 * relative links resolve in its folder; undefined when `rel` answers the request as it is.
 */
export function folderRedirect(url: string, rel: string): string | undefined {
  const at = url.search(/[?#]/);
  const [raw, query] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at).split('#')[0]!];
  if (rel !== 'index.html' && !rel.endsWith('/index.html')) return undefined;
  // One leading slash: '//host/x' would lead a browser to another host.
  return raw.endsWith('/') || raw.endsWith('.html') ? undefined : `/${withoutLeadingSlash(raw)}/${query}`;
}

/** The locale folder a path falls in (for its 404 page), if it names one. */
export function localeOf(pathname: string, baseUrl: string, localePrefixes: readonly string[]): string | undefined {
  const first = pathname.slice(baseUrl.length).split('/')[0] ?? '';
  return localePrefixes.includes(first) ? first : undefined;
}
