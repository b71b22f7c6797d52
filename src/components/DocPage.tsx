// A document page: sidebar, title, notices, body, last update, previous/next and table of contents.
// In: PageProps with a doc; out: the page's main content. Reading a doc remembers its docs version.

import { useEffect } from 'react';
import { storage } from '../client/storage.ts';
import { format } from '../i18n/index.ts';
import { ArchiveNotice } from './ArchiveNotice.tsx';
import { OutdatedNotice } from './OutdatedNotice.tsx';
import { Day } from './Day.tsx';
import { DocsVersionNotice } from './DocsVersionNotice.tsx';
import { DocLayout } from './DocLayout.tsx';
import { Formatted } from './Formatted.tsx';
import { NextVersionNotice } from './NextVersionNotice.tsx';
import { Pagination } from './Pagination.tsx';
import { PdfLink } from './PdfLink.tsx';
import { PREVIOUS_VERSIONS_ID, PreviousVersions } from './PreviousVersions.tsx';
import type { PageProps } from './props.ts';
import { useScrollableRegions } from './scrollable-regions.ts';
import { Toc, TocCollapsible } from './Toc.tsx';
import { UpcomingNotice } from './UpcomingNotice.tsx';

function LastUpdated({ text, date, iso }: { text: string; date: string; iso?: string }) {
  return (
    <p className="doc__updated">
      <Formatted message={text} values={{ date: <time dateTime={iso}>{date}</time> }} />
    </p>
  );
}

export function DocPage({ props }: { props: PageProps }) {
  const doc = props.doc!;
  const { ui, chrome } = props;
  const { pluginId, name } = chrome.docsVersion;
  useEffect(() => storage.set(`docs-preferred-version-${pluginId}`, name), [pluginId, name]);
  useScrollableRegions(doc.html);
  return (
    <DocLayout props={props} aside={doc.toc.length > 0 && <Toc items={doc.toc} title={ui.onThisPage} lang={doc.lang} />}>
      <article className="doc">
        {doc.archive && <ArchiveNotice archive={doc.archive} changesHref={doc.changesHref} ui={ui} />}
        {doc.outdated && !doc.outdated.replaced && <OutdatedNotice outdated={doc.outdated} ui={ui} />}
        {doc.docsVersion && <DocsVersionNotice version={doc.docsVersion} ui={ui} />}
        {doc.upcoming && <UpcomingNotice upcoming={doc.upcoming} ui={ui} />}
        {doc.inForce && (
          <p className="doc__notice" role="note">
            <Formatted message={ui.inForceNotice} values={{ date: <Day date={doc.inForce.from} /> }} /> <a href={doc.inForce.current.href}>{ui.inForceDocument}</a>
          </p>
        )}
        <h1 className="doc__title" id={doc.heading?.id} lang={doc.lang}>
          {doc.heading?.text ?? doc.title}
        </h1>
        {doc.effective && !doc.archive && !doc.upcoming && (!doc.effectiveInText || doc.changesHref || doc.versions) && (
          <p className="doc__effective">
            {!doc.effectiveInText && (
              <span>
                <Formatted message={ui.effectiveOn} values={{ date: <Day date={doc.effective} /> }} />
              </span>
            )}
            {doc.changesHref && <a href={doc.changesHref}>{ui.whatChanged}</a>}
            {doc.versions && <a href={`#${PREVIOUS_VERSIONS_ID}`}>{ui.previousVersions}</a>}
          </p>
        )}
        {doc.nextVersion && <NextVersionNotice next={doc.nextVersion} ui={ui} />}
        {doc.pdfHref && <PdfLink href={doc.pdfHref} ui={ui} />}
        {doc.fallback &&
          (doc.outdated ? (
            <OutdatedNotice outdated={doc.outdated} ui={ui} />
          ) : (
            <p className="doc__notice" role="note">
              {format(ui.fallbackNotice, { language: props.locale.label })}
            </p>
          ))}
        <TocCollapsible items={doc.toc} title={ui.onThisPage} path={props.path} lang={doc.lang} />
        <div className="doc__body" lang={doc.lang} data-doc-html="" dangerouslySetInnerHTML={{ __html: doc.html }} />
        {doc.versions && <PreviousVersions versions={doc.versions} ui={ui} tag={chrome.fallbackTag} />}
        {doc.lastUpdated && <LastUpdated text={ui.lastUpdatedOn} date={doc.lastUpdated} iso={doc.lastUpdatedIso} />}
        {doc.corrected && doc.effective && (
          <p className="doc__updated">
            <Formatted message={ui.lastCorrectedOn} values={{ date: <Day date={doc.corrected} />, effective: <Day date={doc.effective} /> }} />
          </p>
        )}
        <Pagination prev={doc.prev} next={doc.next} ui={ui} />
      </article>
    </DocLayout>
  );
}
