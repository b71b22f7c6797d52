// The site's configuration. Every key is described in node_modules/legaldocs/docs/configuration.md;
// `npx legaldocs check` reports a wrong key or value at its line.
import { defineConfig } from 'legaldocs';

export default defineConfig({
  // The site's name: the home page's heading and the end of every page title.
  title: 'Example Legal',
  // A line under the title on the home page; also its description for search engines.
  // A site string may be one text, or one per locale: { en: '…', es: '…' }.
  tagline: {
    en: 'Terms, privacy policy and other legal documents of Example Inc.',
    es: 'Términos, política de privacidad y otros documentos legales de Example Inc.',
  },
  // Where the site is published: the origin here, the path below it in baseUrl ('/legal/').
  // Canonical links, hreflang and the sitemap use them.
  url: 'https://legal.example.com',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  // The default locale is served at /, every other one under /<code>/. A document without a
  // translation is shown in the default locale's text, with a notice.
  i18n: {
    defaultLocale: 'en',
    locales: {
      en: { label: 'English', htmlLang: 'en' },
      es: { label: 'Español', htmlLang: 'es' },
    },
  },
  navbar: {
    // The dark theme shows srcDark instead, if there is one.
    logo: { alt: 'Example Inc.', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
    items: [{ type: 'docSidebar', sidebarId: 'legal', label: 'Legal documents', position: 'left' }],
  },
  footer: {
    // {year} becomes the year of the build.
    copyright: 'Copyright © {year} Example Inc.',
  },
  // The brand's colours, fonts and corners: CSS bundled after legaldocs's own into the pages'
  // stylesheet (fonts and images it names by url() beside it are published with it).
  theme: { customCss: 'theme/brand.css' },
  docs: {
    // Each sidebar lists the documents of a folder of content/docs/. Earlier versions of a
    // document live in archive/ and are listed on the document itself ("Previous versions").
    sidebars: {
      legal: { dirName: '.', exclude: ['archive'] },
      archive: { dirName: 'archive' },
    },
  },
});
