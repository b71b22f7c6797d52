// The frame of a document-like page (a document, a category index, a changes page): its sidebar,
// the main column and, when given, the column beside it (the table of contents).
// In: PageProps, the address the sidebar marks as current and the aside; out: the layout.

import type { ReactNode } from 'react';
import { DocSidebar } from './DocSidebar.tsx';
import type { PageProps } from './props.ts';

export function DocLayout({ props, current, aside, children }: { props: PageProps; current?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="doc-layout">
      <DocSidebar props={props} {...(current === undefined ? {} : { current })} />
      <main id="main" className="doc-layout__main" tabIndex={-1}>
        {children}
      </main>
      {aside && <div className="doc-layout__toc">{aside}</div>}
    </div>
  );
}
