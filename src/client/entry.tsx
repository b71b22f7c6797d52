// Browser entry: hydrates the server-rendered page, then hands navigation to the client router.
// In: #__ld (server HTML), #__ld_props (the route's own data), the locale's shared data file and the
// route's sidebars file (both preloaded by the page); out: a live React tree whose page the router swaps.

import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../components/App.tsx';
import type { PageProps } from '../components/props.ts';
import type { RouteData } from '../shared/route-data.ts';
import { normalisedRoute } from './normalise-route.ts';
import { assembleProps, knownRoutes, loadLocale, loadPage, loadSidebars, seedRoute, type Page } from './route-data.ts';
import { startRouter } from './router.ts';
import './styles/site.css';
import './styles/router.css';
import './styles/versions.css';

/** Holds the page's props; the router replaces them on each navigation. */
function Root({ first }: { first: Page }) {
  const [props, setProps] = useState<PageProps>(first.props);
  // Rendering synchronously lets the router scroll and focus the new page right after.
  useEffect(() => startRouter(first, (next) => flushSync(() => setProps(next))), [first]);
  return <App props={props} />;
}

async function start(root: HTMLElement, json: string) {
  const route = JSON.parse(json) as RouteData;
  // The document body travels once, as HTML; hydration reuses it from the page instead of a copy.
  if (route.doc) route.doc = { ...route.doc, html: root.querySelector('[data-doc-html]')?.innerHTML ?? '' };
  if (route.changes) route.changes = { ...route.changes, html: root.querySelector('[data-changes-html]')?.innerHTML ?? '' };
  // Both preloaded by the page.
  const [shared, sidebars] = await Promise.all([loadLocale(route.localeData), loadSidebars(route.sidebarsData)]);
  if (route.kind === 'not-found') {
    // The address may name a route in a form this host does not serve (`/x/index.html`): go there,
    // in place of this entry, keeping the query and the section. Other locales' routes are not in
    // this locale's list; their data file tells whether they exist.
    const exists = (path: string) => loadPage(shared.baseUrl, path).then(() => true, () => false);
    const target = await normalisedRoute(new URL(location.href), knownRoutes, exists, shared.trailingSlash);
    if (target) return location.replace(target + location.search + location.hash);
  }
  seedRoute(shared.baseUrl, route);
  hydrateRoot(root, <Root first={{ props: assembleProps(route, shared, sidebars), title: document.title, meta: route.meta, shared }} />);
}

const root = document.getElementById('__ld');
const data = document.getElementById('__ld_props');
if (root && data?.textContent) {
  // Without the locale's data the page stays as the server rendered it: readable, with plain links.
  start(root, data.textContent).catch((error: unknown) => console.warn('legaldocs: the page stays static;', error));
}
