// Response headers by file name: content type and caching, shared by `serve` and `dev`.
// In: a path relative to the site folder; out: the headers a static host would send for it.

import mime from 'mime';

// Text is served as UTF-8, which is what the build writes.
const textual = /^(text\/|application\/(json|xml|javascript|manifest\+json|atom\+xml|rss\+xml|ld\+json)$)/;

/**
 * The Content-Type of a file by its name, from the `mime` package's table (IANA's types and the
 * ones browsers expect: fonts, office documents, video, web manifests), with a charset for text.
 */
export function contentType(rel: string): string {
  const type = mime.getType(rel);
  if (!type) return 'application/octet-stream';
  return textual.test(type) ? `${type}; charset=utf-8` : type;
}

/** Headers for `rel`: files under assets/ carry a content hash in their name, so they never change. */
export function fileHeaders(rel: string, options: { immutable?: boolean } = {}): Record<string, string> {
  const hashed = options.immutable ?? rel.startsWith('assets/');
  return {
    'content-type': contentType(rel),
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
}
