// The fonts CJK pages are printed with: one TrueType file per weight (regular, bold) per language,
// resolved from the site's folder, else legaldocs's own. In: the site root, the config's pdf.fonts and
// the locales' languages; out: PrintFonts per language, or diagnostics naming a configured file that will not do.
//
// Why one file per weight: Chromium embeds each font file a page uses as a font of its own, and
// fontsource's packages split a CJK weight into ~120 unicode-range files, so a Japanese PDF carried
// 40–80 fonts, each with its own tables: 3.4–4.4× the English PDF, against 2.1–2.5× with one file
// per weight (bench/BENCHMARKS.md, "CJK PDFs"). Why TrueType, and a real bold: Chromium embeds
// PostScript (CFF) outlines, as in Noto Sans CJK and Hiragino, and the bold it synthesises from a
// regular as Type 3 glyph drawings, which pdftotext cannot read in order and which weigh 3–5× more.

import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PdfUnavailable, type Diagnostic } from '../../diagnostics/diagnostic.ts';

/** A language's two font files: module specifiers (`pkg/path/file.ttf`) or paths from the site's folder. */
export interface PdfFontFiles {
  regular: string;
  bold: string;
}

/** The fonts of one language's PDFs: the family, its @font-face rules (URLs under PDF_FONTS/<key>/) and the files they name. */
export interface PrintFonts {
  family: string;
  css: string;
  key: string;
  /** The file answered for each weight, `PDF_FONTS/<key>/<weight>`. */
  files: Readonly<Record<'400' | '700', string>>;
  /** The files' paths, sizes and times: PDFs are printed again when a font changes. */
  version: string;
}

/** Where the printing tab finds the font files (answered from disk, never from the build folder). */
export const PDF_FONTS = '/__legaldocs-pdf-fonts';

/** Google Fonts' static Noto Sans for a script, as the @expo-google-fonts packages ship it. */
const notoSans = (script: string) => ({
  regular: `@expo-google-fonts/noto-sans-${script.toLowerCase()}/400Regular/NotoSans${script}_400Regular.ttf`,
  bold: `@expo-google-fonts/noto-sans-${script.toLowerCase()}/700Bold/NotoSans${script}_700Bold.ttf`,
});

/** The fonts used unless the config names others: Noto Sans for Japanese, Korean and Chinese. */
export const defaultPdfFonts: Readonly<Record<string, PdfFontFiles>> = {
  ja: notoSans('JP'),
  ko: notoSans('KR'),
  'zh-Hans': notoSans('SC'),
  'zh-Hant': notoSans('TC'),
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

/** The file a spec names: a path from the site's folder, else a module resolved from there, else from legaldocs's own. */
function resolveFile(spec: string, root: string): string | undefined {
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const file = path.resolve(root, spec);
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
  }
  for (const from of [path.join(root, 'package.json'), import.meta.url]) {
    try {
      return createRequire(from).resolve(spec);
    } catch {
      // Not installed there.
    }
  }
  return undefined;
}

/** What the file's first four bytes say it is, when it is not a TrueType font Chromium embeds as one. */
function notTrueType(file: string): string | undefined {
  const head = Buffer.alloc(4);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 4, 0);
  } finally {
    closeSync(fd);
  }
  const tag = head.toString('latin1');
  if (head.readUInt32BE(0) === 0x00010000 || tag === 'true') return undefined;
  if (tag === 'OTTO') return 'an OpenType font with PostScript (CFF) outlines, which Chromium embeds as Type 3 glyph drawings';
  if (tag === 'ttcf') return 'a font collection, from which a page cannot pick one font';
  if (tag === 'wOFF' || tag === 'wOF2') return 'a web font (WOFF), whose outlines cannot be checked before printing';
  return 'not a font file';
}

const problem = (message: string) =>
  new PdfUnavailable(message, {
    hint: 'Give pdf.fonts.<language>.regular and .bold as TrueType (.ttf) files: a path from the site folder, or a file in an installed package (e.g. "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf").',
  }).toDiagnostic();

/**
 * The fonts each of the languages is printed with. A default font that is not installed leaves its
 * language to the machine's fonts; a configured one that is missing or unusable is a diagnostic.
 */
export function pdfFonts(root: string, configured: Readonly<Record<string, PdfFontFiles>>, langs: readonly string[]): { fonts: Map<string, PrintFonts>; problems: Diagnostic[] } {
  const fonts = new Map<string, PrintFonts>();
  const problems: Diagnostic[] = [];
  for (const lang of new Set(langs)) {
    const key = lookupKeys(lang).find((k) => configured[k] ?? defaultPdfFonts[k]);
    if (!key) continue;
    const chosen = configured[key] ?? defaultPdfFonts[key]!;
    const files = { '400': resolveFile(chosen.regular, root), '700': resolveFile(chosen.bold, root) };
    if (!configured[key]) {
      if (!files['400'] || !files['700']) continue;
    } else {
      const bad = (['regular', 'bold'] as const).flatMap((weight) => {
        const file = files[weight === 'regular' ? '400' : '700'];
        const spec = `pdf.fonts.${key}.${weight} "${chosen[weight]}"`;
        if (!file) return [problem(`${spec} is neither a file in the site's folder nor one in an installed package`)];
        const what = notTrueType(file);
        return what ? [problem(`${spec} is ${what}`)] : [];
      });
      problems.push(...bad);
      if (bad.length) continue;
    }
    const found = files as Record<'400' | '700', string>;
    const id = lang.replace(/[^a-z0-9-]/gi, '_');
    const family = `legaldocs print ${id}`;
    const css = (['400', '700'] as const).map((w) => `@font-face { font-family: '${family}'; font-style: normal; font-weight: ${w}; src: url(${PDF_FONTS}/${id}/${w}) format('truetype'); }`).join('\n');
    const version = Object.values(found).map((f) => `${f}:${statSync(f).size}:${statSync(f).mtimeMs}`).join(',');
    fonts.set(lang, { family, css, key: id, files: found, version });
  }
  return { fonts, problems };
}
