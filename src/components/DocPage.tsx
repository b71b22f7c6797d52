// A document page: sidebar, title, notices, body, last update, previous/next and table of contents.
// In: PageProps with a doc; out: the page's main content. Reading a doc remembers its docs version.

import { useEffect } from 'react';
import { storage } from '../client/storage.ts';
import { format } from '../i18n/index.ts';
import { DocSidebar } from './DocSidebar.tsx';
import { Pagination } from './Pagination.tsx';
import type { PageProps } from './props.ts';
import { Toc, TocCollapsible } from './Toc.tsx';

function LastUpdated({ text, date, iso }: { text: string; date: string; iso?: string }) {
  const [before, after] = format(text, { date: '\u0000' }).split('\u0000');
  return (
    <p className="doc__updated">
      {before}
      <time dateTime={iso}>{date}</time>
      {after}
    </p>
  );
}

export function DocPage({ props }: { props: PageProps }) {
  const doc = props.doc!;
  const { ui, chrome } = props;
  const { pluginId, name } = chrome.docsVersion;
  useEffect(() => storage.set(`docs-preferred-version-${pluginId}`, name), [pluginId, name]);
  // A table wider than the text scrolls sideways; a keyboard user reaches it with Tab to scroll it.
  useEffect(() => {
    const mark = () => {
      for (const table of document.querySelectorAll<HTMLTableElement>('.doc__body table')) {
        if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
        else table.removeAttribute('tabindex');
      }
    };
    mark();
    window.addEventListener('resize', mark);
    return () => window.removeEventListener('resize', mark);
  }, [doc.html]);
  return (
    <div className="doc-layout">
      <DocSidebar props={props} />
      <main id="main" className="doc-layout__main" tabIndex={-1}>
        <article className="doc">
          {doc.archive && (
            <div className="doc__notice doc__notice--archive" role="note">
              <p>{ui.archivedNotice}</p>
              {doc.archive.current && (
                <p>
                  <a href={doc.archive.current.href}>{ui.archivedCurrentLink}</a>
                </p>
              )}
            </div>
          )}
          <h1 className="doc__title" id={doc.heading?.id} lang={doc.lang}>
            {doc.heading?.text ?? doc.title}
          </h1>
          {doc.fallback && (
            <p className="doc__notice" role="note">
              {format(ui.fallbackNotice, { language: props.locale.label })}
            </p>
          )}
          <TocCollapsible items={doc.toc} title={ui.onThisPage} path={props.path} lang={doc.lang} />
          <div className="doc__body" lang={doc.lang} data-doc-html="" dangerouslySetInnerHTML={{ __html: doc.html }} />
          {doc.lastUpdated && <LastUpdated text={ui.lastUpdatedOn} date={doc.lastUpdated} iso={doc.lastUpdatedIso} />}
          <Pagination prev={doc.prev} next={doc.next} ui={ui} />
        </article>
      </main>
      {doc.toc.length > 0 && (
        <div className="doc-layout__toc">
          <Toc items={doc.toc} title={ui.onThisPage} lang={doc.lang} />
        </div>
      )}
    </div>
  );
}
