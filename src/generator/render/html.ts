// The HTML document around the rendered app: <head> (title, description, canonical, hreflang,
// DocSearch meta, styles, pre-paint theme script) and the route's own data for hydration.
// In: a page's render input, its rendered body and the asset names; out: the complete HTML text.

import type { SiteConfig } from '../../config/schema.ts';
import { configStylesheet } from './config-styles.ts';
import { routeData } from './page-data.ts';
import type { PageInput } from './page-input.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { isUrl, withoutLeadingSlash } from '../../shared/urls.ts';

export interface Assets {
  /** URL of the client entry script. */
  script: string;
  /** URL of the stylesheet. */
  style: string;
}


/** JSON that is safe inside a <script> element (no `</script>`, no line separators). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Runs before first paint so the stored theme applies, and a dismissed announcement bar stays
 * hidden (CSS hides it while <html data-announcement-dismissed> is set), with no flash; it also
 * keeps a search shortcut pressed before the page is interactive. Kept tiny
 * and dependency-free because it blocks rendering; storage errors (blocked storage) fall back to
 * the defaults.
 */
export function prePaintScript(config: Pick<SiteConfig, 'colorMode' | 'announcementBar'>): string {
  const { colorMode, announcementBar } = config;
  const prefers = colorMode.respectPrefersColorScheme
    ? `if(!t&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';else if(!t&&matchMedia('(prefers-color-scheme: light)').matches)t='light';`
    : '';
  // The bar's id is read from <html data-announcement-id>: an id that names the latest change may
  // differ from build to build, and the script (allowed by its hash) must not.
  const bar = announcementBar
    ? `try{if(s.getItem('docusaurus.announcement.id')===d.dataset.announcementId&&s.getItem('docusaurus.announcement.dismiss')==='true')d.dataset.announcementDismissed=''}catch(e){}`
    : '';
  // A search shortcut pressed before the page is interactive is kept (data-search-pending) for
  // the search button to act on when it hydrates, instead of being lost or scrolling the page.
  const keys = `addEventListener('keydown',function(e){var g=e.target;if(d.hasAttribute('data-hydrated')||!((e.ctrlKey||e.metaKey)&&(e.key==='k'||e.key==='K')||e.key==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!(g.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(g.tagName))))return;e.preventDefault();d.dataset.searchPending=''});`;
  return `(function(){var d=document.documentElement,t=null,s;try{s=localStorage;t=s.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark')t=null;${prefers}d.dataset.theme=t||'${colorMode.defaultMode}';${bar}${keys}})()`;
}

/** Assembles the full HTML document of one page. */
export function htmlDocument(page: PageInput, body: string, assets: Assets): string {
  const { config, props } = page;
  // The document body travels once, as HTML: the client reads it back from the rendered page.
  const own = routeData(page);
  const inline = { ...own, ...(own.doc ? { doc: { ...own.doc, html: '' } } : {}), ...(own.changes ? { changes: { ...own.changes, html: '' } } : {}) };
  const configSheet = configStylesheet(config);
  const meta = own.meta;
  const { announcementBar: bar } = props.chrome;
  const lines = [
    '<!doctype html>',
    `<html lang="${escapeHtml(props.locale.htmlLang)}" dir="${props.locale.direction}" data-theme="${config.colorMode.defaultMode}"${bar ? ` data-announcement-id="${escapeHtml(bar.id)}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    '<meta property="og:type" content="website">',
    config.image ? `<meta property="og:image" content="${escapeHtml(config.url + config.baseUrl + withoutLeadingSlash(config.image))}">` : '',
    `<meta name="twitter:card" content="${config.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="docsearch:language" content="${escapeHtml(meta.docsearch.language)}">`,
    `<meta name="docsearch:docusaurus_tag" content="${escapeHtml(meta.docsearch.tag)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`),
    meta.feed ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(meta.feed.title)}" href="${escapeHtml(meta.feed.href)}">` : '',
    // Without a configured icon, an empty one stops browsers from requesting a missing /favicon.ico.
    `<link rel="icon" href="${config.favicon ? escapeHtml(config.baseUrl + withoutLeadingSlash(config.favicon)) : 'data:,'}">`,
    `<script>${prePaintScript(config)}</script>`,
    `<link rel="stylesheet" href="${assets.style}">`,
    configSheet ? `<link rel="stylesheet" href="${escapeHtml(configSheet.href)}">` : '',
    `<link rel="preload" href="${escapeHtml(page.localeData)}" as="fetch" crossorigin>`,
    `<link rel="preload" href="${escapeHtml(page.sidebarsData)}" as="fetch" crossorigin>`,
    ...config.head.stylesheets.map((s) => `<link rel="stylesheet" href="${escapeHtml(isUrl(s.href) ? s.href : config.baseUrl + withoutLeadingSlash(s.href))}">`),
    ...config.head.scripts.map((s) => `<script src="${escapeHtml(s.src)}"${s.async ? ' async' : ''}${s.defer ? ' defer' : ''}></script>`),
    `<script type="module" src="${assets.script}"></script>`,
    '</head>',
    '<body>',
    `<div id="__ld">${body}</div>`,
    `<script type="application/json" id="__ld_props">${scriptJson(inline)}</script>`,
    '</body>',
    '</html>',
    '',
  ];
  return lines.filter((l) => l !== '').join('\n');
}
