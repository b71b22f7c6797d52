// The configuration schema: every key, its type and its default, in one readable place.
// In: whatever the config file exports; out (via zod) a fully defaulted SiteConfig.
// Long because every key stays in this one schema, with its default and cross-field rules, read top to bottom.

import { z } from 'zod';
import { redirectPath } from './redirect-path.ts';

/** Where a site keeps its config unless --config names another file, relative to the site folder. */
export const defaultConfigPath = 'config/legal-docs.config.ts';

const parsedUrl = (u: string) => (URL.canParse(u) ? new URL(u) : undefined);
const withProtocol = (protocols: string[], message: string) =>
  z.string().refine((u) => {
    const parsed = parsedUrl(u);
    // Credentials in a URL copied into every page would publish them.
    return parsed !== undefined && protocols.includes(parsed.protocol) && !parsed.username && !parsed.password;
  }, message);
/** A web address: http or https only (no javascript:, data: or ftp:), with no user name or password. */
const url = withProtocol(['http:', 'https:'], 'an http:// or https:// address, without a user name or password');
/** Where a link a reader follows leads: a web address, or a mailto: address. */
const linkUrl = withProtocol(['http:', 'https:', 'mailto:'], 'an http://, https:// or mailto: address (no javascript: or data:), without a user name or password');
/** A language tag as BCP 47 spells it ("en", "pt-BR", "zh-Hans"): what browsers, search engines and Intl read. */
const isLanguageTag = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};
const languageTag = z.string().refine(isLanguageTag, 'a BCP 47 language tag such as "en", "en-US" or "zh-Hans" (a hyphen, not "_")');
// A value sent in an HTTP header (a request's, or the Content-Security-Policy naming a host made
// from it): printable ASCII only, or a server refuses or dies on it.
const headerSafe = z.string().regex(/^[\x21-\x7E]*$/, 'printable ASCII characters only: letters, digits and punctuation, no spaces');
/** A path relative to the site folder in which `{locale}` stands for a locale code. */
const localePattern = z.string().refine((p) => p.split('{locale}').length === 2, 'a path with {locale} in it once, standing for the locale code');
// Colours end up in a generated stylesheet, so anything that could close the rule is refused.
const cssColor = z.string().regex(/^[#\w\s(),.%/-]+$/, 'a CSS colour such as "#20232a" or "rgb(32 35 42)"');

const locale = z
  .object({
    label: z.string().min(1),
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    htmlLang: languageTag,
    /** The language tag whose way of writing dates every page of the locale uses, when not htmlLang's ("en-GB": 2 June 2025). */
    dateLocale: languageTag.optional(),
  })
  .strict();

/**
 * A site string (title, tagline, copyright, announcement): one text for every locale, or a text per
 * locale code (the default locale's required, and used for locales not listed).
 */
const localizedText = (text: z.ZodString = z.string()) => z.union([text, z.record(z.string(), text)]);

const linkTarget = { to: z.string().startsWith('/').optional(), href: linkUrl.optional() };

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

/** Template values: nested keys, each value markdown, a number or a yes/no (the markdown stage's Variables). */
type VariableTree = { [key: string]: string | number | boolean | VariableTree };
const variables: z.ZodType<VariableTree> = z.lazy(() => z.record(z.string().regex(/^[A-Za-z_][\w-]*$/, 'a key of letters, digits, "_" and "-"'), z.union([z.string(), z.number(), z.boolean(), variables])));

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

/** A file of the site (a path in static/, from its root: 'brand.css' or '/brand.css'), not a URL of another site. */
const sitePath = z.string().min(1).regex(/^(?![a-z][a-z0-9+.-]*:|\/\/)/i, 'a path in static/ such as "brand.css", or a URL such as "https://fonts.example.com/brand.css"');

const headStylesheet = z
  .object({
    /** A stylesheet of another site (web fonts), or one of this site's, in static/. */
    href: z.union([url, sitePath]),
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
    baseUrl: z
      .string()
      .startsWith('/')
      .endsWith('/')
      // `//host/` would point every asset at another site.
      .refine((b) => !b.startsWith('//'), { message: 'a path on the site, such as "/" or "/legal/": "//" starts another host', abort: true })
      .regex(/^[\w\-.~!$&'()*+,;=:@/]*(?:%[0-9A-Fa-f]{2}[\w\-.~!$&'()*+,;=:@/]*)*$/, 'a URL path: spaces and characters outside ASCII percent-encoded ("/a%20b/")')
      .default('/'),
    /**
     * The output layout, named as Docusaurus names it: true writes every page as `<path>/index.html`,
     * addressed `<path>/` (hosts that map no `.html`: S3 website endpoints, plain nginx); false
     * writes `<path>.html`, addressed `<path>`.
     */
    trailingSlash: z.boolean().default(false),
    favicon: z.string().optional(),
    /**
     * Addresses that moved: each `from` (a path from the site root, as readers have it) answers with
     * a permanent redirect to `to` (a page's path, a file in static/, or another site's URL), in every
     * locale. Written as build/_redirects and as a page at each old address; checked by `check`.
     */
    redirects: z
      .array(
        z.object({
          from: z.union([redirectPath, z.array(redirectPath).min(1)]),
          to: z.string().regex(/^(?:\/|https?:\/\/)\S*$/, 'a path from the site root ("/docs/terms") or an http(s) URL, without spaces'),
        }),
      )
      .default([]),
    /** The social card: an image in static/ shown where a page is shared (og:image, twitter:image). */
    image: z.string().min(1).optional(),
    i18n: z
      .object({
        defaultLocale: z.string(),
        locales: z.record(z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'a BCP 47 tag such as "es" or "zh-Hans"').refine(isLanguageTag, 'a BCP 47 tag such as "es" or "zh-Hans"'), locale),
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
        /** `{year}` is replaced with the current year; none by default. */
        copyright: localizedText().default(''),
        links: z
          .array(
            z
              .object({
                label: z.string(),
                href: linkUrl,
                icon: z.enum(['tiktok', 'youtube', 'discord', 'reddit', 'x', 'link']).default('link'),
              })
              .strict(),
          )
          .default([]),
      })
      .strict()
      // Every footer key has a default, so the object may be left out.
      .prefault({}),
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
        /**
         * Globs (from the docs folder, and from each translations folder) of markdown files that are
         * not documents. By default a repository's GitHub files (LICENSE.md, CONTRIBUTING.md …), as GitHub
         * Pages leaves them out; with layout 'docusaurus', a Docusaurus config's `exclude` (or its default, `_`-prefixed files).
         */
        exclude: z.array(z.string().min(1)).optional(),
        /**
         * The URL path the documents are published under: 'docs' (/docs/…) by default, '/' for the
         * site's root, 'legal' for /legal/…; a Docusaurus config's routeBasePath when absent.
         */
        routeBasePath: z
          .string()
          .regex(/^\/?([\w.~-]+\/)*[\w.~-]*\/?$/, "a URL path such as 'docs', 'legal/policies' or '/' (letters, digits, '.', '_', '~', '-' between slashes)")
          .optional(),
        /**
         * A Docusaurus site's versions (versions.json): the version the docs root serves (the newest
         * released one by default; 'current' is the docs folder), the versions to publish, whether the
         * docs folder's is one, and a version's label and URL segment. A Docusaurus config's options when absent.
         */
        lastVersion: z.string().min(1).optional(),
        onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
        includeCurrentVersion: z.boolean().optional(),
        versions: z
          .record(z.string(), z.object({ label: z.string().min(1).optional(), path: z.string().regex(/^\/?[\w.~-]+\/?$/, "a URL segment such as 'next' or '1.x'").optional() }).strict())
          .optional(),
        /**
         * Which MDX a Docusaurus site's documents are read as: 1 as Docusaurus 2 reads them (braces in
         * text are text, HTML blocks are blocks of JSX), 2 as Docusaurus 3 does. By default from the
         * site's @docusaurus/core version (config/docusaurus-version.ts), else 2.
         */
        mdx: z.union([z.literal(1), z.literal(2)]).optional(),
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
        /**
         * The time zone whose calendar date is the build date (an IANA name): a version takes effect
         * at the start of its effective_date there, so the first build on or after it shows it in force.
         */
        timeZone: z
          .string()
          .refine((zone) => {
            try {
              new Intl.DateTimeFormat('en', { timeZone: zone });
              return true;
            } catch {
              return false;
            }
          }, 'an IANA time zone name, such as "UTC" or "America/Los_Angeles"')
          .default('UTC'),
        /**
         * Warn when a version was first published (committed with its effective_date) fewer days
         * than this before it takes effect; off unless set.
         */
        noticeDays: z.number().int().min(1).max(3650).optional(),
      })
      .strict()
      .prefault({}),
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
      .prefault({}),
    pdf: z
      .object({
        /** Also print each document and changes page to PDF (as `build --pdf` does), linked as "Download PDF". */
        enabled: z.boolean().default(false),
        /** The Chromium (or Chrome, or Edge) that prints them; by default the first installed where the system keeps them (pdf.ts). */
        executablePath: z.string().min(1).optional(),
        /**
         * The TrueType files (regular and bold; a path from the site folder or a file in a package) per
         * language tag, for the PDFs of that language; by default Noto Sans for ja, ko, zh-Hans and zh-Hant (pdf-fonts.ts).
         */
        fonts: z.record(z.string().min(1), z.object({ regular: z.string().min(1), bold: z.string().min(1) }).strict()).default({}),
      })
      .strict()
      .prefault({}),
    /** Where the mobile menu's 'Contact us' points. */
    supportUrl: linkUrl.optional(),
    /** Where "Believe this query should return results? Let us know." points. */
    reportMissingResultsUrl: linkUrl.optional(),
    search: z
      .discriminatedUnion('provider', [
        z.object({ provider: z.literal('local'), maxResultsPerGroup }).strict(),
        z
          .object({
            provider: z.literal('algolia'),
            appId: z
              .string({ error: 'appId is missing' })
              .min(1, 'appId is missing')
              .regex(/^[A-Za-z0-9-]+$/, 'an Algolia application id: letters and digits (it names the host searched, in the Content-Security-Policy header)'),
            apiKey: z.string({ error: 'apiKey is missing' }).min(1, 'apiKey is missing').pipe(headerSafe),
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
    theme: z
      .object({
        /**
         * The site's own CSS files (relative to the site folder), bundled after legaldocs's styles
         * into the stylesheet every page links: the brand's custom properties (docs/branding.md),
         * and fonts and images its url()s name beside it, published with hashed names.
         */
        customCss: z.union([z.string().min(1), z.array(z.string().min(1))]).optional(),
      })
      .strict()
      // Every theme key is optional, so the object may be left out.
      .prefault({}),
    blog: z.literal(false).default(false),
    /**
     * Values for the Liquid templating of Jekyll and docs.github.com sites: `{{ site.x }}` and
     * `{% data x.y %}` in documents show the value at that dotted path, as markdown. Nothing else of
     * Liquid runs; other tags, and paths with no value here, are warned about and shown as written.
     */
    variables: variables.default({}),
    /** Folder of the caches, relative to the site folder (cache-dir.ts has the default). */
    cacheDir: z.string().min(1).optional(),
    /**
     * Folders (relative to the site folder) that symbolic links in content/ and static/ may lead
     * into, besides their own folder: everything in them may then be published.
     */
    allowSymlinksTo: z.array(z.string().min(1)).default([]),
    /**
     * What one document may hold: parsing takes about 200 times a document's size in memory, and
     * over 1,000 times for a table; every heading is listed in each locale's page.
     */
    limits: z
      .object({
        /** Bytes of markdown. */
        documentSize: z.number().int().positive().default(8_000_000),
        /** Headings (h2–h6: what the table of contents and search list). */
        headings: z.number().int().positive().default(5_000),
        /** Rows of one table. */
        tableRows: z.number().int().positive().default(5_000),
      })
      .strict()
      .default({ documentSize: 8_000_000, headings: 5_000, tableRows: 5_000 }),
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
