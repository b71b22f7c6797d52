// The whole page below <body>: skip link, navbar, the page for the route, footer.
// In: PageProps and the URL path; out: the React tree rendered on the server and hydrated.

import { DocPage } from './DocPage.tsx';
import { Footer } from './Footer.tsx';
import { DocsIndexPage, HomePage, NotFoundPage, SearchPage } from './IndexPages.tsx';
import { Navbar } from './Navbar.tsx';
import type { PageProps } from './props.ts';

export function App({ props }: { props: PageProps }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {props.ui.skipToContent}
      </a>
      <Navbar props={props} />
      {props.kind === 'doc' ? (
        <DocPage props={props} />
      ) : props.kind === 'home' ? (
        <HomePage props={props} />
      ) : props.kind === 'docs-index' ? (
        <DocsIndexPage props={props} />
      ) : props.kind === 'search' ? (
        <SearchPage props={props} />
      ) : (
        <NotFoundPage props={props} />
      )}
      <Footer chrome={props.chrome} ui={props.ui} />
    </>
  );
}
