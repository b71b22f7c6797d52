// Page props: what one route's page shows, picked from the Site for that route's locale.
// In: the Site and a Route; out: PageProps (serialisable; the client hydrates from them).

import type { NavItemView, PageProps, SidebarItemView } from '../components/props.ts';
import { messagesFor } from '../i18n/index.ts';
import { searchView } from '../search/view.ts';
import { announcementView } from './announcement.ts';
import { changesView } from './changes-view.ts';
import { formatDate } from './dates.ts';
import { feedPath } from './feed.ts';
import { pdfPath } from './pdf.ts';
import type { Route, Site } from './site.ts';
import { localizedPath, switchLocale } from './urls.ts';
import { versionFields } from './version-views.ts';

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

function navItems(site: Site, locale: string): NavItemView[] {
  const { config, defaultLocale } = site;
  const local = (to: string) => localizedPath(config.baseUrl, locale, defaultLocale, to);
  const link = (label: string, to?: string, href?: string) => {
    const target = href ?? local(to ?? '/');
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
  const ui = messagesFor(route.locale);
  const local = (to: string) => localizedPath(config.baseUrl, route.locale, defaultLocale, to);
  const pages = site.docs[route.locale]!;
  const mainDoc = pages[site.version.mainDocId];
  const sidebarLink = (id: string) => pages[site.version.sidebars[id]?.link ?? '']?.permalink ?? local('/docs');
  const brandSidebar = Object.keys(site.version.sidebars)[0];
  const allSidebars = Object.entries(site.sidebars[route.locale] ?? {}).map(([id, sidebar]) => ({
    id,
    label: sidebar.label,
    href: sidebarLink(id),
    items: sidebar.items as SidebarItemView[],
  }));

  const announcementBar = announcementView(site, route.locale, ui, localeInfo.htmlLang);
  const feed = feedPath(site, route.locale);
  const props: PageProps = {
    kind: route.kind,
    path: route.path,
    locale: { code: localeInfo.code, htmlLang: localeInfo.htmlLang, direction: localeInfo.direction, label: localeInfo.label },
    locales: site.locales.map((l) => ({
      code: l.code,
      label: l.label,
      htmlLang: l.htmlLang,
      href: route.kind === 'not-found' ? localizedPath(config.baseUrl, l.code, defaultLocale, '/') : switchLocale(route.path, config.baseUrl, route.locale, l.code, defaultLocale),
    })),
    ui,
    chrome: {
      title: config.navbar.title || config.title,
      tagline: config.tagline,
      // The brand leads into the documents: the first sidebar's landing page (the intro).
      brandHref: brandSidebar ? sidebarLink(brandSidebar) : (mainDoc?.permalink ?? local('/docs')),
      ...(config.navbar.logo ? { logo: { ...config.navbar.logo, src: `${config.baseUrl}${config.navbar.logo.src.replace(/^\//, '')}` } } : {}),
      navItems: navItems(site, route.locale),
      homeHref: local('/'),
      docsHref: local('/docs'),
      searchHref: local('/search'),
      copyright: config.footer.copyright.replace('{year}', String(now.getUTCFullYear())),
      copyrightTemplate: config.footer.copyright,
      socialLinks: config.footer.links,
      colorMode: config.colorMode,
      hideOnScroll: config.navbar.hideOnScroll,
      ...(announcementBar ? { announcementBar } : {}),
      ...(feed ? { feed: { href: feed } } : {}),
      ...(config.supportUrl ? { supportUrl: config.supportUrl } : {}),
      docsVersion: { pluginId: 'default', name: site.version.name, label: site.version.label },
    },
    sidebars: route.kind === 'doc' || route.kind === 'changes' ? [] : allSidebars,
    search: searchView(config, route.locale, local('/search')),
  };
  if (route.kind === 'doc') {
    const page = pages[route.docId!]!;
    const sidebar = allSidebars.find((s) => s.id === page.sidebarId);
    if (sidebar) props.sidebars = [sidebar];
    props.doc = {
      id: page.id,
      title: page.title,
      html: page.html,
      toc: page.hideToc ? [] : page.headings.filter((h) => h.level >= page.tocMin && h.level <= page.tocMax && h.id),
      fallback: page.fallback,
      // A document with an effective date shows that date instead: a later commit is no new version.
      ...(page.lastUpdated !== undefined && page.effectiveDate === undefined
        ? { lastUpdated: formatDate(page.lastUpdated, localeInfo.htmlLang), lastUpdatedIso: new Date(page.lastUpdated * 1000).toISOString() }
        : {}),
      ...(page.prev ? { prev: { title: page.prev.title, href: page.prev.permalink } } : {}),
      ...(page.next ? { next: { title: page.next.title, href: page.next.permalink } } : {}),
      ...(page.sidebarId ? { sidebarId: page.sidebarId } : {}),
      ...versionFields(site, page, localeInfo.htmlLang),
      ...(config.pdf.enabled ? { pdfHref: pdfPath(route.path) } : {}),
    };
  }
  if (route.kind === 'changes') {
    props.changes = { ...changesView(site, route, ui, localeInfo.htmlLang), ...(config.pdf.enabled ? { pdfHref: pdfPath(route.path) } : {}) };
    const sidebar = allSidebars.find((s) => s.id === props.changes!.sidebarId);
    if (sidebar) props.sidebars = [sidebar];
  }
  return props;
}
