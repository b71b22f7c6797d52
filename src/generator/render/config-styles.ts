// Styles that depend on the config (the announcement bar's colours), as a stylesheet file:
// under the Content-Security-Policy (style-src 'self') pages may not carry inline styles.
// In: the SiteConfig; out: the stylesheet's output file, its URL and its text (or nothing).

import type { SiteConfig } from '../../config/schema.ts';
import type { Output } from './outputs.ts';
import { sha256 } from '../runtime/sha256.ts';

export interface ConfigStylesheet {
  /** Relative to the build folder. */
  file: string;
  href: string;
  css: string;
}

/** The config's stylesheet, or undefined when the config sets nothing that needs one. */
export function configStylesheet(config: SiteConfig): ConfigStylesheet | undefined {
  const bar = config.announcementBar;
  if (!bar) return undefined;
  const css = `.announcement{--announcement-bg:${bar.backgroundColor};--announcement-fg:${bar.textColor}}\n`;
  const file = `assets/config-${sha256(css).slice(0, 10)}.css`;
  return { file, href: `${config.baseUrl}${file}`, css };
}

/** Adds the config's stylesheet (when there is one) to the outputs plan. */
export function addConfigStylesheet(outputs: Map<string, Output>, config: SiteConfig): void {
  const sheet = configStylesheet(config);
  if (sheet) outputs.set(sheet.file, { type: 'file', content: () => sheet.css });
}
