// A category's index page (Docusaurus's generated index): sidebar, title, description, and a card
// for each entry of the category, then previous/next. In: PageProps with a category; out: the page.

import { formatCount } from '../i18n/index.ts';
import { DocLayout } from './DocLayout.tsx';
import { Pagination } from './Pagination.tsx';
import type { PageProps } from './props.ts';

/** Marks what an entry is (a page, a category, a link elsewhere), as Docusaurus's cards do; decoration only. */
const icons: Record<'doc' | 'category' | 'link', string> = {
  doc: 'M7 3h7l4 4v14H7z M14 3v4h4 M10 12h5 M10 16h5',
  category: 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  link: 'M14 4h6v6 M20 4l-9 9 M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
};

export function CategoryPage({ props }: { props: PageProps }) {
  const category = props.category!;
  const { ui } = props;
  return (
    <DocLayout props={props}>
      <article className="doc category-index">
        <h1 className="doc__title">{category.title}</h1>
        {category.description && <p className="category-index__description">{category.description}</p>}
        <ul className="cards">
          {category.cards.map((card) => (
            <li key={card.href + card.label} className={`card card--${card.kind}`}>
              <a className="card__link" href={card.href} {...(card.kind === 'link' && /^[a-z][a-z0-9+.-]*:/i.test(card.href) ? { rel: 'noopener noreferrer' } : {})}>
                <span className="card__title">
                  <svg className="card__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d={icons[card.kind]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {card.label}
                </span>
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
    </DocLayout>
  );
}
