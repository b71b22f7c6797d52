// The pages that list documents rather than show one: home, docs landing, search and not-found.
// In: PageProps; out: each page's main content.

import type { PageProps } from './props.ts';
import { SearchPageView } from './search/SearchPageView.tsx';
import { Sidebar } from './Sidebar.tsx';

function AllSidebars({ props }: { props: PageProps }) {
  return (
    <div className="doc-index">
      {props.sidebars.map((s) => (
        <section key={s.id} className="doc-index__group" aria-labelledby={`sidebar-${s.id}`}>
          <h2 id={`sidebar-${s.id}`}>
            <a href={s.href}>{s.label}</a>
          </h2>
          <Sidebar items={s.items.map((i) => (i.type === 'category' ? { ...i, collapsed: false } : i))} current="" label={s.label} />
        </section>
      ))}
    </div>
  );
}

export function HomePage({ props }: { props: PageProps }) {
  const { ui, chrome } = props;
  return (
    <main id="main" className="page" tabIndex={-1}>
      <div className="hero">
        <h1>{chrome.title}</h1>
        <p className="hero__tagline">{chrome.tagline || ui.homeIntro}</p>
        <a className="button" href={chrome.brandHref}>
          {ui.readDocuments}
        </a>
      </div>
      <AllSidebars props={props} />
    </main>
  );
}

export function DocsIndexPage({ props }: { props: PageProps }) {
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1>{props.ui.docsIndexTitle}</h1>
      <AllSidebars props={props} />
    </main>
  );
}

export function SearchPage({ props }: { props: PageProps }) {
  const { ui } = props;
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1>{ui.searchPageTitle}</h1>
      <SearchPageView ui={ui} view={props.search} />
    </main>
  );
}

export function NotFoundPage({ props }: { props: PageProps }) {
  const { ui } = props;
  return (
    <main id="main" className="page" tabIndex={-1}>
      <h1>{ui.notFoundTitle}</h1>
      <p>{ui.notFoundBody}</p>
      <p>{ui.notFoundAction}</p>
    </main>
  );
}
