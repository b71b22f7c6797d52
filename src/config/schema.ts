// The configuration schema: every key, its type and its default, in one readable place.
// In: whatever the config file exports; out (via zod) a fully defaulted SiteConfig.

import { z } from 'zod';

const url = z.string().url();
// Colours end up in a generated stylesheet, so anything that could close the rule is refused.
const cssColor = z.string().regex(/^[#\w\s(),.%/-]+$/, 'a CSS colour such as "#20232a" or "rgb(32 35 42)"');

const locale = z
  .object({
    label: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    htmlLang: z.string().min(2),
  })
  .strict();

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
    title: z.string().min(1),
    tagline: z.string().default(''),
    /** Public origin of the site, used for canonical links and the sitemap. */
    url: url.refine((u) => !new URL(u).pathname.slice(1), 'url is the origin only; put the path in baseUrl'),
    baseUrl: z.string().startsWith('/').endsWith('/').default('/'),
    favicon: z.string().optional(),
    i18n: z
      .object({
        defaultLocale: z.string(),
        locales: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'a BCP 47 tag such as "es" or "zh-Hans"'), locale),
      })
      .strict()
      .refine((i) => i.defaultLocale in i.locales, { message: 'defaultLocale must be one of the configured locales', path: ['defaultLocale'] }),
    navbar: z
      .object({
        title: z.string().default(''),
        logo: z.object({ alt: z.string(), src: z.string(), srcDark: z.string().optional() }).strict().optional(),
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItem).default([]),
      })
      .strict(),
    footer: z
      .object({
        /** `{year}` is replaced with the current year. */
        copyright: z.string(),
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
        content: z.string(),
        backgroundColor: cssColor.default('#fff'),
        textColor: cssColor.default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    docs: z
      .object({
        /** The docs version's main document (its landing doc id). */
        mainDocId: z.string(),
        versionLabel: z.string().default('Next'),
        sidebars: z.record(z.string(), sidebar).refine((s) => Object.keys(s).length > 0, 'at least one sidebar is needed'),
        toc: z
          .object({ minHeadingLevel: z.number().int().min(2).max(6).default(2), maxHeadingLevel: z.number().int().min(2).max(6).default(3) })
          .strict()
          .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, 'minHeadingLevel must not exceed maxHeadingLevel')
          .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
        showLastUpdateTime: z.boolean().default(true),
        showLastUpdateAuthor: z.literal(false).default(false),
        breadcrumbs: z.literal(false).default(false),
      })
      .strict(),
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
    /**
     * Folders (relative to the site folder) that symbolic links in content/ and static/ may lead
     * into, besides their own folder: everything in them may then be published.
     */
    allowSymlinksTo: z.array(z.string().min(1)).default([]),
  })
  .strict();

/** What a config file may export (defaults not yet applied). */
export type UserConfig = z.input<typeof configSchema>;
/** The validated configuration with every default filled in. */
export type SiteConfig = z.output<typeof configSchema>;
export type NavbarItem = SiteConfig['navbar']['items'][number];
