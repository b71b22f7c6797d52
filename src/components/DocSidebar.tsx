// The sidebar column of a document or category page: the page's own sidebar, current page marked.
// In: PageProps; out: the column, or nothing for a page no sidebar lists.

import type { PageProps } from './props.ts';
import { Sidebar } from './Sidebar.tsx';

export function DocSidebar({ props }: { props: PageProps }) {
  const sidebar = props.sidebars[0];
  if (!sidebar) return null;
  return (
    <div className="doc-layout__sidebar">
      <Sidebar key={sidebar.id} items={sidebar.items} current={props.path} label={props.ui.docsSidebar} ui={props.ui} fallbackTag={props.chrome.fallbackTag} />
    </div>
  );
}
