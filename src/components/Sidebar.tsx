// The docs sidebar: nested categories (disclosures that collapse and expand, with or without
// JavaScript) and links, current page marked.
// In: sidebar items and the current URL path; out: a <nav> with nested lists.

import { useEffect, useState } from 'react';
import { Disclosure } from './Disclosure.tsx';
import { DocLabel } from './DocLabel.tsx';
import type { SidebarItemView } from './props.ts';

function contains(item: SidebarItemView, href: string): boolean {
  return item.type === 'link' ? item.href === href : item.items.some((i) => contains(i, href));
}

function Category({ item, current, tag }: { item: Extract<SidebarItemView, { type: 'category' }>; current: string; tag: string }) {
  const holdsCurrent = contains(item, current);
  const [expanded, setExpanded] = useState(!item.collapsed || holdsCurrent);
  // A newly visited page opens its category; nothing ever closes one but the visitor.
  useEffect(() => {
    if (holdsCurrent) setExpanded(true);
  }, [holdsCurrent, current]);
  // A collapsed category's links are in the page all the same: a visitor without JavaScript opens it natively.
  return (
    <li className="sidebar__category">
      <Disclosure open={expanded} onChange={setExpanded} summary={item.label} summaryClassName="sidebar__category-button">
        <Items items={item.items} current={current} tag={tag} />
      </Disclosure>
    </li>
  );
}

function Items({ items, current, tag }: { items: SidebarItemView[]; current: string; tag: string }) {
  return (
    <ul className="sidebar__list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <a className="sidebar__link" href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              <DocLabel item={item} tag={tag} />
            </a>
          </li>
        ) : (
          <Category key={item.label} item={item} current={current} tag={tag} />
        ),
      )}
    </ul>
  );
}

/** `fallbackTag` marks untranslated documents ('(English)'). */
export function Sidebar({ items, current, label, fallbackTag }: { items: SidebarItemView[]; current: string; label: string; fallbackTag: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} current={current} tag={fallbackTag} />
    </nav>
  );
}
