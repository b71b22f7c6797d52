// A Docusaurus site's own config (docusaurus.config.js, .ts, .mjs …), run as Docusaurus runs it
// (bundled with esbuild; the packages it names stand in as inert values) and read into what legaldocs
// can use: site strings, i18n, navbar, footer, announcement bar, Algolia and the docs plugin's options.
// In: the site folder; out: a DocusaurusConfig (undefined when there is no such file), or located diagnostics.
// Long because the result's types, read by `build` and by `init --from-docusaurus`, sit beside the reading of each part.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { InvalidConfig, LegaldocsError } from '../diagnostics/diagnostic.ts';
import { evaluateModule } from './bundle.ts';
import { foreignModule } from './foreign-module.ts';
import { locateKey, locateString } from './locate.ts';
import { docusaurusMajor } from './docusaurus-version.ts';

/** The names Docusaurus looks for at the site's root, in its order. */
export const docusaurusConfigNames = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** The docs plugin's defaults for the files it leaves out: partials (`_`-prefixed) and tests. */
export const docusaurusExcludeDefault = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** The default docs plugin instance's options (Docusaurus's defaults filled in; paths relative to the site folder). */
export interface DocusaurusDocs {
  path: string;
  /** The URL segment the docs are under, without slashes ('' for the site's root). */
  routeBasePath: string;
  include: string[];
  exclude: string[];
  /** A sidebars file; false: no sidebars; undefined: one sidebar generated from every document. */
  sidebarPath?: string | false;
  includeCurrentVersion: boolean;
  disableVersioning: boolean;
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  /** Per version name ('current' for the docs folder): its label and URL segment. */
  versions: Record<string, { label?: string; path?: string }>;
  editUrl?: string;
  showLastUpdateTime: boolean;
  sidebarCollapsed: boolean;
  sidebarCollapsible: boolean;
}

export interface DocusaurusLink {
  label?: string;
  to?: string;
  href?: string;
}

/** A navbar item as written: `type` is 'default' for a plain link; dropdowns have `items`. */
export interface DocusaurusNavbarItem extends DocusaurusLink {
  type: string;
  position?: 'left' | 'right';
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  items?: DocusaurusNavbarItem[];
}

export interface DocusaurusLogo {
  src: string;
  alt?: string;
  srcDark?: string;
}

export interface DocusaurusConfig {
  /** The file, relative to the site folder. */
  file: string;
  title?: string;
  tagline?: string;
  url?: string;
  baseUrl?: string;
  /** true: pages at folder URLs ('/docs/x/'), as legaldocs's trailingSlash option publishes them. */
  trailingSlash?: boolean;
  favicon?: string;
  i18n?: {
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string; path?: string }>;
  };
  navbar?: { title?: string; logo?: DocusaurusLogo; hideOnScroll?: boolean; items: DocusaurusNavbarItem[] };
  /** `links` in columns ({ title, items }) or as one row of links. */
  footer?: { copyright?: string; style?: string; logo?: DocusaurusLogo; links: ({ title?: string; items: DocusaurusLink[] } | DocusaurusLink)[] };
  announcementBar?: { id?: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
  colorMode?: { defaultMode?: 'light' | 'dark'; disableSwitch?: boolean; respectPrefersColorScheme?: boolean };
  algolia?: { appId: string; apiKey: string; indexName: string; contextualSearch?: boolean };
  /** The major version of Docusaurus the site is made with (docusaurus-version.ts), when something says. */
  major?: number;
  /** The default docs plugin instance; undefined when the site turns docs off. */
  docs: DocusaurusDocs | undefined;
  /** Other docs plugin instances (their own folders and URLs, where their id is written), which legaldocs does not publish. */
  otherDocs: { id: string; path: string; routeBasePath: string; line?: number; column?: number }[];
  /** Whether the blog plugin is on (the classic preset's by default). */
  blog: boolean;
  /** The client-redirects plugin's `redirects`, and the other options it was given (createRedirects …), which have no counterpart. */
  clientRedirects?: { redirects: { from: string | string[]; to: string }[]; others: string[] };
  /** The classic preset's theme.customCss, relative to the site folder. */
  customCss?: string[];
  /** Plugins and themes besides the classic preset, the docs and the client-redirects plugins, by name. */
  plugins: string[];
  /** Where a key path is written in the file (each key searched for after the previous one). */
  locate: (keyPath: readonly string[]) => { line?: number; column?: number };
}

