// The site's own stylesheets (theme.customCss), bundled by esbuild: their @imports inlined, the
// fonts and images their url()s name beside them published under assets/media/ with hashed names.
// In: the site folder and config (and where its keys are written); out: the CSS with its source map,
// the referenced files, every file read (what dev watches) and located diagnostics.

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BuildFailure, Message, Plugin } from 'esbuild';
import type { SiteConfig } from '../../config/schema.ts';
import { CssWarning, InvalidCss, MissingFile, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { staticFolder } from './read.ts';

export interface CustomCss {
  /** The bundled CSS (readable, not minified); undefined when the config names none, or on an error. */
  css?: string;
  /** Its source map (JSON), whose sources are relative to the site folder. */
  map?: string;
  /** The files url()s name, by output path (assets/media/<name>-<hash>.<ext>). */
  files: Map<string, Uint8Array>;
  /** Every file read, relative to the site folder (posix): the CSS files, then what they reference. */
  inputs: string[];
  diagnostics: Diagnostic[];
}

/** The config's customCss as a list. */
export const customCssFiles = (config: SiteConfig): string[] => [config.theme.customCss ?? []].flat();

/** What a stylesheet may reference by url(): fonts, images and cursors, each published as a file. */
const mediaTypes = ['woff2', 'woff', 'ttf', 'otf', 'eot', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp', 'cur'];

/** The browsers the client bundle is made for: nesting and newer syntax are lowered for them. */
export const cssTarget = ['chrome100', 'firefox100', 'safari15'];

/** Where a diagnostic points: a file, and a line of it when known. */
type Place = { file: string; line?: number; column?: number };

const posix = (p: string) => p.split(path.sep).join('/');

/** The origin of a URL of another site ("https://fonts.example.com"), or undefined. */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * What the pages' Content-Security-Policy lets a stylesheet load, checked where the CSS names it: a
 * url() from the site's root (`/fonts/x.woff2`) is a file of static/ under the base URL; another
 * site's file only when head.stylesheets allows its origin for fonts; an @import of another site's
 * stylesheet never (it could only come first in a stylesheet, and style-src allows the site's own).
 */
function urlChecks(root: string, config: SiteConfig): Plugin {
  const { baseUrl } = config;
  const fontOrigins = new Set(config.head.stylesheets.flatMap((s) => s.fonts.map(originOf)));
  return {
    name: 'legaldocs-urls',
    setup(build) {
      build.onResolve({ filter: /^(\/|https?:)/i }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const remote = /^(https?:)?\/\//i.test(args.path);
        if (remote && args.kind === 'import-rule') {
          return { errors: [{ text: `@import of another site's stylesheet (${args.path}) cannot load from the site's CSS`, detail: "Name it in head.stylesheets instead (with its fonts' origin), which the Content-Security-Policy allows, or put the font files beside the CSS and name them with url()." }] };
        }
        if (remote) {
          const allowed = fontOrigins.has(originOf(args.path.startsWith('//') ? `https:${args.path}` : args.path));
          return { path: args.path, external: true, ...(allowed ? {} : { warnings: [{ text: `url("${args.path}") is blocked by the pages' Content-Security-Policy, which lets them load this site's own files`, detail: 'Put the file beside the CSS file (it is published with the stylesheet), or in static/.' }] }) };
        }
        if (args.kind !== 'url-token') return undefined;
        const file = decodeURI(args.path.split(/[?#]/)[0]!);
        if (!file.startsWith(baseUrl)) {
          return { errors: [{ text: `url("${args.path}") is outside the site's baseUrl "${baseUrl}"`, detail: `Write it as "${baseUrl}${file.slice(1)}" for the file static${file}, or give its path relative to this CSS file.` }] };
        }
        const inStatic = path.join(root, staticFolder, file.slice(baseUrl.length));
        if (existsSync(inStatic) && statSync(inStatic).isFile()) return { path: args.path, external: true };
        return { errors: [{ text: `url("${args.path}"): there is no file "${staticFolder}/${file.slice(baseUrl.length)}"`, detail: `Put the file in ${staticFolder}/, or give its path relative to this CSS file (a font beside it is published with the stylesheet).` }] };
      });
    },
  };
}

/** The path a message's location covers, without the url( ) around it. */
function written(message: Message): string {
  const { location } = message;
  const text = location ? location.lineText.slice(location.column, location.column + location.length) : message.text;
  return /^url\(\s*(['"]?)(.*)\1\s*\)$/is.exec(text)?.[2] ?? text;
}

/** An esbuild message as a diagnostic at its place in the site's files, with what to do. */
function diagnosticOf(message: Message, severity: 'error' | 'warning', at: Place): Diagnostic {
  const where = message.location && message.location.file !== 'theme.customCss' ? { file: posix(message.location.file), line: message.location.line, column: message.location.column + 1 } : at;
  const missing = /^Could not resolve "(.*)"$/.exec(message.text);
  const loader = /^No loader is configured for "(\.[^"]*)" files/.exec(message.text);
  const note = message.notes.find((n) => n.location)?.location;
  const unclosed = /^Expected "(.)" to go with "(.)"$/.exec(message.text);
  // An unclosed brace is found at the end of the file; the place to fix is the brace.
  if (unclosed && note) return new InvalidCss(`"${unclosed[2]}" is never closed: "${unclosed[1]}" expected by line ${message.location!.line}`, { file: posix(note.file), line: note.line, column: note.column + 1, hint: `Close the rule that starts here with "${unclosed[1]}": browsers leave out a rule that is not closed.` }).toDiagnostic();
  const [text, hint] = missing
    ? [`"${missing[1]}": there is no such file`, 'Paths in url() and @import are relative to the CSS file they are written in; a file of static/ is written from the site root, under baseUrl ("/fonts/brand.woff2").']
    : loader
      ? [`"${written(message)}": a stylesheet can name fonts and images, not ${loader[1]} files`, `Name a file of one of these kinds: ${mediaTypes.map((t) => `.${t}`).join(', ')}.`]
      : [
          message.text,
          message.pluginName ? (message.detail as string | undefined) : severity === 'error' ? 'Fix the CSS at this line: browsers leave out a rule they cannot read, and everything after it up to the brace that closes it.' : 'Browsers may read this otherwise than meant; check the CSS at this line.',
        ];
  const Kind = severity === 'error' ? InvalidCss : CssWarning;
  return new Kind(text, { ...where, ...(hint ? { hint } : {}) }).toDiagnostic();
}

/**
 * Bundles the config's customCss files, in order, with their url()s' files published under
 * `baseUrl`. A file that is missing, or CSS that does not parse, is an error (the pages would
 * show without the brand); the config's key locates a missing file.
 */
export async function readCustomCss(root: string, config: SiteConfig, at: (keyPath: string[]) => Place): Promise<CustomCss> {
  const named = customCssFiles(config);
  const keyPath = (i: number) => (typeof config.theme.customCss === 'string' ? ['theme', 'customCss'] : ['theme', 'customCss', String(i)]);
  const diagnostics: Diagnostic[] = [];
  const found: string[] = [];
  named.forEach((file, i) => {
    const absolute = path.resolve(root, file);
    if (existsSync(absolute) && statSync(absolute).isFile()) return void found.push(posix(path.relative(root, absolute)));
    diagnostics.push(
      new MissingFile(`theme.customCss "${file}": there is no such file`, { ...at(keyPath(i)), hint: 'Give the CSS file\'s path relative to the site folder, such as "src/css/custom.css".' }).toDiagnostic(),
    );
  });
  if (!found.length) return { files: new Map(), inputs: found, diagnostics };
  const { build } = await import('esbuild');
  const stdin = found.map((file) => `@import ${JSON.stringify(file.startsWith('../') ? file : `./${file}`)};`).join('\n');
  const configAt = at(['theme', 'customCss']);
  try {
    const result = await build({
      stdin: { contents: stdin, loader: 'css', resolveDir: root, sourcefile: 'theme.customCss' },
      absWorkingDir: root,
      bundle: true,
      write: false,
      outdir: root,
      entryNames: 'custom',
      assetNames: 'assets/media/[name]-[hash]',
      publicPath: config.baseUrl,
      loader: Object.fromEntries(mediaTypes.map((t) => [`.${t}`, 'file' as const])),
      sourcemap: 'external',
      sourcesContent: false,
      target: cssTarget,
      plugins: [urlChecks(root, config)],
      metafile: true,
      logLevel: 'silent',
    });
    const messages = result.warnings.map((w) => diagnosticOf(w, w.id === 'css-syntax-error' ? 'error' : 'warning', configAt));
    const inputs = [...found, ...Object.keys(result.metafile.inputs).filter((f) => f !== 'theme.customCss' && !found.includes(f))];
    const files = new Map<string, Uint8Array>();
    let css = '';
    let map = '';
    for (const out of result.outputFiles) {
      const rel = posix(path.relative(root, out.path));
      if (rel.endsWith('.css.map')) map = out.text;
      else if (rel.endsWith('.css')) css = out.text;
      else files.set(rel, out.contents);
    }
    const all = [...diagnostics, ...messages];
    return all.some((d) => d.severity === 'error') ? { files: new Map(), inputs, diagnostics: all } : { css, map, files, inputs, diagnostics: all };
  } catch (error) {
    const failure = error as BuildFailure;
    if (!Array.isArray(failure.errors)) throw error;
    const messages = [...failure.errors.map((e) => diagnosticOf(e, 'error', configAt)), ...failure.warnings.map((w) => diagnosticOf(w, w.id === 'css-syntax-error' ? 'error' : 'warning', configAt))];
    return { files: new Map(), inputs: found, diagnostics: [...diagnostics, ...messages] };
  }
}
