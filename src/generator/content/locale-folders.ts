// Folders where translations go that no configured locale reads: a warning for each, so a locale
// left out of the config (or a misnamed folder) is not silently unpublished.
// In: the site folder, its layout and locales; out: the warnings.

import path from 'node:path';
import fg from 'fast-glob';
import { UnusedLocaleFolder, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { ContentLayout } from './layout.ts';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * Whether a folder where translations go is one: any folder there, unless translations are kept at
 * the site's root (`translationsPath: '{locale}'`), where the site's own folders (config/, build/,
 * static/, img/) live too: there only a folder named for a language that holds documents.
 */
function isLocaleFolder(root: string, layout: ContentLayout, code: string): boolean {
  if (!layout.translationsPattern.startsWith('{locale}')) return true;
  let language: string | undefined;
  try {
    language = languageNames.of(code);
  } catch {
    return false;
  }
  return language !== undefined && fg.sync(['**/*.{md,mdx}'], { cwd: path.join(root, layout.translationsDir(code)), deep: 4 }).length > 0;
}

/** A warning for each folder where a locale's translations would be that no configured locale reads. */
export async function unusedLocaleFolders(root: string, layout: ContentLayout, locales: readonly string[]): Promise<Diagnostic[]> {
  const before = layout.translationsPattern.split('{locale}')[0]!;
  const dirs = await fg([`${before}*`], { cwd: root, onlyDirectories: true });
  return dirs
    .sort()
    .filter((dir) => !locales.includes(dir.slice(before.length)) && isLocaleFolder(root, layout, dir.slice(before.length)))
    .map((dir) =>
      new UnusedLocaleFolder(`locale folder "${dir}" is not a configured locale, so it is not published`, {
        file: dir,
        hint: `Configured locales: ${locales.join(', ')}. Rename the folder or add "${dir.slice(before.length)}" to i18n.locales.`,
      }).toDiagnostic(),
    );
}
