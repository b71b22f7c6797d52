// Page props: what one route's page shows, picked from the Site for that route's locale.
// In: the Site and a Route; out: PageProps (serialisable; the client hydrates from them).

import type { NavItemView, PageProps } from '../../components/props.ts';
import { textIn, type LocalizedText } from '../../config/schema.ts';
import { format } from '../../i18n/index.ts';
import { addPermalinks } from './permalinks.ts';
import { searchView } from '../../shared/search-view.ts';
import { announcementView } from './announcement.ts';
import { changesView } from './changes-view.ts';
import { formatDate } from '../../shared/dates.ts';
import { feedPath } from './feed.ts';
import { docsRoot } from '../site/doc-ids.ts';
import { listsLocalesInPages } from '../site/alternates.ts';
import type { Route, Site } from '../site/site.ts';
import { canonicalPath, localizedPath, outputFile, pageHref, pagePath, pdfUrl, splitHref, switchLocale, withoutLeadingSlash } from '../../shared/urls.ts';
import { routeSidebars, sidebarLink as sidebarLinkIn } from './route-sidebars.ts';
import { markOutdatedSections, outdatedView } from './translation-views.ts';
import { versionFields } from './version-views.ts';
import { shownBy } from '../site/schedule.ts';
import { docsVersionView } from './docs-version-view.ts';
import { socialIconPath } from './social-icons.ts';
import { languageName } from './language-name.ts';

/** The page file whose PDF a version's own page offers when it shows what its document's page shows: that one's, printed once. */
const pdfPageOf = (site: Site, locale: string, id: string) => {
  const shown = shownBy(site.versions, id);
  return shown === undefined ? undefined : outputFile(site.config.baseUrl, site.docs[locale]![shown]!.permalink);
};

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

function navItems(site: Site, locale: string): NavItemView[] {
  const { config, defaultLocale } = site;
  // A `to` of the config is written by hand: the layout's form unless it names a file.
  const local = (to: string) => pageHref(localizedPath(config.baseUrl, locale, defaultLocale, to), config.trailingSlash);
  const link = (label: string, to?: string, href?: string) => {
    // A `to` path is encoded like every route path ('/docs/über' → '/docs/%C3%BCber'); ?query and #hash as written.
    const [toPath, rest] = splitHref(to ?? '/');
    const target = href ?? local(canonicalPath(toPath)) + rest;
    return { label, href: target, external: isExternal(target) };
  };
  const out: NavItemView[] = [];
  for (const item of config.navbar.items) {
    if (item.type === 'docSidebar') {
      if (item.hidden) continue;
      const target = site.version.sidebars[item.sidebarId]?.link;
      const page = target === undefined ? undefined : site.docs[locale]?.[target];
      if (page) out.push({ type: 'link', position: item.position, label: item.label, href: page.permalink, external: false });
    } else if (item.type === 'doc') {
      const page = site.docs[locale]?.[item.docId];
      if (page) out.push({ type: 'link', position: item.position, label: item.label, href: page.permalink, external: false });
    } else if (item.type === 'link') {
      out.push({ type: 'link', position: item.position, ...link(item.label, item.to, item.href) });
    } else {
      out.push({ type: 'dropdown', position: item.position, label: item.label, items: item.items.map((i) => link(i.label, i.to, i.href)) });
    }
  }
  return out;
}

