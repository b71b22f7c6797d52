// The render step: one page to its complete HTML with React's renderToString.
// In: the page's PageInput (props included) and the asset URLs; out: the page's HTML text.
// It gets only its own page's data, so worker threads are sent pages, not the whole site.

import { renderToString } from 'react-dom/server';
import { App } from '../../components/App.tsx';
import { htmlDocument, type Assets } from './html.ts';
import type { PageInput } from './page-input.ts';

export function renderPage(page: PageInput, assets: Assets): string {
  return htmlDocument(page, renderToString(<App props={page.props} />), assets);
}
