// Browser entry: hydrates the server-rendered page from the props serialised beside it.
// In: #__ld (server HTML) and #__ld_props (JSON); out: a live React tree.

import { hydrateRoot } from 'react-dom/client';
import { App } from '../components/App.tsx';
import type { PageProps } from '../components/props.ts';
import './styles/site.css';

const root = document.getElementById('__ld');
const data = document.getElementById('__ld_props');
if (root && data?.textContent) {
  const props = JSON.parse(data.textContent) as PageProps;
  // The document body travels once, as HTML; hydration reuses it from the page instead of a copy.
  if (props.doc) props.doc.html = root.querySelector('[data-doc-html]')?.innerHTML ?? '';
  hydrateRoot(root, <App props={props} />);
}
