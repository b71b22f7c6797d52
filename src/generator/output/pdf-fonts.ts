// The fonts CJK pages are printed with: a font package in fontsource's layout (400.css and 700.css
// of @font-face rules, the font files beside them) per language, found from the site's folder or
// legaldocs's own. In: the site root, the config's pdf.fonts and the locales' languages; out: PrintFonts per language.
//
// Why a package and not the machine's fonts: Chromium embeds an OpenType font with PostScript
// outlines (Noto Sans CJK as Debian and others ship it, Hiragino on macOS) as Type 3 glyph
// drawings, which pdftotext cannot read in order and which made a Japanese PDF 5.7× the English
// one; fontsource's static fonts have TrueType outlines, embedded as subsets with their text.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The fonts of one language's PDFs: the family, its @font-face rules (URLs under PDF_FONTS/<key>/) and the folder of its files. */
export interface PrintFonts {
  family: string;
  css: string;
  key: string;
  dir: string;
  /** The package and its version: PDFs are printed again when it changes. */
  version: string;
}

/** Where the printing tab finds the font files (answered from `dir`, never from the build folder). */
export const PDF_FONTS = '/__legaldocs-pdf-fonts';

/** The packages used unless the config names others: Noto Sans for Japanese, Korean and Chinese. */
export const defaultPdfFonts: Readonly<Record<string, string>> = {
  ja: '@fontsource/noto-sans-jp',
  ko: '@fontsource/noto-sans-kr',
  'zh-Hans': '@fontsource/noto-sans-sc',
  'zh-Hant': '@fontsource/noto-sans-tc',
};

/** The keys a language tag is looked up by, most precise first: "zh-TW" → zh-TW, zh-Hant, zh. */
function lookupKeys(lang: string): string[] {
  try {
    const tag = new Intl.Locale(lang).maximize();
    return [lang, `${tag.language}-${tag.script}`, tag.language];
  } catch {
    return [lang];
  }
}

/** The package's folder, resolved from the site's folder, else from legaldocs's own; undefined when neither has it. */
function packageDir(name: string, root: string): string | undefined {
  for (const from of [path.join(root, 'package.json'), import.meta.url]) {
    try {
      return path.dirname(createRequire(from).resolve(name));
    } catch {
      // Not installed there.
    }
  }
  return undefined;
}

function loadFonts(name: string, dir: string): PrintFonts | undefined {
  let css: string;
  try {
    css = ['400.css', '700.css'].map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
  } catch {
    return undefined;
  }
  const family = /font-family:\s*'([^']+)'/.exec(css)?.[1];
  if (!family) return undefined;
  const key = name.replace(/[^a-z0-9-]/gi, '_');
  const version = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '';
  // The files as the tab asks for them; the .woff fallbacks are never needed by Chromium.
  const rules = css.replace(/url\(\.\/files\/([^)]+)\)/g, (_, file: string) => `url(${PDF_FONTS}/${key}/${file})`).replace(/,\s*url\([^)]+\.woff\) format\('woff'\)/g, '');
  return { family, css: rules, key, dir: path.join(dir, 'files'), version: `${name}@${version}` };
}

/** The fonts each of the languages is printed with, where a package for it is installed (else the machine's). */
export function pdfFonts(root: string, configured: Readonly<Record<string, string>>, langs: readonly string[]): Map<string, PrintFonts> {
  const packages = { ...defaultPdfFonts, ...configured };
  const out = new Map<string, PrintFonts>();
  for (const lang of new Set(langs)) {
    const name = lookupKeys(lang).map((k) => packages[k]).find(Boolean);
    const dir = name && packageDir(name, root);
    const fonts = name && dir ? loadFonts(name, dir) : undefined;
    if (fonts) out.set(lang, fonts);
  }
  return out;
}
