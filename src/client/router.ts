// The client router: once the page has hydrated it takes same-site link clicks, back and forward,
// loads the next route's data (the old page stays meanwhile), then shows it and updates the title,
// language, URL, scroll and focus. In: the first page and a render function; out: navigation.

import type { PageProps } from '../components/props.ts';
import { createAnnouncer } from './announce.ts';
import { applyHead } from './head.ts';
import { clickedUrl } from './intercept.ts';
import { setNavigator } from './navigation.ts';
import { startPrefetch } from './prefetch.ts';
import { startProgress } from './progress.ts';
import { knownRoutes, loadPage, type Page } from './route-data.ts';
import { matchRoute } from './route-match.ts';
import { entryState, keepScrollInState, newKey, restoreScroll, saveScroll, scrollToHash, type EntryState } from './scroll.ts';

/** Shows a page's props synchronously (so scroll and focus apply to the new page). */
export type Render = (props: PageProps) => void;

type Mode = 'push' | 'pop';

/** Starts routing from the page the browser loaded. */
export function startRouter(first: Page, render: Render): void {
  let currentPath = first.props.path;
  let entry: EntryState = entryState(history.state) ?? { key: newKey() };
  // Counts navigations: only the latest may show.
  let ticket = 0;
  // True while a back/forward step waits for its data: the address is the next entry's, the page the old one's.
  let addressAhead = false;
  const baseUrl = first.shared.baseUrl;
  const announce = createAnnouncer();
  const match = (url: URL) => matchRoute(url, knownRoutes, baseUrl, location.origin, first.shared.trailingSlash);

  // The router restores positions itself; the browser's own restore would jump before the page is there.
  history.scrollRestoration = 'manual';
  // A page loaded at /x.html or /x/index.html shows the clean address, as a client navigation would.
  const clean = currentPath + location.search + location.hash;
  if (location.pathname !== currentPath && match(new URL(location.href))?.path === currentPath) history.replaceState(entry, '', clean);
  else history.replaceState({ ...(history.state as object), ...entry }, '');
  if (entry.scroll) restoreScroll(entry);
  keepScrollInState(() => (addressAhead ? undefined : entry.key));
  // The address of the page on show; a history step that keeps it only moves the scroll.
  let shown = location.pathname + location.search;
  const samePage = (url: URL) => url.origin === location.origin && url.pathname + url.search === shown;

  const prefetcher = startPrefetch(
    (link) => {
      // Any page-like address: routes are not listed (that list would grow with the site), so one
      // that is no page costs a data file's 404, and the click is an ordinary load.
      const m = match(new URL(link.href, document.baseURI));
      return m && m.path !== currentPath ? m.path : undefined;
    },
    (path) => void loadPage(baseUrl, path).catch(() => undefined),
  );

  function show(page: Page, url: URL, mode: Mode) {
    currentPath = page.props.path;
    shown = location.pathname + location.search;
    render(page.props);
    applyHead(page.title, page.meta);
    document.documentElement.lang = page.props.locale.htmlLang;
    document.documentElement.dir = page.props.locale.direction;
    if (!(mode === 'pop' && restoreScroll(entry))) scrollToHash(url.hash);
    announce(page.props.doc?.heading?.text ?? page.props.doc?.title ?? document.querySelector('#main h1')?.textContent ?? page.title);
    prefetcher.scan();
  }

  async function go(url: URL, mode: Mode): Promise<void> {
    const fallback = () => (mode === 'push' ? location.assign(url.href) : location.reload());
    const target = match(url);
    if (!target) return fallback();
    const token = ++ticket;
    addressAhead = mode === 'pop';
    const done = startProgress();
    let page: Page;
    try {
      page = await loadPage(baseUrl, target.path);
    } catch {
      done();
      // A failed load (network, no such route, bad data) becomes an ordinary page load.
      if (token === ticket) fallback();
      return;
    }
    done();
    if (token !== ticket) return;
    addressAhead = false;
    if (mode === 'push') {
      saveScroll(entry.key, true);
      entry = { key: newKey() };
      history.pushState(entry, '', target.path + url.search + url.hash);
    }
    show(page, url, mode);
  }

  /** A link to the page on show: no load, just the scroll (to the hash or the top), as the browser does. */
  function jump(url: URL) {
    if (url.href !== location.href) {
      saveScroll(entry.key, true);
      entry = { key: newKey() };
      history.pushState(entry, '', url.href);
    }
    const target = scrollToHash(url.hash);
    // The browser's own in-page link moves the keyboard's place to the target; so does this one.
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
  }

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = clickedUrl(event, { href: link.getAttribute('href'), target: link.getAttribute('target'), download: link.hasAttribute('download') }, document.baseURI);
    if (!url) return;
    if (samePage(url)) {
      event.preventDefault();
      return jump(url);
    }
    if (!match(url)) return;
    event.preventDefault();
    void go(url, 'push');
  });

  addEventListener('popstate', (event) => {
    if (!addressAhead) saveScroll(entry.key, false);
    const url = new URL(location.href);
    const state = entryState(event.state);
    entry = state ?? { key: newKey() };
    if (!state) history.replaceState(entry, '');
    if (samePage(url)) {
      ticket++;
      addressAhead = false;
      if (!restoreScroll(entry)) scrollToHash(url.hash);
      return;
    }
    void go(url, 'pop');
  });

  setNavigator((href) => {
    const url = new URL(href, location.href);
    if (samePage(url)) jump(url);
    else void go(url, 'push');
  });
  prefetcher.scan();
}
