// Test harness served in place of the client bundle: hydrates the page as the client entry does,
// then lets a test re-render <App> with another page's props (as the client router will).
// In: the page's server HTML and props; out: `window.harness` for the test to drive.

import { hydrateRoot } from 'react-dom/client';
import { App } from '../../../src/components/App.tsx';
import type { PageProps } from '../../../src/components/props.ts';

function propsOf(doc: Document): PageProps {
  const props = JSON.parse(doc.getElementById('__ld_props')!.textContent!) as PageProps;
  if (props.doc) props.doc.html = doc.querySelector('[data-doc-html]')?.innerHTML ?? '';
  return props;
}

const root = hydrateRoot(document.getElementById('__ld')!, <App props={propsOf(document)} />);

Object.assign(window, {
  harness: {
    props: propsOf(document),
    /** Loads another page's props, the way a router would. */
    async load(url: string): Promise<PageProps> {
      const html = await (await fetch(url)).text();
      return propsOf(new DOMParser().parseFromString(html, 'text/html'));
    },
    render(props: PageProps) {
      root.render(<App props={props} />);
    },
  },
});
