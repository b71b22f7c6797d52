// This folder, legaldocs's reference, published as a site of its own so that `legaldocs check`
// checks its links and anchors as it checks any site's (test/integration/docs-site.test.ts):
// legaldocs --config docs/legaldocs.config.ts check, from the repository's root.
import { defineConfig } from 'legaldocs';

export default defineConfig({
  title: 'legaldocs reference',
  url: 'https://legaldocs.example',
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' } } },
  footer: { copyright: 'legaldocs' },
  // English only: no folder of translations is read.
  docs: { path: 'docs', translationsPath: 'docs/{locale}' },
  // Its own cache: the repository's site keeps node_modules/.cache/legaldocs.
  cacheDir: 'node_modules/.cache/legaldocs-reference',
});
