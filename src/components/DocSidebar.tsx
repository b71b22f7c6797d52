// The sidebar column of a document, category or changes page: the page's own sidebar, one address
// marked as current. In: PageProps (and the address to mark, the page's own by default); out: the
// column, or nothing for a page no sidebar lists.

import type { PageProps } from './props.ts';
import { Sidebar } from './Sidebar.tsx';

export function DocSidebar({ props, current = props.path }: { props: PageProps; current?: string }) {
  const sidebar = props.sidebars[0];
  if (!sidebar) return null;
  return (
    <div className="doc-layout__sidebar">
      <Sidebar
        key={sidebar.id}
        items={sidebar.items}
        current={current}
        label={props.ui.docsSidebar}
        ui={props.ui}
        fallbackTag={props.chrome.fallbackTag}
        lang={props.locale.htmlLang}
        {...(sidebar.full ? { full: sidebar.full } : {})}
        {...(sidebar.more ? { more: sidebar.more } : {})}
      />
    </div>
  );
}