const text = z.string();
/** What each kept value must be; anything else in the file is left as Docusaurus reads it. */
const docsOptions = z.looseObject({
  id: text.optional(),
  path: text.optional(),
  routeBasePath: text.optional(),
  include: z.array(text).optional(),
  exclude: z.array(text).optional(),
  sidebarPath: z.union([text, z.literal(false)]).optional(),
  includeCurrentVersion: z.boolean().optional(),
  disableVersioning: z.boolean().optional(),
  lastVersion: text.optional(),
  onlyIncludeVersions: z.array(text).optional(),
  versions: z.record(text, z.looseObject({ label: text.optional(), path: text.optional() })).optional(),
  showLastUpdateTime: z.boolean().optional(),
  sidebarCollapsed: z.boolean().optional(),
  sidebarCollapsible: z.boolean().optional(),
});

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const stringOf = (v: unknown) => (typeof v === 'string' ? v : undefined);
const booleanOf = (v: unknown) => (typeof v === 'boolean' ? v : undefined);
/** An object with the keys that may hold undefined made optional, as `defined` returns it. */
type Defined<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> };
/** Only the keys whose value is defined, so optional properties stay absent. */
const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Defined<T>;
const oneOf = <T extends string>(v: unknown, values: readonly T[]) => (values.includes(v as T) ? (v as T) : undefined);

/** A plugin, preset or theme entry (`'name'`, `['name', options]`, a function): its name and options. */
function entry(raw: unknown): { name: string; options: unknown } {
  const [what, options] = Array.isArray(raw) ? raw : [raw, undefined];
  const name = typeof what === 'string' ? what : typeof what === 'function' && what.name ? what.name : '(a function)';
  return { name, options };
}

const isClassicPreset = (name: string) => name === 'classic' || /(^|[/\\-])preset-classic([/\\]|$)/.test(name);
const isRedirectsPlugin = (name: string) => name === 'client-redirects' || /(^|[/\\-])plugin-client-redirects([/\\]|$)/.test(name);

/** The client-redirects plugin's options: the redirects written out (strings only), and the names of the others. */
function clientRedirects(options: unknown): DocusaurusConfig['clientRedirects'] {
  const given = isRecord(options) ? options : {};
  const redirects = (Array.isArray(given.redirects) ? given.redirects : []).flatMap((r) => {
    if (!isRecord(r) || typeof r.to !== 'string') return [];
    const from = typeof r.from === 'string' ? r.from : Array.isArray(r.from) && r.from.every((f) => typeof f === 'string') ? (r.from as string[]) : undefined;
    return from === undefined ? [] : [{ from, to: r.to }];
  });
  return { redirects, others: Object.keys(given).filter((k) => k !== 'redirects' && k !== 'id') };
}

const isDocsPlugin = (name: string) => name === 'content-docs' || /(^|[/\\-])plugin-content-docs([/\\]|$)/.test(name);

/** A URL segment as written ('/', '/legal/', 'next') without its slashes ('', 'legal', 'next'). */
const segment = (p: string) => p.replace(/^\/+|(?<!\/)\/+$/g, '');

/** A path as the site folder sees it: relative, posix ('./docs' and '/abs/site/docs' are 'docs'). */
const fromRoot = (root: string, p: string) => path.relative(root, path.resolve(root, p)).split(path.sep).join('/') || '.';

function link(raw: unknown): DocusaurusLink | undefined {
  if (!isRecord(raw)) return undefined;
  return defined({ label: stringOf(raw.label), to: stringOf(raw.to), href: stringOf(raw.href) });
}

function navbarItem(raw: unknown): DocusaurusNavbarItem | undefined {
  if (!isRecord(raw)) return undefined;
  const position = oneOf(raw.position, ['left', 'right']);
  const items = Array.isArray(raw.items) ? raw.items.flatMap((i) => navbarItem(i) ?? []) : undefined;
  return defined({
    type: stringOf(raw.type) ?? (items ? 'dropdown' : 'default'),
    ...link(raw),
    position,
    docId: stringOf(raw.docId),
    sidebarId: stringOf(raw.sidebarId),
    docsPluginId: stringOf(raw.docsPluginId),
    items,
  });
}

function logo(raw: unknown): DocusaurusLogo | undefined {
  if (!isRecord(raw) || typeof raw.src !== 'string') return undefined;
  return defined({ src: raw.src, alt: stringOf(raw.alt), srcDark: stringOf(raw.srcDark) });
}

