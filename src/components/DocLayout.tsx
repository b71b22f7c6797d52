// The frame of a document-like page (a document, a changes page): its sidebar, the main column and,
// when given, the column beside it (the table of contents).
// In: the sidebar, the address it marks as current, the aside and UI strings; out: the layout.

import type { ReactNode } from 'react';
import type { Messages } from '../i18n/index.ts';
import type { PageProps } from './props.ts';
import { Sidebar } from './Sidebar.tsx';

export function DocLayout({ sidebar, current, ui, aside, children }: { sidebar: PageProps['sidebars'][number] | undefined; current: string; ui: Messages; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="doc-layout">
      {sidebar && (
        <div className="doc-layout__sidebar">
          <Sidebar key={sidebar.id} items={sidebar.items} current={current} label={ui.docsSidebar} />
        </div>
      )}
      <main id="main" className="doc-layout__main" tabIndex={-1}>
        {children}
      </main>
      {aside && <div className="doc-layout__toc">{aside}</div>}
    </div>
  );
}
