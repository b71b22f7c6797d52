// `legaldocs init --from-docusaurus`: a legaldocs config carrying over what a Docusaurus config says.
// In: the DocusaurusConfig that config/docusaurus.ts read, and the build's date; out: a UserConfig for
// the site as it is (layout 'docusaurus'), and a located warning for each setting legaldocs cannot keep.
// Long because each part of a Docusaurus config (site, i18n, navbar, footer, bar, search, docs, plugins) has its own mapping.

import { madeFromLine } from '../config/made-from.ts';
import type { DocusaurusConfig, DocusaurusLink, DocusaurusNavbarItem } from '../config/docusaurus.ts';
import type { UserConfig } from '../config/schema.ts';
import { NotCarriedOver, type Diagnostic } from '../diagnostics/diagnostic.ts';

type NavbarItem = NonNullable<NonNullable<UserConfig['navbar']>['items']>[number];
type FooterLink = NonNullable<NonNullable<UserConfig['footer']>['links']>[number];

/** Where a Docusaurus site keeps its sidebars unless the docs options say otherwise. */
const defaultSidebars = ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** Text without the HTML Docusaurus allows in copyright and announcement texts (legaldocs's are text). */
const textOf = (html: string) =>
  html
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The footer icon a link's host suggests. */
function iconOf(href: string): FooterLink['icon'] {
  const host = (() => {
    try {
      return new URL(href).hostname.replace(/^www\./, '');
    } catch {
      return '';
    }
  })();
  const icons: [RegExp, FooterLink['icon']][] = [
    [/(^|\.)tiktok\.com$/, 'tiktok'],
    [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
    [/(^|\.)(discord\.gg|discord\.com)$/, 'discord'],
    [/(^|\.)reddit\.com$/, 'reddit'],
    [/(^|\.)(x\.com|twitter\.com)$/, 'x'],
  ];
  return icons.find(([pattern]) => pattern.test(host))?.[1] ?? 'link';
}

/** A locale's name in its own language, as Docusaurus labels a locale without a label. */
function localeLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

export interface Converted {
  config: UserConfig;
  /** What the Docusaurus config set that the legaldocs config does not carry, each at its line. */
  notCarried: Diagnostic[];
}

/** The legaldocs config for a Docusaurus site read in place; `now` dates the copyright's year. */
export function configFromDocusaurus(d: DocusaurusConfig, now: Date): Converted {
  const notCarried: Diagnostic[] = [];
  const note = (keyPath: string[], message: string, hint: string) => notCarried.push(new NotCarriedOver(message, { file: d.file, ...d.locate(keyPath), hint }).toDiagnostic());
  const year = String(now.getUTCFullYear());

  const title = d.title ?? 'Legal';
  if (d.title === undefined) note(['title'], 'the config has no title: "Legal" stands in', 'Set title in config/legal-docs.config.ts.');
  const url = d.url ?? 'https://legal.example.com';
  if (d.url === undefined) note(['url'], 'the config has no url: https://legal.example.com stands in', 'Set url to the origin the site is published at.');

  const i18n = d.i18n ?? { defaultLocale: 'en', locales: ['en'], localeConfigs: {} };
  const locales = Object.fromEntries(
    i18n.locales.map((code) => {
      const own = i18n.localeConfigs[code] ?? {};
      if (own.path !== undefined && own.path !== code) {
        note(['i18n', 'localeConfigs', code, 'path'], `locale "${code}" is served under /${own.path}/ in Docusaurus; legaldocs serves each locale under its code (/${code}/)`, `Redirect /${own.path}/* to /${code}/:splat on the host (docs/deploying.md).`);
      }
      return [code, { label: own.label ?? localeLabel(code), htmlLang: own.htmlLang ?? code, ...(own.direction === 'rtl' ? { direction: 'rtl' as const } : {}) }];
    }),
  );

  const config: UserConfig = {
    layout: 'docusaurus',
    title,
    ...(d.tagline ? { tagline: d.tagline } : {}),
    url,
    ...(d.baseUrl && d.baseUrl !== '/' ? { baseUrl: d.baseUrl } : {}),
    // Docusaurus's folder URLs kept, so the addresses readers have stay the same.
    ...(d.trailingSlash ? { trailingSlash: true } : {}),
    ...(d.favicon ? { favicon: d.favicon } : {}),
    i18n: { defaultLocale: i18n.defaultLocale, locales },
    footer: { copyright: `Copyright © {year} ${title}` },
  };

  if (d.navbar) {
    const items = d.navbar.items.flatMap((item, i) => navbarItem(item, ['themeConfig', 'navbar', 'items', String(i)], note));
    config.navbar = {
      ...(d.navbar.title ? { title: d.navbar.title } : {}),
      ...(d.navbar.logo ? { logo: { alt: d.navbar.logo.alt ?? d.navbar.title ?? title, src: d.navbar.logo.src, ...(d.navbar.logo.srcDark ? { srcDark: d.navbar.logo.srcDark } : {}) } } : {}),
      ...(d.navbar.hideOnScroll ? { hideOnScroll: true } : {}),
      ...(items.length ? { items } : {}),
    };
  }

  if (d.footer) {
    const copyright = d.footer.copyright === undefined ? undefined : textOf(d.footer.copyright).replaceAll(year, '{year}');
    if (d.footer.copyright !== undefined && copyright !== d.footer.copyright.replaceAll(year, '{year}')) {
      note(['themeConfig', 'footer', 'copyright'], 'the copyright is HTML; legaldocs shows it as text, without the markup', 'Check footer.copyright in the new config.');
    }
    const links: FooterLink[] = [];
    d.footer.links.forEach((column, i) => {
      const where = ['themeConfig', 'footer', 'links', String(i)];
      const items: DocusaurusLink[] = 'items' in column ? column.items : [column];
      if ('items' in column && column.title) note(where, `footer column "${column.title}": legaldocs's footer is one row of links, without column titles`, 'Its outside links are kept in footer.links.');
      for (const link of items) {
        if (link.href && /^https?:/.test(link.href)) links.push({ label: link.label ?? link.href, href: link.href, icon: iconOf(link.href) });
        else note(where, `footer link "${link.label ?? link.to ?? link.href}" leads into the site (${link.to ?? link.href}); legaldocs's footer links lead to other sites`, 'Link the page from the navbar (navbar.items) or from a document instead.');
      }
    });
    if (d.footer.logo) note(['themeConfig', 'footer', 'logo'], 'the footer logo is not shown by legaldocs', 'The navbar logo (navbar.logo) is the site\'s brand.');
    config.footer = { copyright: copyright ?? `Copyright © {year} ${title}`, ...(links.length ? { links } : {}) };
  }

  if (d.announcementBar) {
    const bar = d.announcementBar;
    const content = textOf(bar.content);
    if (content !== bar.content) note(['themeConfig', 'announcementBar', 'content'], 'the announcement is HTML; legaldocs shows it as text, without the markup (and its links)', 'Check announcementBar.content, or set latestChange: true to announce the latest change to a document.');
    config.announcementBar = {
      id: bar.id ?? 'announcement-bar',
      content,
      ...(bar.backgroundColor ? { backgroundColor: bar.backgroundColor } : {}),
      ...(bar.textColor ? { textColor: bar.textColor } : {}),
      ...(bar.isCloseable === false ? { isCloseable: false } : {}),
    };
  }
  if (d.colorMode) config.colorMode = { ...d.colorMode };
  if (d.algolia) {
    const { appId, apiKey, indexName, contextualSearch } = d.algolia;
    config.search = { provider: 'algolia', appId, apiKey, indexName, ...(contextualSearch === false ? { contextualSearch: false } : {}) };
  }

  if (d.clientRedirects) {
    if (d.clientRedirects.redirects.length) config.redirects = d.clientRedirects.redirects;
    for (const option of d.clientRedirects.others) {
      note(['plugins'], `the client-redirects option ${option} is not carried over: legaldocs takes a list of redirects`, 'Write the addresses it made as redirects (from, to) in the config, or as redirect_from in the documents\' front matter.');
    }
  }
  // The same files, read in place: Infima's properties (--ifm-*) they set are legaldocs's own too (docs/branding.md).
  if (d.customCss) config.theme = { customCss: d.customCss.length === 1 ? d.customCss[0]! : d.customCss };
  docsOptions(d, config, note);
  // In the order the configuration reference lists them.
  const order = ['layout', 'title', 'tagline', 'url', 'baseUrl', 'trailingSlash', 'favicon', 'i18n', 'navbar', 'footer', 'announcementBar', 'colorMode', 'theme', 'search', 'redirects', 'docs'];
  const ordered = Object.fromEntries(order.filter((key) => key in config).map((key) => [key, config[key as keyof UserConfig]])) as UserConfig;
  for (const other of d.otherDocs) note(['plugins'], `docs plugin instance "${other.id}" (${other.path}, at /${other.routeBasePath}) is not published: legaldocs publishes one docs folder`, `Move its documents into ${d.docs?.path ?? 'docs'}/ to publish them.`);
  if (d.blog) note(['presets'], 'the blog is not published: legaldocs has no blog', 'Publish announcements as documents, or set blog: false in the classic preset.');
  for (const plugin of d.plugins) note(['plugins'], `plugin or theme "${plugin}" has no counterpart in legaldocs`, 'What it added to pages is not carried over.');
  return { config: ordered, notCarried };
}

/** A navbar item legaldocs has, or nothing (with a note) for one it has not. */
function navbarItem(item: DocusaurusNavbarItem, where: string[], note: (k: string[], m: string, h: string) => void): NavbarItem[] {
  const position = item.position ?? 'left';
  const label = item.label;
  if (item.docsPluginId && item.docsPluginId !== 'default') {
    note(where, `navbar item "${label ?? item.type}" belongs to docs plugin "${item.docsPluginId}", which legaldocs does not publish`, 'Remove it, or link the page with a link item.');
    return [];
  }
  switch (item.type) {
    case 'doc':
      return item.docId ? [{ type: 'doc', docId: item.docId, label: label ?? item.docId, position }] : [];
    case 'docSidebar':
      return item.sidebarId ? [{ type: 'docSidebar', sidebarId: item.sidebarId, label: label ?? item.sidebarId, position }] : [];
    case 'default':
    case 'link':
      if (item.to && /^\/blog(\/|$)/.test(item.to)) {
        note(where, `navbar link "${label ?? item.to}" leads to the blog, which legaldocs does not publish`, 'It is left out.');
        return [];
      }
      if (item.to || item.href) return [{ type: 'link', label: label ?? item.to ?? item.href ?? '', position, ...(item.to ? { to: item.to } : { href: item.href! }) }];
      return [];
    case 'dropdown': {
      const items = (item.items ?? []).flatMap((sub) => (sub.to || sub.href ? [{ label: sub.label ?? sub.to ?? sub.href ?? '', ...(sub.to ? { to: sub.to } : { href: sub.href! }) }] : []));
      if (items.length < (item.items ?? []).length) note(where, `dropdown "${label}": only its links are kept`, 'legaldocs dropdowns hold links (label with to or href).');
      return items.length ? [{ type: 'dropdown', label: label ?? '', position, items }] : [];
    }
    case 'localeDropdown':
    case 'search':
      // legaldocs always shows both; nothing is lost.
      return [];
    default:
      note(where, `navbar item of type "${item.type}" has no counterpart in legaldocs`, item.type === 'docsVersionDropdown' ? 'legaldocs has no version menu: each version versions.json lists is published at its own path, its pages saying which version they show and linking to the current one (docs.versions in docs/configuration.md).' : 'Remove it, or use a link item.');
      return [];
  }
}

/** The docs plugin's options legaldocs has (path, sidebars, last update), and notes for the rest. */
function docsOptions(d: DocusaurusConfig, config: UserConfig, note: (k: string[], m: string, h: string) => void): void {
  const docs = d.docs;
  if (!docs) {
    note(['presets'], 'the docs plugin is turned off: legaldocs publishes the docs folder (docs/) all the same', 'Put the documents in docs/.');
    return;
  }
  const at = ['docs'];
  const own: NonNullable<UserConfig['docs']> = {};
  if (docs.path !== 'docs') own.path = docs.path;
  if (docs.sidebarPath === false) own.sidebarPath = false;
  else if (docs.sidebarPath !== undefined && !defaultSidebars.includes(docs.sidebarPath)) own.sidebarPath = docs.sidebarPath;
  if (!docs.showLastUpdateTime) own.showLastUpdateTime = false;
  if (Object.keys(own).length) config.docs = own;
  // routeBasePath, exclude and the versions options are read from docusaurus.config at each build.
  if (docs.include.join() !== '**/*.{md,mdx}') note([...at, 'include'], 'include patterns are not carried over: legaldocs reads every .md and .mdx file of the docs folder', 'Move files that should not be published out of the docs folder, or name them in its exclude.');
  if (docs.editUrl) note([...at, 'editUrl'], 'editUrl is not carried over: legaldocs shows no "Edit this page" link', 'Legal texts change through review, not a link on the page.');
  if (!docs.sidebarCollapsed || !docs.sidebarCollapsible) note([...at, 'sidebarCollapsed'], 'sidebarCollapsed and sidebarCollapsible apply per category in legaldocs', 'Set collapsed or collapsible in each _category_.json.');
}

/** A JavaScript literal of `value`, indented like the rest of the file: keys bare where they can be, strings in single quotes. */
export function literal(value: unknown, indent = ''): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join('\n')}\n${indent}]` : '[]';
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : literal(k)}: ${literal(v, inner)},`).join('\n')}\n${indent}}`;
}

/** The config file's text: the settings, and what was not carried over as a comment to act on. */
export function configSource(converted: Converted, from: string): string {
  const notes = converted.notCarried.map((n) => `//   - ${n.line ? `line ${n.line}: ` : ''}${n.message}. ${n.hint ?? ''}`.trimEnd());
  return [
    madeFromLine(from),
    "// it is (layout: 'docusaurus'). Every key is described in legaldocs's docs/configuration.md.",
    ...(notes.length ? [`// Not carried over from ${from}:`, ...notes] : []),
    "import { defineConfig } from 'legaldocs';",
    '',
    `export default defineConfig(${literal(converted.config)});`,
    '',
  ].join('\n');
}