function themeParts(theme: Record<string, unknown>): Pick<DocusaurusConfig, 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'algolia'> {
  const { navbar, footer, announcementBar: bar, colorMode, algolia } = theme;
  const out: Pick<DocusaurusConfig, 'navbar' | 'footer' | 'announcementBar' | 'colorMode' | 'algolia'> = {};
  if (isRecord(navbar)) {
    out.navbar = defined({
      title: stringOf(navbar.title),
      logo: logo(navbar.logo),
      hideOnScroll: booleanOf(navbar.hideOnScroll),
      items: Array.isArray(navbar.items) ? navbar.items.flatMap((i) => navbarItem(i) ?? []) : [],
    });
  }
  if (isRecord(footer)) {
    type FooterLinks = NonNullable<DocusaurusConfig['footer']>['links'];
    const links: FooterLinks = (Array.isArray(footer.links) ? footer.links : []).flatMap((l: unknown): FooterLinks => {
      if (isRecord(l) && Array.isArray(l.items)) return [defined({ title: stringOf(l.title), items: l.items.flatMap((i) => link(i) ?? []) })];
      const one = link(l);
      return one ? [one] : [];
    });
    out.footer = defined({ copyright: stringOf(footer.copyright), style: stringOf(footer.style), logo: logo(footer.logo), links });
  }
  if (isRecord(bar) && typeof bar.content === 'string') {
    out.announcementBar = defined({
      id: stringOf(bar.id),
      content: bar.content,
      backgroundColor: stringOf(bar.backgroundColor),
      textColor: stringOf(bar.textColor),
      isCloseable: booleanOf(bar.isCloseable),
    });
  }
  if (isRecord(colorMode)) {
    out.colorMode = defined({ defaultMode: oneOf(colorMode.defaultMode, ['light', 'dark']), disableSwitch: booleanOf(colorMode.disableSwitch), respectPrefersColorScheme: booleanOf(colorMode.respectPrefersColorScheme) });
  }
  if (isRecord(algolia) && typeof algolia.appId === 'string' && typeof algolia.apiKey === 'string' && typeof algolia.indexName === 'string') {
    out.algolia = defined({ appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName, contextualSearch: booleanOf(algolia.contextualSearch) });
  }
  return out;
}

function i18nPart(raw: unknown): DocusaurusConfig['i18n'] {
  if (!isRecord(raw) || typeof raw.defaultLocale !== 'string') return undefined;
  const locales = Array.isArray(raw.locales) ? raw.locales.filter((l): l is string => typeof l === 'string') : [raw.defaultLocale];
  const configs = isRecord(raw.localeConfigs) ? raw.localeConfigs : {};
  const localeConfigs = Object.fromEntries(
    Object.entries(configs).flatMap(([code, c]) => {
      if (!isRecord(c)) return [];
      return [[code, defined({ label: stringOf(c.label), direction: oneOf(c.direction, ['ltr', 'rtl']), htmlLang: stringOf(c.htmlLang), path: stringOf(c.path) })]];
    }),
  );
  return { defaultLocale: raw.defaultLocale, locales, localeConfigs };
}

/** The default docs instance's options with Docusaurus's defaults, each bad value a located error. */
function docsPart(root: string, raw: Record<string, unknown>, file: string, locate: DocusaurusConfig['locate']): DocusaurusDocs {
  const parsed = docsOptions.safeParse(raw);
  if (!parsed.success) {
    throw new LegaldocsError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.map(String);
        return new InvalidConfig(`docs plugin option \`${key.join('.')}\`: ${issue.message.replace(/^Invalid input: /, '')}`, {
          file,
          ...locate(key),
          hint: 'Fix the value in the Docusaurus config; https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs lists each option.',
        }).toDiagnostic();
      }),
    );
  }
  const o = parsed.data;
  return defined({
    path: fromRoot(root, o.path ?? 'docs'),
    routeBasePath: segment(o.routeBasePath ?? 'docs'),
    include: o.include ?? ['**/*.{md,mdx}'],
    exclude: o.exclude ?? docusaurusExcludeDefault,
    sidebarPath: typeof o.sidebarPath === 'string' ? fromRoot(root, o.sidebarPath) : o.sidebarPath,
    includeCurrentVersion: o.includeCurrentVersion ?? true,
    disableVersioning: o.disableVersioning ?? false,
    lastVersion: o.lastVersion,
    onlyIncludeVersions: o.onlyIncludeVersions,
    versions: Object.fromEntries(Object.entries(o.versions ?? {}).map(([name, v]) => [name, defined({ label: v.label, path: v.path === undefined ? undefined : segment(v.path) })])),
    editUrl: stringOf(raw.editUrl),
    showLastUpdateTime: o.showLastUpdateTime ?? false,
    sidebarCollapsed: o.sidebarCollapsed ?? true,
    sidebarCollapsible: o.sidebarCollapsible ?? true,
  });
}

