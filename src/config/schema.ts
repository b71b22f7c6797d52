// The configuration schema: every key, its type and its default, in one readable place.
// In: whatever the config file exports; out (via zod) a fully defaulted SiteConfig.
// Long because every key stays in this one schema, with its default and cross-field rules, read top to bottom.

import { z } from 'zod';

/** Where a site keeps its config unless --config names another file, relative to the site folder. */
export const defaultConfigPath = 'config/legal-docs.config.ts';

const url = z.string().url();
/** A path relative to the site folder in which `{locale}` stands for a locale code. */
const localePattern = z.string().refine((p) => p.split('{locale}').length === 2, 'a path with {locale} in it once, standing for the locale code');
// Colours end up in a generated stylesheet, so anything that could close the rule is refused.
const cssColor = z.string().regex(/^[#\w\s(),.%/-]+$/, 'a CSS colour such as "#20232a" or "rgb(32 35 42)"');

const locale = z
  .object({
    label: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    htmlLang: z.string().min(2),
  })
  .strict();

/**
 * A site string (title, tagline, copyright, announcement): one text for every locale, or a text per
 * locale code (the default locale's required, and used for locales not listed).
 */
const localizedText = (text: z.ZodString = z.string()) => z.union([text, z.record(z.string(), text)]);

const linkTarget = { to: z.string().startsWith('/').optional(), href: url.optional() };

const linkItem = z
  .object({ type: z.literal('link'), label: z.string(), position: z.enum(['left', 'right']).default('left'), ...linkTarget })
  .strict();

const docItem = z
  .object({ type: z.literal('doc'), docId: z.string(), label: z.string(), position: z.enum(['left', 'right']).default('left') })
  .strict();

const docSidebarItem = z
  .object({
    type: z.literal('docSidebar'),
    sidebarId: z.string(),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    /** Kept in the config (and the route data) but not shown in the navbar. */
    hidden: z.boolean().default(false),
  })
  .strict();

const dropdownItem = z
  .object({
    type: z.literal('dropdown'),
    label: z.string(),
    position: z.enum(['left', 'right']).default('left'),
    items: z.array(z.object({ label: z.string(), ...linkTarget }).strict()).min(1),
  })
  .strict();

const navbarItem = z.discriminatedUnion('type', [linkItem, docItem, docSidebarItem, dropdownItem]);

const sidebar = z
  .object({
    /** Folder under content/docs whose documents this sidebar lists ('.' for all). */
    dirName: z.string().default('.'),
    /** Sub-folders of dirName left out (they usually have a sidebar of their own). */
    exclude: z.array(z.string()).default([]),
    /** The doc id the sidebar's own link points to; defaults to its first document. */
    link: z.string().optional(),
  })
  .strict();

/** Hits shown per lvl0 group in the search modal. */
const maxResultsPerGroup = z.number().int().min(1).max(20).default(5);

const headScript = z
  .object({
    src: url,
    async: z.boolean().default(false),
    defer: z.boolean().default(false),
    /** Origins the script sends data to (an analytics collector): allowed in connect-src. */
    connect: z.array(url).default([]),
  })
  .strict();

const headStylesheet = z
  .object({
    href: url,
    /** Origins the stylesheet loads fonts from (a web-font host): allowed in font-src. */
    fonts: z.array(url).default([]),
  })
  .strict();

export const configSchema = z
  .object({
    title: localizedText(z.string().min(1)),
    tagline: localizedText().default(''),
    /** Public origin of the site, used for canonical links and the sitemap. */
    url: url.refine((u) => !new URL(u).pathname.slice(1), 'url is the origin only; put the path in baseUrl'),
    baseUrl: z.string().startsWith('/').endsWith('/').default('/'),
    favicon: z.string().optional(),
    i18n: z
      .object({
        defaultLocale: z.string(),
        locales: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'a BCP 47 tag such as "es" or "zh-Hans"'), locale),
        /** Where a site supplies or overrides UI strings: one JSON file per locale, `{locale}` standing for its code. */
        uiStrings: localePattern.optional(),
      })
      .strict()
      .refine((i) => i.defaultLocale in i.locales, { message: 'defaultLocale must be one of the configured locales', path: ['defaultLocale'] }),
    navbar: z
      .object({
        title: localizedText().default(''),
        logo: z.object({ alt: z.string(), src: z.string(), srcDark: z.string().optional() }).strict().optional(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItem).default([]),
      })
      .strict()
      // Every navbar key has a default, so the object may be left out.
      .prefault({}),
    footer: z
      .object({
        /** `{year}` is replaced with the current year. */
        copyright: localizedText(),
        links: z
          .array(
            z
              .object({
                label: z.string(),
                href: url,
                icon: z.enum(['tiktok', 'youtube', 'discord', 'reddit', 'x', 'link']).default('link'),
              })
              .strict(),
          )
          .default([]),
      })
      .strict(),
    announcementBar: z
      .object({
        id: z.string().min(1),
        /** The bar's text; with `latestChange`, shown only while no document has an earlier version. */
        content: localizedText().optional(),
        /**
         * Announce the latest change to any document instead ("… changed on …. See what changed"),
         * linking to its changes page; each new change shows again to visitors who closed the last.
         */
        latestChange: z.boolean().default(false),
        backgroundColor: cssColor.default('#fff'),
        textColor: cssColor.default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .refine((bar) => bar.content !== undefined || bar.latestChange, { message: 'content is needed unless latestChange is true', path: ['content'] })
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    /** Where the content lives: legaldocs's folders, or a Docusaurus site's (layout.ts has the folders). */
    layout: z.enum(['legaldocs', 'docusaurus']).default('legaldocs'),
    docs: z
      .object({
        /** The default locale's documents, relative to the site folder (default by layout). */
        path: z.string().min(1).optional(),
        /** Each locale's translations, `{locale}` standing for its code (default by layout). */
        translationsPath: localePattern.optional(),
        /** A Docusaurus sidebars file (sidebars.js/.ts/.json); false: none. The docusaurus layout finds one at the root. */
        sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
        /** The docs version's main document (its landing doc id); by default the doc at /docs, else the first sidebar's first doc. */
        mainDocId: z.string().optional(),
        versionLabel: z.string().default('Next'),
        sidebars: z
          .record(z.string(), sidebar)
          .refine((s) => Object.keys(s).length > 0, 'at least one sidebar is needed')
          .optional(),
        toc: z
          .object({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) })
          .strict()
          .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel')
          .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
        showLastUpdateTime: z.boolean().default(true),
        showLastUpdateAuthor: z.literal(false).default(false),
        breadcrumbs: z.literal(false).default(false),
      })
      .strict()
      .refine((d) => d.sidebars === undefined || d.sidebarPath === undefined || d.sidebarPath === false, {
        message: 'give sidebars either here (docs.sidebars) or in a sidebars file (docs.sidebarPath), not both',
        path: ['sidebars'],
      })
      // Every docs key has a default (a Docusaurus site may need none), so the object may be left out.
      .prefault({}),
    versions: z
      .object({
        /**
         * Publish each document as it stood under each earlier effective_date in its git history, as
         * an earlier version (`/docs/<doc>/versions/<date>`). Needs the whole history: a shallow
         * clone is an error.
         */
        fromGit: z.boolean().default(false),
      })
      .strict()
      .default({ fromGit: false }),
    translations: z
      .object({
        /**
         * A translation of an older source text: 'notice' publishes it saying so at the top, in the
         * reader's language, with the date of the version it translates and its changed sections
         * marked; 'fallback' publishes the source text instead, as for a missing translation;
         * 'error' fails the build.
         */
        outdated: z.enum(['notice', 'fallback', 'error']).default('notice'),
      })
      .strict()
      .default({ outdated: 'notice' }),
    pdf: z
      .object({
        /** Also print each document and changes page to PDF (as `build --pdf` does), linked as "Download PDF". */
        enabled: z.boolean().default(false),
        /** The Chromium (or Chrome) that prints them. */
        executablePath: z.string().min(1).default('/usr/bin/chromium'),
      })
      .strict()
      .default({ enabled: false, executablePath: '/usr/bin/chromium' }),
    /** Where the mobile menu's 'Contact us' points. */
    supportUrl: url.optional(),
    /** Where "Believe this query should return results? Let us know." points. */
    reportMissingResultsUrl: url.optional(),
    search: z
      .discriminatedUnion('provider', [
        z.object({ provider: z.literal('local'), maxResultsPerGroup }).strict(),
        z
          .object({
            provider: z.literal('algolia'),
            appId: z.string({ error: 'appId is missing' }).min(1, 'appId is missing'),
            apiKey: z.string({ error: 'apiKey is missing' }).min(1, 'apiKey is missing'),
            indexName: z.string().min(1),
            contextualSearch: z.boolean().default(true),
            maxResultsPerGroup,
            /** Hosts to query instead of Algolia's own (a proxy, or `legaldocs serve` in tests). */
            hosts: z.array(url).min(1).optional(),
          })
          .strict(),
      ])
      .default({ provider: 'local', maxResultsPerGroup: 5 }),
    head: z
      .object({
        /**
         * Third-party scripts (analytics container, UI scripts, cookie bar): none by default. The
         * Content-Security-Policy allows each one's origin, and nothing else outside the site.
         */
        scripts: z.array(headScript).default([]),
        /** Third-party stylesheets (web fonts): none by default. */
        stylesheets: z.array(headStylesheet).default([]),
      })
      .strict()
      .default({ scripts: [], stylesheets: [] }),
    blog: z.literal(false).default(false),
    /** Folder of the caches, relative to the site folder (cache-dir.ts has the default). */
    cacheDir: z.string().min(1).optional(),
    /**
     * Folders (relative to the site folder) that symbolic links in content/ and static/ may lead
     * into, besides their own folder: everything in them may then be published.
     */
    allowSymlinksTo: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .superRefine((config, ctx) => {
    // A text given per locale names configured locales only, the default one included.
    const texts: [PropertyKey[], unknown][] = [
      [['title'], config.title],
      [['tagline'], config.tagline],
      [['navbar', 'title'], config.navbar.title],
      [['footer', 'copyright'], config.footer.copyright],
      [['announcementBar', 'content'], config.announcementBar?.content],
    ];
    const locales = Object.keys(config.i18n.locales);
    for (const [path, value] of texts) {
      if (value === null || typeof value !== 'object') continue;
      for (const code of Object.keys(value)) {
        if (!locales.includes(code)) ctx.addIssue({ code: 'custom', path: [...path, code], message: `"${code}" is not a configured locale (${locales.join(', ')})` });
      }
      if (!(config.i18n.defaultLocale in value)) {
        ctx.addIssue({ code: 'custom', path, message: `needs a text for the default locale "${config.i18n.defaultLocale}", used where a locale has none` });
      }
    }
  });

/** A site string as configured: one text, or one per locale code. */
export type LocalizedText = string | Record<string, string>;

/** The text of a site string in `locale`, else in the default locale. */
export function textIn(value: LocalizedText, locale: string, defaultLocale: string): string {
  return typeof value === 'string' ? value : (value[locale] ?? value[defaultLocale] ?? '');
}

/** What a config file may export (defaults not yet applied). */
export type UserConfig = z.input<typeof configSchema>;
/** The validated configuration with every default filled in. */
export type SiteConfig = z.output<typeof configSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
