// The stylesheet every page links, with the site's own CSS (theme.customCss) after legaldocs's, so
// the site's rules win ties: one file, named by a hash of its text, beside the files its url()s name.
// In: the client bundle and the site's bundled CSS; out: the bundle with that stylesheet in place of legaldocs's alone.

import type { CustomCss } from '../content/custom-css.ts';
import type { BuiltAssets } from './assets.ts';
import { sha256 } from '../runtime/sha256.ts';

/** The client bundle with the site's CSS appended to its stylesheet (the same bundle when the site has none). */
export function withCustomCss(built: BuiltAssets, custom: Pick<CustomCss, 'css' | 'files'>, baseUrl: string): BuiltAssets {
  if (!custom.css) return built;
  const own = built.assets.style.slice(baseUrl.length);
  const css = `${Buffer.from(built.files.get(own) ?? []).toString('utf8')}\n${custom.css}`;
  const file = `assets/main-${sha256(css).slice(0, 8).toUpperCase()}.css`;
  const files = new Map([...built.files].filter(([name]) => name !== own));
  files.set(file, new TextEncoder().encode(css));
  for (const [name, bytes] of custom.files) files.set(name, bytes);
  return { assets: { ...built.assets, style: baseUrl + file }, files };
}
