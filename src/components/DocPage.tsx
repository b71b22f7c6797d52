// A document page: sidebar, title, body, last update, previous/next and table of contents.
// In: PageProps with a doc; out: the page's main content.

import { format } from '../i18n/index.ts';
import type { PageProps } from './props.ts';
import { Sidebar } from './Sidebar.tsx';
import { Toc } from './Toc.tsx';

export function DocPage({ props }: { props: PageProps }) {
  const doc = props.doc!;
  const { ui } = props;
  const sidebar = props.sidebars[0];
  return (
    <div className="doc-layout">
      {sidebar && (
        <aside className="doc-layout__sidebar">
          <Sidebar items={sidebar.items} current={props.path} label={ui.docsSidebar} />
        </aside>
      )}
      <main id="main" className="doc-layout__main" tabIndex={-1}>
        <article className="doc">
          <h1 className="doc__title">{doc.title}</h1>
          {doc.fallback && (
            <p className="doc__notice" role="note">
              {format(ui.fallbackNotice, { language: props.locale.label })}
            </p>
          )}
          <div className="doc__body" data-doc-html="" dangerouslySetInnerHTML={{ __html: doc.html }} />
          {doc.lastUpdated && (
            <p className="doc__updated">
              {format(ui.lastUpdatedOn, { date: '\u0000' })
                .split('\u0000')
                .flatMap((part, i) => (i === 0 ? [part] : [<time key="t" dateTime={doc.lastUpdatedIso}>{doc.lastUpdated}</time>, part]))}
            </p>
          )}
          {(doc.prev || doc.next) && (
            <nav className="pagination" aria-label={ui.docsPagination}>
              {doc.prev && (
                <a className="pagination__link pagination__link--prev" href={doc.prev.href} rel="prev">
                  <span className="pagination__label">{ui.previous}</span>
                  <span className="pagination__title">{doc.prev.title}</span>
                </a>
              )}
              {doc.next && (
                <a className="pagination__link pagination__link--next" href={doc.next.href} rel="next">
                  <span className="pagination__label">{ui.next}</span>
                  <span className="pagination__title">{doc.next.title}</span>
                </a>
              )}
            </nav>
          )}
        </article>
      </main>
      {doc.toc.length > 0 && (
        <aside className="doc-layout__toc">
          <Toc items={doc.toc} title={ui.onThisPage} />
        </aside>
      )}
    </div>
  );
}
