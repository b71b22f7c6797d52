// Configuration of this site: Overwolf, CurseForge and Outplayed legal documents.
// Every key is described in the README's config reference.
import { defineConfig } from 'legaldocs';

export default defineConfig({
  title: 'Overwolf Legal',
  // Site strings per locale (README: config reference, "text"); the brand name stays as it is.
  tagline: {
    en: 'Terms, privacy policies and notices for Overwolf, CurseForge and Outplayed.',
    de: 'Nutzungsbedingungen, Datenschutzrichtlinien und Hinweise für Overwolf, CurseForge und Outplayed.',
    es: 'Términos, políticas de privacidad y avisos de Overwolf, CurseForge y Outplayed.',
    fr: 'Conditions, politiques de confidentialité et avis pour Overwolf, CurseForge et Outplayed.',
    it: 'Termini, informative sulla privacy e avvisi per Overwolf, CurseForge e Outplayed.',
    ja: 'Overwolf、CurseForge、Outplayed の利用規約、プライバシーポリシー、各種通知。',
    ko: 'Overwolf, CurseForge, Outplayed의 이용약관, 개인정보처리방침 및 고지.',
    pl: 'Warunki, polityki prywatności i informacje dotyczące Overwolf, CurseForge i Outplayed.',
    pt: 'Termos, políticas de privacidade e avisos da Overwolf, CurseForge e Outplayed.',
    'zh-Hans': 'Overwolf、CurseForge 和 Outplayed 的条款、隐私政策及声明。',
    'zh-Hant': 'Overwolf、CurseForge 和 Outplayed 的條款、隱私權政策及聲明。',
  },
  url: 'https://legal.example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: {
      // The documents write dates the British way (2 June 2025): the pages' own dates follow them.
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', dateLocale: 'en-GB' },
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
    copyright: {
      en: 'Copyright © {year} Overwolf. All rights reserved.',
      de: 'Copyright © {year} Overwolf. Alle Rechte vorbehalten.',
      es: 'Copyright © {year} Overwolf. Todos los derechos reservados.',
      fr: 'Copyright © {year} Overwolf. Tous droits réservés.',
      it: 'Copyright © {year} Overwolf. Tutti i diritti riservati.',
      ja: 'Copyright © {year} Overwolf. 無断転載を禁じます。',
      ko: 'Copyright © {year} Overwolf. 모든 권리 보유.',
      pl: 'Copyright © {year} Overwolf. Wszelkie prawa zastrzeżone.',
      pt: 'Copyright © {year} Overwolf. Todos os direitos reservados.',
      'zh-Hans': 'Copyright © {year} Overwolf。保留所有权利。',
      'zh-Hant': 'Copyright © {year} Overwolf。保留一切權利。',
    },
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
