// English UI strings: the source of every key. `{name}` marks a value filled in at render time.
export const en = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  docsSidebar: 'Docs sidebar',
  onThisPage: 'On this page',
  lastUpdatedOn: 'Last updated on {date}',
  previous: 'Previous',
  next: 'Next',
  docsPagination: 'Docs pages',
  fallbackNotice: 'This page is not yet available in {language}. It is shown in English.',
  language: 'Language',
  switchToDark: 'Switch to dark mode',
  switchToLight: 'Switch to light mode',
  search: 'Search',
  searchPlaceholder: 'Search docs',
  searchPageTitle: 'Search the documentation',
  searchPageLabel: 'Search query',
  searchSubmit: 'Search',
  homeTitle: 'Legal documents',
  homeIntro: 'Terms, privacy policies and other legal notices for our products.',
  docsIndexTitle: 'All documents',
  readDocuments: 'Read the documents',
  notFoundTitle: 'Page Not Found',
  notFoundBody: 'We could not find what you were looking for.',
  notFoundAction: 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  footerSocial: 'Follow us',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