/** Builds the props of one route's page. */
export function pageProps(site: Site, route: Route, now = new Date()): PageProps {
  const { config, defaultLocale } = site;
  const localeInfo = site.locales.find((l) => l.code === route.locale)!;
  const ui = site.ui[route.locale]!;
  const local = (to: string) => pagePath(localizedPath(config.baseUrl, route.locale, defaultLocale, to), config.trailingSlash);
  const pages = site.docs[route.locale]!;
  const mainDoc = pages[site.version.mainDocId];
  const sidebarLink = (id: string) => sidebarLinkIn(site, route.locale, id);
  const brandSidebar = Object.keys(site.version.sidebars)[0];

  const text = (value: LocalizedText) => textIn(value, route.locale, defaultLocale);
  const sourceLang = config.i18n.locales[defaultLocale]!.htmlLang;
  const copyright = text(config.footer.copyright);
  const announcementBar = announcementView(site, route.locale, ui, localeInfo);
  const feed = feedPath(site, route.locale);
  const listed = listsLocalesInPages(site.locales.length);
  const props: PageProps = {
    kind: route.kind,
    path: route.path,
    locale: { code: localeInfo.code, htmlLang: localeInfo.htmlLang, direction: localeInfo.direction, label: localeInfo.label },
    // With many locales, the page's own and the default one (the menu gets the rest from the chrome once loaded).
    locales: site.locales
      .filter((l) => listed || l.code === route.locale || l.code === defaultLocale)
      .map((l) => ({
        code: l.code,
        label: l.label,
        htmlLang: l.htmlLang,
        href: route.kind === 'not-found' ? localizedPath(config.baseUrl, l.code, defaultLocale, '/') : switchLocale(route.path, config.baseUrl, route.locale, l.code, defaultLocale),
      })),
    ui,
    chrome: {
      ...(listed ? {} : { languages: { baseUrl: config.baseUrl, defaultLocale, list: site.locales.map(({ code, label, htmlLang }) => ({ code, label, htmlLang })) } }),
      title: text(config.title),
      brandTitle: text(config.navbar.title) || text(config.title),
      tagline: text(config.tagline),
      // The brand leads into the documents: the first sidebar's landing page (the intro).
      brandHref: brandSidebar ? sidebarLink(brandSidebar) : (mainDoc?.permalink ?? local(docsRoot(site.config) || '/')),
      ...(config.navbar.logo
        ? {
            logo: {
              ...config.navbar.logo,
              src: `${config.baseUrl}${withoutLeadingSlash(config.navbar.logo.src)}`,
              ...(config.navbar.logo.srcDark ? { srcDark: `${config.baseUrl}${withoutLeadingSlash(config.navbar.logo.srcDark)}` } : {}),
            },
          }
        : {}),
      navItems: navItems(site, route.locale),
      homeHref: local('/'),
      docsHref: local(docsRoot(site.config) || '/'),
      searchHref: local('/search'),
      copyright: copyright.replace('{year}', String(now.getUTCFullYear())),
      copyrightTemplate: copyright,
      socialLinks: config.footer.links.map(({ label, href, icon }) => ({ label, href, iconPath: socialIconPath(icon) })),
      colorMode: config.colorMode,
      hideOnScroll: config.navbar.hideOnScroll,
      ...(announcementBar ? { announcementBar } : {}),
      ...(feed ? { feed: { href: feed } } : {}),
      fallbackTag: format(ui.fallbackTag, { language: languageName(sourceLang, localeInfo.htmlLang) }),
      ...(config.supportUrl ? { supportUrl: config.supportUrl } : {}),
      docsVersion: { pluginId: 'default', name: site.version.name, label: site.version.label },
    },
    sidebars: routeSidebars(site, route),
    search: searchView(config, route.locale, local('/search')),
  };
  if (route.kind === 'category') {
    const page = site.categoryPages[route.locale]![route.category!]!;
    props.category = {
      title: page.title,
      ...(page.description !== undefined ? { description: page.description } : {}),
      cards: page.cards,
      ...(page.prev ? { prev: { title: page.prev.title, href: page.prev.permalink } } : {}),
      ...(page.next ? { next: { title: page.next.title, href: page.next.permalink } } : {}),
    };
  }
  if (route.kind === 'doc') {
    const page = pages[route.docId!]!;
    const docsVersion = docsVersionView(site, page);
    const outdated = outdatedView(site, page, ui, localeInfo);
    const html = addPermalinks(page.html, ui.headingLink);
    props.doc = {
      id: page.id,
      title: page.title,
      ...(page.heading ? { heading: page.heading } : {}),
      html: outdated ? markOutdatedSections(html, outdated, ui) : html,
      toc: page.hideToc ? [] : page.headings.filter((h) => h.level >= page.tocMin && h.level <= page.tocMax && h.id).map(({ id, level, text }) => ({ id, level, text })),
      fallback: page.fallback,
      ...(page.fallback ? { lang: sourceLang } : {}),
      ...(outdated ? { outdated } : {}),
      // A document with an effective date shows that date instead: a later commit is no new version.
      ...(page.lastUpdated !== undefined && page.effectiveDate === undefined
        ? { lastUpdated: formatDate(page.lastUpdated, localeInfo), lastUpdatedIso: new Date(page.lastUpdated * 1000).toISOString() }
        : {}),
      ...(page.prev ? { prev: { title: page.prev.title, href: page.prev.permalink } } : {}),
      ...(page.next ? { next: { title: page.next.title, href: page.next.permalink } } : {}),
      ...(page.sidebarId ? { sidebarId: page.sidebarId } : {}),
      ...versionFields(site, page, localeInfo),
      ...(docsVersion ? { docsVersion } : {}),
      ...(config.pdf.enabled ? { pdfHref: pdfUrl(config.baseUrl, pdfPageOf(site, route.locale, page.id) ?? route.file) } : {}),
    };
  }
  if (route.kind === 'changes') {
    props.changes = { ...changesView(site, route, ui, localeInfo), ...(config.pdf.enabled ? { pdfHref: pdfUrl(config.baseUrl, route.file) } : {}) };
  }
  return props;
}
