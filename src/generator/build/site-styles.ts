// The site's stylesheets as a run reads them: theme.customCss bundled, and the brand's colours as
// each theme shows them (legaldocs's stylesheet cascaded with the site's), which the contrast check reads.
// In: the site folder, config and cache folder; out: SiteStyles.

import type { SiteConfig } from '../../config/schema.ts';
import { themeProperties, type RootProperties, type Theme } from '../check/css-cascade.ts';
import { readCustomCss, type CustomCss } from '../content/custom-css.ts';
import { builtInStylesheet } from '../render/assets.ts';

export interface SiteStyles extends CustomCss {
  /** The root's custom properties in each theme; undefined when the site has no CSS of its own. */
  themes?: Record<Theme, RootProperties>;
}

/** Reads and bundles the site's CSS and works out what each theme shows. */
export async function readSiteStyles(root: string, config: SiteConfig, at: (keyPath: string[]) => { file: string; line?: number; column?: number }, cacheDir: string | undefined): Promise<SiteStyles> {
  const custom = await readCustomCss(root, config, at);
  if (custom.css === undefined) return custom;
  const builtIn = await builtInStylesheet(cacheDir);
  return { ...custom, themes: themeProperties([{ css: builtIn, bySite: false }, { css: custom.css, ...(custom.map ? { map: custom.map } : {}), root, bySite: true }]) };
}
