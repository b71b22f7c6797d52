// Configuration of this site: Overwolf, CurseForge and Outplayed legal documents.
// Every key is described in the README's config reference.
import { defineConfig } from 'legaldocs';

export default defineConfig({
  title: 'Overwolf Legal',
  tagline: 'Terms, privacy policies and notices for Overwolf, CurseForge and Outplayed.',
  url: 'https://legal.example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en' },
      de: { label: 'Deutsch', direction: 'ltr', htmlLang: 'de' },
      es: { label: 'Español', direction: 'ltr', htmlLang: 'es' },
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr' },
      it: { label: 'Italiano', direction: 'ltr', htmlLang: 'it' },
      ja: { label: '日本語', direction: 'ltr', htmlLang: 'ja' },
      ko: { label: '한국어', direction: 'ltr', htmlLang: 'ko' },
      pl: { label: 'Polski', direction: 'ltr', htmlLang: 'pl' },
      pt: { label: 'Português', direction: 'ltr', htmlLang: 'pt' },
      'zh-Hans': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-Hans' },
      'zh-Hant': { label: '繁體中文', direction: 'ltr', htmlLang: 'zh-Hant' },
    },
  },
  navbar: {
    title: 'Overwolf Legal',
    logo: { alt: 'Overwolf logo', src: 'img/logo.svg' },
    items: [
      // Present so the docs version knows its sidebar, but hidden as on the current site.
      { type: 'docSidebar', sidebarId: 'legal', label: 'Legal', position: 'left', hidden: true },
    ],
  },
  footer: {
    copyright: 'Copyright © {year} Overwolf. All rights reserved.',
    links: [
      { label: 'TikTok', href: 'https://www.tiktok.com/@overwolf', icon: 'tiktok' },
      { label: 'YouTube', href: 'https://www.youtube.com/@overwolf', icon: 'youtube' },
      { label: 'Discord', href: 'https://discord.gg/overwolf', icon: 'discord' },
      { label: 'Reddit', href: 'https://www.reddit.com/r/Overwolf/', icon: 'reddit' },
      { label: 'X', href: 'https://x.com/overwolf', icon: 'x' },
    ],
  },
  // Announces the latest change to any document, linking to its changes page, until closed.
  announcementBar: { id: 'latest-change', latestChange: true, backgroundColor: '#0b57d0', textColor: '#ffffff', isCloseable: true },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  docs: {
    mainDocId: 'archive/overwolf/ow-updates',
    versionLabel: 'Next',
    sidebars: {
      legal: { dirName: '.', exclude: ['archive'], link: 'overwolf/intro' },
      archive: { dirName: 'archive', link: 'archive/overwolf/ow-updates' },
    },
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    showLastUpdateTime: true,
    showLastUpdateAuthor: false,
    breadcrumbs: false,
  },
  supportUrl: 'https://support.example.com/hc/requests/new',
  reportMissingResultsUrl: 'https://support.example.com/hc/requests/new?subject=Missing+search+results',
  search: { provider: 'local' },
  head: { scripts: [], stylesheets: [] },
});
