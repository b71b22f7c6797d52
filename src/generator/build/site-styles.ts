// The site's stylesheets as a run reads them: theme.customCss bundled, and the brand's colours as
// each theme shows them (legaldocs's stylesheet cascaded with the site's), which the contrast check
// reads; kept in the cache folder while the files it was made from are unchanged, so a build with
// nothing changed loads neither esbuild nor the CSS parser.
// In: the site folder, config and cache folder; out: SiteStyles.

import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../config/schema.ts';
import type { RootProperties, Theme } from '../check/css-cascade.ts';
import { customCssFiles, readCustomCss, type CustomCss } from '../content/custom-css.ts';
import { writeWhole } from '../runtime/cache-dir.ts';
import { toolCodeHash } from '../runtime/tool.ts';
import { builtInStylesheet } from '../render/assets.ts';

export interface SiteStyles extends CustomCss {
  /** The root's custom properties in each theme; undefined when the site has no CSS of its own. */
  themes?: Record<Theme, RootProperties>;
}

/** SiteStyles as JSON holds them: maps as entry lists, bytes as base64. */
interface Kept {
  stamps: string[];
  styles: Omit<SiteStyles, 'files' | 'themes'> & { files: [string, string][]; themes?: Record<Theme, [string, unknown][]> };
}

/** Each file's size and times: what a changed (or replaced, or deleted) file changes. */
function stamps(root: string, files: readonly string[]): string[] | undefined {
  try {
    return files.map((file) => {
      const s = statSync(path.resolve(root, file));
      return `${file}\0${s.size}\0${s.mtimeMs}\0${s.ctimeMs}`;
    });
  } catch {
    return undefined;
  }
}

/** The cache entry for this config's CSS: the same files, bundled by the same tool for the same URLs. */
function entryFile(cacheDir: string, config: SiteConfig): string {
  const key = createHash('sha256').update(JSON.stringify([toolCodeHash(), config.baseUrl, customCssFiles(config), config.head.stylesheets])).digest('hex');
  return path.join(cacheDir, `styles-${key.slice(0, 16)}.json`);
}

function kept(root: string, file: string): SiteStyles | undefined {
  try {
    const { stamps: was, styles } = JSON.parse(readFileSync(file, 'utf8')) as Kept;
    if (stamps(root, styles.inputs)?.join('\n') !== was.join('\n')) return undefined;
    const { files, themes, ...rest } = styles;
    const properties = (entries: [string, unknown][]) => new Map(entries) as RootProperties;
    return { ...rest, files: new Map(files.map(([name, b64]) => [name, new Uint8Array(Buffer.from(b64, 'base64'))])), ...(themes ? { themes: { light: properties(themes.light), dark: properties(themes.dark) } } : {}) };
  } catch {
    // None yet, or damaged: made again.
    return undefined;
  }
}

function keep(root: string, file: string, styles: SiteStyles): void {
  const now = stamps(root, styles.inputs);
  if (!now) return;
  const { files, themes, ...rest } = styles;
  const json: Kept = { stamps: now, styles: { ...rest, files: [...files].map(([name, bytes]) => [name, Buffer.from(bytes).toString('base64')]), ...(themes ? { themes: { light: [...themes.light], dark: [...themes.dark] } } : {}) } };
  try {
    writeWhole(file, JSON.stringify(json));
  } catch {
    // A cache that cannot be written only makes the next run slower.
  }
}

/** Reads and bundles the site's CSS and works out what each theme shows (from the cache while its files are unchanged). */
export async function readSiteStyles(root: string, config: SiteConfig, at: (keyPath: string[]) => { file: string; line?: number; column?: number }, cacheDir: string | undefined): Promise<SiteStyles> {
  if (!customCssFiles(config).length) return { files: new Map(), inputs: [], diagnostics: [] };
  const file = cacheDir && entryFile(cacheDir, config);
  const found = file ? kept(root, file) : undefined;
  if (found) return found;
  const custom = await readCustomCss(root, config, at);
  if (custom.css === undefined) return custom;
  const [builtIn, { themeProperties }] = await Promise.all([builtInStylesheet(cacheDir), import('../check/css-cascade.ts')]);
  const styles = { ...custom, themes: themeProperties([{ css: builtIn, bySite: false }, { css: custom.css, ...(custom.map ? { map: custom.map } : {}), root, bySite: true }]) };
  // What failed is read again next time: the file it lacked may be there by then.
  if (file) keep(root, file, styles);
  return styles;
}
