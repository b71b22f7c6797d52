// The pages that list documents rather than show one: home, docs landing, search and not-found.
// In: PageProps; out: each page's main content.

import { navigate } from '../client/navigation.ts';
import type { PageProps, SidebarItemView } from './props.ts';
import { DocLabel } from './DocLabel.tsx';
import { SearchPageView } from './search/SearchPageView.tsx';
import { Sidebar } from './Sidebar.tsx';

type Category = Extract<SidebarItemView, { type: 'category' }>;
type Link = Extract<SidebarItemView, { type: 'link' }>;

/** An index shows everything: every category starts open (the visitor may still close one). */
const expanded = (items: SidebarItemView[]): SidebarItemView[] =>
  items.map((i) => (i.type === 'category' ? { ...i, collapsed: false, items: expanded(i.items) } : i));

/** A category's label, leading to its page when it has one. */
const Label = ({ item }: { item: Category }) => (item.href ? <a href={item.href}>{item.label}</a> : <>{item.label}</>);

/** A product's entries as the sidebar nests them: documents, then each sub-category under a heading of the next level. */
function Entries({ items, level, tag }: { items: SidebarItemView[]; level: number; tag: string }) {
  const Heading = `h${Math.min(level, 6)}` as 'h4';
  return (
    <ul className="product__docs">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <a href={item.href}>
              <DocLabel item={item} tag={tag} />
            </a>
          </li>
        ) : (
          <li key={`${item.label}\0${item.href ?? ''}`} className="product__group">
            <Heading className="product__group-title">
              <Label item={item} />
            </Heading>
            <Entries items={item.items} level={level + 1} tag={tag} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The first sidebar's top level, as it lists it: each category (a product) a card of its documents
 * with its sub-categories under their own headings (a card that holds some spans the row), and the
 * documents at the top of the sidebar one card, where the first of them stands, named as the sidebar.
 */
function Products({ props }: { props: PageProps }) {
  const first = props.sidebars[0];
  if (!first?.items.length) return null;
  const tag = props.chrome.fallbackTag;
  const top = first.items.filter((i): i is Link => i.type === 'link');
  const cards = first.items.flatMap((item): (Category | Link[])[] => (item.type === 'category' ? [item] : item === top[0] ? [top] : []));
  return (
    <section className="products" aria-labelledby="products-heading">
      <h2 id="products-heading">{props.ui.productsHeading}</h2>
      <div className="products__grid">
        {cards.map((card) =>
          Array.isArray(card) ? (
            <section key="top" className="product" aria-labelledby="products-top">
              <h3 className="product__title" id="products-top">
                {first.label}
              </h3>
              <Entries items={card} level={4} tag={tag} />
            </section>
          ) : (
            <section key={`${card.label}\0${card.href ?? ''}`} className={card.items.some((i) => i.type === 'category') ? 'product product--wide' : 'product'} aria-label={card.label}>
              <h3 className="product__title">
                <Label item={card} />
              </h3>
              <Entries items={card.items} level={4} tag={tag} />
            </section>
          ),
        )}
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
