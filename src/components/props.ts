// The data a page renders from: made at build time, serialised into the page for hydration.
// In: nothing (types only); out: PageProps and the shapes inside it.
// Long because every shape a page renders from is declared here, beside the one it sits in.

import type { Messages } from '../i18n/index.ts';
import type { SearchView } from '../shared/search-view.ts';
import type { OutdatedView } from './outdated-props.ts';

export interface LinkView {
  label: string;
  href: string;
  /** External links open as plain links, never through the client router. */
  external: boolean;
}

export type NavItemView =
  | ({ type: 'link'; position: 'left' | 'right' } & LinkView)
  | { type: 'dropdown'; position: 'left' | 'right'; label: string; items: LinkView[] };

export type SidebarItemView =
  /** A document (docId), or a link a sidebars file adds; `lang` is the source language of an untranslated (fallback) document, shown as it is. */
  | { type: 'link'; label: string; href: string; docId?: string; lang?: string }
  /** `href`: the label leads to its document or index page. `more`: a page of a large sidebar carries only some of its entries (page-sidebar.ts). */
  | { type: 'category'; label: string; collapsed: boolean; href?: string; items: SidebarItemView[]; more?: SidebarMore };

/** Entries of a large sidebar a page leaves out: how many there are in all, and the page that lists them. */
export interface SidebarMore {
  count: number;
  href: string;
}

