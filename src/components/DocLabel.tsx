// A document's name in a list (sidebar, home page): an untranslated document's name is marked as
// in its own language, for screen readers (lang) and for the eye ('(English)' in the page's language).
// In: the link item and the tag text; out: the label's content.

import type { SidebarItemView } from './props.ts';

export function DocLabel({ item, tag }: { item: Extract<SidebarItemView, { type: 'link' }>; tag: string }) {
  if (!item.lang) return <>{item.label}</>;
  return (
    <>
      <span lang={item.lang}>{item.label}</span> <span className="fallback-tag">{tag}</span>
    </>
  );
}
