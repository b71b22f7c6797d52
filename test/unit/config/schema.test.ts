import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/load.ts';
import { LegaldocsError } from '../../../src/diagnostics/diagnostic.ts';
import { baseConfig } from '../../helpers/site.ts';

const errorsOf = (config: unknown) => {
  try {
    validateConfig(config, 'config.ts', '');
  } catch (error) {
    if (error instanceof LegaldocsError) return error.diagnostics.map((d) => d.message);
    throw error;
  }
  return [];
};

describe('config schema: announcement bar', () => {
  it('refuses announcement colours that could escape the generated stylesheet', () => {
    const bar = { id: 'x', content: 'Hi', backgroundColor: 'red}body{display:none', textColor: '#fff' };
    expect(errorsOf({ ...baseConfig, announcementBar: bar })[0]).toContain('announcementBar.backgroundColor');
    expect(errorsOf({ ...baseConfig, announcementBar: { ...bar, backgroundColor: 'rgb(32 35 42 / 90%)' } })).toEqual([]);
  });

  it('needs its text unless it announces the latest change', () => {
    expect(errorsOf({ ...baseConfig, announcementBar: { id: 'x' } })).toEqual([expect.stringContaining('announcementBar.content')]);
    expect(errorsOf({ ...baseConfig, announcementBar: { id: 'x', latestChange: true } })).toEqual([]);
  });
});

describe('config schema: site strings per locale', () => {
  it('takes one text or a text per configured locale, the default one required', () => {
    expect(errorsOf({ ...baseConfig, tagline: { en: 'Terms', es: 'Términos' }, footer: { copyright: { en: '© {year}', es: '© {year} ES' } } })).toEqual([]);
    expect(errorsOf({ ...baseConfig, tagline: { es: 'Términos' } })).toEqual([
      expect.stringContaining('`tagline`: needs a text for the default locale "en", used where a locale has none'),
    ]);
    expect(errorsOf({ ...baseConfig, title: { en: 'Legal', fr: 'Juridique' } })).toEqual([expect.stringContaining('`title.fr`: "fr" is not a configured locale (en, es)')]);
  });
});

describe('config schema: keys with every member defaulted', () => {
  it('may leave them out: the navbar is then the title alone', () => {
    const { navbar: _navbar, ...withoutNavbar } = baseConfig as typeof baseConfig & { navbar?: unknown };
    expect(errorsOf(withoutNavbar)).toEqual([]);
    expect(validateConfig(withoutNavbar, 'config.ts', '').navbar).toEqual({ title: '', hideOnScroll: false, items: [] });
  });

  it('needs only the title, the url and the locales: the footer, and every other key whose members all have defaults, may be left out', () => {
    const minimal = { title: 'Test', url: 'https://test.example.com', i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' } } } };
    expect(errorsOf(minimal)).toEqual([]);
    const config = validateConfig(minimal, 'config.ts', '');
    expect(config.footer).toEqual({ copyright: '', links: [] });
    expect(config.docs.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect([config.versions.fromGit, config.translations.outdated, config.pdf.enabled, config.search.provider, config.limits.headings]).toEqual([false, 'notice', false, 'local', 5_000]);
  });
});
