// The whole page below <body>: skip link, announcement bar, navbar, the page for the route
// (inside an error boundary), footer. In: PageProps; out: the React tree rendered on the server
// and hydrated. The router may re-render it with another page's props, without remounting.

import { useEffect } from 'react';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { CategoryPage } from './CategoryPage.tsx';
import { ChangesPage } from './ChangesPage.tsx';
import { DocPage } from './DocPage.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { DocsIndexPage, HomePage, NotFoundPage, SearchPage } from './IndexPages.tsx';
import { Navbar } from './Navbar.tsx';
import type { PageProps } from './props.ts';

function Page({ props }: { props: PageProps }) {
  switch (props.kind) {
    case 'doc':
      return <DocPage props={props} />;
    case 'changes':
      return <ChangesPage props={props} />;
    case 'home':
      return <HomePage props={props} />;
    case 'docs-index':
      return <DocsIndexPage props={props} />;
    case 'category':
      return <CategoryPage props={props} />;
    case 'search':
      return <SearchPage props={props} />;
    default:
      return <NotFoundPage props={props} />;
  }
}

export function App({ props }: { props: PageProps }) {
  const { ui, chrome } = props;
  // Marks the page interactive: controls that need the client (the menu button) work from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipToContent}
      </a>
      {chrome.announcementBar && <AnnouncementBar bar={chrome.announcementBar} ui={ui} path={props.path} tag={chrome.fallbackTag} />}
      <Navbar props={props} />
      <ErrorBoundary ui={ui} resetKey={props.path}>
        <Page props={props} />
      </ErrorBoundary>
      <Footer chrome={chrome} ui={ui} />
    </>
  );
}