/** A sidebar as a page shows it. */
export interface SidebarView {
  id: string;
  label: string;
  href: string; // the sidebar's landing page
  items: SidebarItemView[];
  /** For a sidebar too large to go whole into each page: the URL of its whole list, loaded when a reader opens a category the page carries in part. */
  full?: string;
  /** Top-level entries the page leaves out. */
  more?: SidebarMore;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** A date formatted for the page's locale, with its machine-readable form for <time>. */
export interface DateView {
  text: string;
  /** YYYY-MM-DD. */
  iso: string;
}

/** One earlier version in a current document's "Previous versions" list. */
export interface VersionView {
  href: string;
  /** The source language's tag, when that version's page in this locale shows the source text (untranslated). */
  lang?: string;
  from: DateView;
  until: DateView;
  /** What changed when this version took effect (none for the first). */
  changesHref?: string;
}

/** What an archived version says about itself and links to. */
export interface ArchiveView {
  from: DateView;
  until: DateView;
  current: { href: string };
  /** The comparison of this version with the current document. */
  compareHref?: string;
  earlier?: { href: string; date: DateView };
  /** The next version, which may be the current document. */
  later?: { href: string; date: DateView; current: boolean };
}

/** On a document's page while a later version is announced: the next one to take effect. */
export interface NextVersionView {
  href: string;
  date: DateView;
  /** What will change that day. */
  changesHref?: string;
}

/** The banner of a version that is not in force yet (its own page, or a document no version of which is). */
export interface UpcomingView {
  from: DateView;
  /** The version in force until then (the document's page); none when no version is. */
  inForce?: { href: string; date: DateView };
  /** What will change that day. */
  changesHref?: string;
}

/** The own page of the version in force: the same text the document's page shows. */
export interface InForceView {
  from: DateView;
  current: { href: string };
}

export interface DocView {
  id: string;
  /** The document's title (the browser tab's, the sidebar's). */
  title: string;
  /** The h1 the document starts with, shown instead of the title, with its id (a link target). */
  heading?: { text: string; id: string };
  /** Body HTML. Left out of the serialised props: the client reads it from the rendered page. */
  html: string;
  toc: TocItem[];
  /** Already formatted for the page's locale, so server and client print the same text. */
  lastUpdated?: string;
  lastUpdatedIso?: string;
  /** The day the text took effect; a document that has one shows no other "last updated" date … */
  effective?: DateView;
  /** The text says that day itself, on its own line: the heading does not say it again. */
  effectiveInText?: boolean;
  /** … unless its front matter declares a later update: a correction that changed no terms. */
  corrected?: DateView;
  /** On a current document with earlier versions: those versions, newest first … */
  versions?: VersionView[];
  /** … and the page of what changed when this text took effect (on versions too, but the first). */
  changesHref?: string;
  fallback: boolean;
  /** The language the text is in when it is not the page's (an untranslated document). */
  lang?: string;
  /** Set on a translation made from an older source text, or on the source text shown in its place. */
  outdated?: OutdatedView;
  prev?: { title: string; href: string };
  next?: { title: string; href: string };
  sidebarId?: string;
  /** Set on earlier versions of a document (and only on them): the archive banner. */
  archive?: ArchiveView;
  /** On a page of a docs version the docs root does not serve (unreleased, or older): its banner. */
  docsVersion?: DocsVersionView;
  /** Set on a version not in force yet: its banner, instead of "Effective …". */
  upcoming?: UpcomingView;
  /** On the document's page (and the version it shows) while a later version is announced. */
  nextVersion?: NextVersionView;
  /** On the own page of the version in force. */
  inForce?: InForceView;
  /** The page as a PDF, when the build prints them. */
  pdfHref?: string;
}

/** A docs version other than the one at the docs root, and the page of the one there. */
export interface DocsVersionView {
  label: string;
  /** The docs folder's version, not yet released. */
  unreleased: boolean;
  /** The same document in the version at the docs root, else that version's main document. */
  latest: { label: string; href: string };
}

export type ChangeBadge = 'changed' | 'added' | 'removed' | 'moved' | 'renumbered';

/** A changes page: two versions of a document compared, the whole text with the changes marked. */
export interface ChangesView {
  /** The current document's id, title and address in this locale. */
  docId: string;
  title: string;
  docHref: string;
  /** 'on': what took effect on the newer version's date; 'since': everything since the older one. */
  kind: 'on' | 'since';
  older: { href: string; from: DateView };
  newer: { href: string; from: DateView; current: boolean; upcoming: boolean };
  /** The non-zero counts as the clauses of the summary sentence, in the page's words ("4 sections changed", "1 added"). */
  counts: { badge: ChangeBadge; text: string }[];
  /** The sections with a change, in reading order (the summary's list). */
  sections: { id: string; title: string; badges: ChangeBadge[] }[];
  /** The compared text. Left out of the serialised props: the client reads it from the rendered page. */
  html: string;
  /** True when the locale lacks a translation of either version and the default locale's are compared. */
  fallback: boolean;
  /** Set when that is because a translation is outdated (translations.ts), not missing. */
  outdatedTranslation?: boolean;
  /** The source language's name in the page's language ("Englisch"). */
  sourceLanguage: string;
  /** The language of the text shown, when it is not the page's (a fallback shows the source's). */
  lang?: string;
  sidebarId?: string;
  /** The page as a PDF, when the build prints them. */
  pdfHref?: string;
}

/** A category's index page: its entries as cards (Docusaurus's generated index). */
export interface CategoryView {
  title: string;
  description?: string;
  cards: { kind: 'doc' | 'category' | 'link'; label: string; href: string; description?: string; count?: number }[];
  prev?: { title: string; href: string };
  next?: { title: string; href: string };
}

export interface LocaleLink {
  code: string;
  label: string;
  htmlLang: string;
  href: string;
}

export interface ChromeView {
  /**
   * Every locale, for the language menu, on a site of more locales than each page lists itself
   * (its `locales` then holds only its own and the default): the menu links to the same page in
   * each once hydrated, its address made as the build makes it.
   */
  languages?: { baseUrl: string; defaultLocale: string; list: Omit<LocaleLink, 'href'>[] };
  /** The site title (the home page's heading). */
  title: string;
  /** The navbar's title beside the logo. */
  brandTitle: string;
  tagline: string;
  /** Where the brand links: the docs version's main page in this locale. */
  brandHref: string;
  logo?: { alt: string; src: string; srcDark?: string };
  navItems: NavItemView[];
  homeHref: string;
  docsHref: string;
  searchHref: string;
  copyright: string;
  /** The configured copyright text with `{year}` left in, so the client can refresh the year. */
  copyrightTemplate: string;
  /** Each link with its icon's outline (SVG path data). */
  socialLinks: { label: string; href: string; iconPath: string }[];
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  hideOnScroll: boolean;
  /** Colours come from a generated stylesheet (no inline styles under the CSP). `link` follows the text. */
  /** `link.inSource`: the page it leads to shows the source-language text (marked with the fallback tag). */
  announcementBar?: { id: string; content: string; isCloseable: boolean; link?: { href: string; label: string; inSource?: boolean } };
  /** Marks a link to an untranslated document, in the visitor's language: '(English)'. */
  fallbackTag: string;
  /** The locale's Atom feed of document changes, when any document has versions. */
  feed?: { href: string };
  /** The mobile menu's 'Contact us' target. */
  supportUrl?: string;
  /** The one docs version, remembered in storage as the visitor's preferred version. */
  docsVersion: { pluginId: string; name: string; label: string };
}

export interface PageProps {
  kind: 'home' | 'search' | 'docs-index' | 'doc' | 'category' | 'changes' | 'not-found';
  /** The route's URL path (what the sidebar marks as current). */
  path: string;
  locale: { code: string; htmlLang: string; direction: 'ltr' | 'rtl'; label: string };
  /** The same page in each locale, for the language menu. */
  locales: LocaleLink[];
  ui: Messages;
  chrome: ChromeView;
  /** The sidebar of the current doc, category or changes page (in part, when large), or every sidebar on the home and docs index pages. */
  sidebars: SidebarView[];
  doc?: DocView;
  category?: CategoryView;
  changes?: ChangesView;
  /** How the search button, modal and page search. */
  search: SearchView;
}
