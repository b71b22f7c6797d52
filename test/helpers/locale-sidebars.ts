// Test helper: every sidebar of one locale of a built site, whole, as its home page's route data
// carries them (document pages carry only their own, cut when large). In: the build folder and a
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
  return (JSON.parse(await readFile(file, 'utf8')) as { sidebars: { id: string; label: string; items: SidebarItem[] }[] }).sidebars;
}
