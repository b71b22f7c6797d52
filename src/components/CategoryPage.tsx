// A category's index page (Docusaurus's generated index): sidebar, title, description, and a card
// for each entry of the category, then previous/next. In: PageProps with a category; out: the page.

import { formatCount } from '../i18n/index.ts';
import { Pagination } from './Pagination.tsx';
import type { PageProps } from './props.ts';
import { Sidebar } from './Sidebar.tsx';

export function CategoryPage({ props }: { props: PageProps }) {
  const category = props.category!;
  const { ui } = props;
  const sidebar = props.sidebars[0];
  return (
    <div className="doc-layout">
      {sidebar && (
        <div className="doc-layout__sidebar">
          <Sidebar key={sidebar.id} items={sidebar.items} current={props.path} label={ui.docsSidebar} ui={ui} />
        </div>
      )}
      <main id="main" className="doc-layout__main" tabIndex={-1}>
        <article className="doc category-index">
          <h1 className="doc__title">{category.title}</h1>
          {category.description && <p className="category-index__description">{category.description}</p>}
          <ul className="cards">
            {category.cards.map((card) => (
              <li key={card.href + card.label} className={`card card--${card.kind}`}>
                <a className="card__link" href={card.href} {...(card.kind === 'link' && /^[a-z][a-z0-9+.-]*:/i.test(card.href) ? { rel: 'noopener noreferrer' } : {})}>
                  <span className="card__title">{card.label}</span>
                  {card.description ? (
                    <span className="card__text">{card.description}</span>
                  ) : card.count !== undefined ? (
                    <span className="card__text">{formatCount(ui.categoryItems, card.count, props.locale.htmlLang)}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
          <Pagination prev={category.prev} next={category.next} ui={ui} />
        </article>
      </main>
    </div>
  );
}