/** The Docusaurus config file at the site's root, if any (relative to the root). */
export const findDocusaurusConfig = (root: string): string | undefined => docusaurusConfigNames.find((name) => existsSync(path.join(root, name)));

/**
 * Reads the site's Docusaurus config; undefined when it has none. A file that does not compile or
 * throws, or a docs plugin option of the wrong type, is a LegaldocsError located in the file.
 */
export async function readDocusaurusConfig(root: string): Promise<DocusaurusConfig | undefined> {
  const file = findDocusaurusConfig(root);
  if (file === undefined) return undefined;
  const absolute = path.join(root, file);
  const source = await readFile(absolute, 'utf8');
  const locate = (keyPath: readonly string[]) => locateKey(source, keyPath) ?? {};
  const what = `the Docusaurus config "${file}"`;
  // Docusaurus accepts an object, a function returning one, or a promise of either.
  const raw = await evaluateModule(root, absolute, what, { ...foreignModule(absolute), callDefault: true });
  if (!isRecord(raw)) {
    throw new LegaldocsError([
      new InvalidConfig(`${what} exports no config object`, { file, hint: 'Docusaurus expects `export default { … }`, `module.exports = { … }`, or a function returning the config.' }).toDiagnostic(),
    ]);
  }

  const presets = (Array.isArray(raw.presets) ? raw.presets : []).map(entry);
  const plugins = (Array.isArray(raw.plugins) ? raw.plugins : []).map(entry);
  const themes = (Array.isArray(raw.themes) ? raw.themes : []).map(entry);
  const classic = presets.find((p) => isClassicPreset(p.name));
  const classicOptions = isRecord(classic?.options) ? classic.options : {};
  // The classic preset's docs instance, unless it is turned off; then docs plugins of their own.
  const instances: Record<string, unknown>[] = [];
  if (classic && classicOptions.docs !== false) instances.push(isRecord(classicOptions.docs) ? classicOptions.docs : {});
  for (const p of plugins) if (isDocsPlugin(p.name)) instances.push(isRecord(p.options) ? p.options : {});
  const idOf = (o: Record<string, unknown>) => (typeof o.id === 'string' ? o.id : 'default');
  const main = instances.find((o) => idOf(o) === 'default');
  const docs = main && docsPart(root, main, file, locate);
  const otherDocs = instances
    .filter((o) => o !== main)
    .map((o) => ({ id: idOf(o), path: fromRoot(root, stringOf(o.path) ?? 'docs'), routeBasePath: segment(stringOf(o.routeBasePath) ?? 'docs'), ...locateString(source, idOf(o)) }));
  const theme = isRecord(raw.themeConfig) ? raw.themeConfig : {};
  // The classic theme's own CSS files: a path (require.resolve gives an absolute one) or a list.
  const themeOptions = isRecord(classicOptions.theme) ? classicOptions.theme : {};
  const customCss = [themeOptions.customCss ?? []].flat().filter((f): f is string => typeof f === 'string' && f !== '').map((f) => fromRoot(root, f));
  const redirecting = plugins.find((p) => isRedirectsPlugin(p.name));

  return {
    ...defined({
      title: stringOf(raw.title),
      tagline: stringOf(raw.tagline)?.trim(),
      url: stringOf(raw.url),
      baseUrl: stringOf(raw.baseUrl),
      trailingSlash: typeof raw.trailingSlash === 'boolean' ? raw.trailingSlash : undefined,
      favicon: stringOf(raw.favicon),
      i18n: i18nPart(raw.i18n),
      major: docusaurusMajor(root),
    }),
    ...themeParts(theme),
    file,
    docs,
    otherDocs,
    blog: classic !== undefined && classicOptions.blog !== false,
    ...(redirecting ? { clientRedirects: clientRedirects(redirecting.options) } : {}),
    ...(customCss.length ? { customCss } : {}),
    plugins: [...presets.filter((p) => p !== classic), ...plugins.filter((p) => !isDocsPlugin(p.name) && p !== redirecting), ...themes].map((p) => p.name),
    locate,
  };
}
