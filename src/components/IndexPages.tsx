// The pages that list documents rather than show one: home, docs landing, search and not-found.
// In: PageProps; out: each page's main content.

import { navigate } from '../client/navigation.ts';
import type { PageProps, SidebarItemView } from './props.ts';
import { DocLabel } from './DocLabel.tsx';
import { SearchPageView } from './search/SearchPageView.tsx';
import { Sidebar } from './Sidebar.tsx';

type Category = Extract<SidebarItemView, { type: 'category' }>;

const links = (items: SidebarItemView[]): Extract<SidebarItemView, { type: 'link' }>[] =>
  items.flatMap((i) => (i.type === 'link' ? [i] : links(i.items)));

/** An index shows everything: every category starts open (the visitor may still close one). */
const expanded = (items: SidebarItemView[]): SidebarItemView[] =>
  items.map((i) => (i.type === 'category' ? { ...i, collapsed: false, items: expanded(i.items) } : i));

/** The first sidebar's top-level categories are the products; each lists all its documents. */
function Products({ props }: { props: PageProps }) {
  const first = props.sidebars[0];
  const products = first?.items.filter((i): i is Category => i.type === 'category') ?? [];
  if (!products.length) return null;
  return (
    <section className="products" aria-labelledby="products-heading">
      <h2 id="products-heading">{props.ui.productsHeading}</h2>
      <div className="products__grid">
        {products.map((product) => (
          <section key={product.label} className="product" aria-label={product.label}>
            <h3 className="product__title">{product.href ? <a href={product.href}>{product.label}</a> : product.label}</h3>
            <ul className="product__docs">
              {links(product.items).map((l) => (
                <li key={l.href}>
                  <a href={l.href}>
                    <DocLabel item={l} tag={props.chrome.fallbackTag} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function AllSidebars({ props }: { props: PageProps }) {
  return (
    <div className="doc-index">
      {props.sidebars.map((s) => (
        <section key={s.id} className="doc-index__group" aria-labelledby={`sidebar-${s.id}`}>
          <h2 id={`sidebar-${s.id}`}>
            <a href={s.href}>{s.label}</a>
          </h2>
          <Sidebar items={expanded(s.items)} current="" label={s.label} ui={props.ui} fallbackTag={props.chrome.fallbackTag} lang={props.locale.htmlLang} />
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
      <Products props={props} />
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

/** Says the link is broken, then helps on: a search (a plain GET form without JavaScript), the home page and the documents. */
export function NotFoundPage({ props }: { props: PageProps }) {
  const { ui, chrome } = props;
  return (
    <main id="main" className="page not-found" tabIndex={-1}>
      <h1>{ui.notFoundTitle}</h1>
      <p>{ui.notFoundBody}</p>
      <p>{ui.notFoundAction}</p>
      <p>{ui.notFoundHelp}</p>
      <form
        className="search-form"
        role="search"
        action={chrome.searchHref}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          const query = new FormData(e.currentTarget).get('q')?.toString().trim().slice(0, 64) ?? '';
          navigate(query ? `${chrome.searchHref}?q=${encodeURIComponent(query)}` : chrome.searchHref);
        }}
      >
        <label htmlFor="not-found-search">{ui.searchPageLabel}</label>
        <input id="not-found-search" name="q" type="search" maxLength={64} placeholder={ui.searchPlaceholder} />
        <button type="submit" className="button">
          {ui.searchSubmit}
        </button>
      </form>
      <ul className="not-found__links">
        <li>
          <a href={chrome.homeHref}>{ui.notFoundHome}</a>
        </li>
        <li>
          <a href={chrome.docsHref}>{ui.docsIndexTitle}</a>
        </li>
      </ul>
    </main>
  );
}
