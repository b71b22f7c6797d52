// Test helper: every sidebar of one locale of a built site, whole, as its home page shows them (from
// the sidebars file its route data names; document pages name their own, cut when large). In: the build folder and a
// locale; out: the sidebars, in the config's order.

import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SidebarItem {
  type: string;
  label: string;
  href?: string;
  items?: SidebarItem[];
}

export async function localeSidebars(buildDir: string, locale: string, defaultLocale = 'en'): Promise<{ id: string; label: string; items: SidebarItem[] }[]> {
  const file = path.join(buildDir, 'data', locale === defaultLocale ? '' : locale, 'index.json');
  // The route data names its sidebars' shared file (assets/data/<locale>-nav-<hash>.json, under baseUrl).
  const { sidebarsData } = JSON.parse(await readFile(file, 'utf8')) as { sidebarsData: string };
  return JSON.parse(await readFile(path.join(buildDir, 'assets', 'data', path.basename(sidebarsData)), 'utf8')) as { id: string; label: string; items: SidebarItem[] }[];
}
