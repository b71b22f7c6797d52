// The docs sidebar: nested categories (disclosures that collapse and expand, with or without
// JavaScript; a category with a page of its own is a link beside its toggle) and links, current
// page marked. In: sidebar items, the current URL path and the UI strings; out: a <nav> with nested lists.

import { useEffect, useState } from 'react';
import { format, type Messages } from '../i18n/index.ts';
import { Disclosure } from './Disclosure.tsx';
import { DocLabel } from './DocLabel.tsx';
import type { SidebarItemView } from './props.ts';

function contains(item: SidebarItemView, href: string): boolean {
  return item.type === 'link' ? item.href === href : item.href === href || item.items.some((i) => contains(i, href));
}

interface Shared {
  current: string;
  ui: Messages;
  /** Marks untranslated documents ('(English)'). */
  tag: string;
}

function Category({ item, current, ui, tag }: Shared & { item: Extract<SidebarItemView, { type: 'category' }> }) {
  const holdsCurrent = contains(item, current);
  const [expanded, setExpanded] = useState(!item.collapsed || holdsCurrent);
  // A newly visited page opens its category; nothing ever closes one but the visitor.
  useEffect(() => {
    if (holdsCurrent) setExpanded(true);
  }, [holdsCurrent, current]);
  // A collapsed category's links are in the page all the same: a visitor without JavaScript opens it natively.
  const items = <Items items={item.items} current={current} ui={ui} tag={tag} />;
  if (item.href === undefined) {
    return (
      <li className="sidebar__category">
        <Disclosure open={expanded} onChange={setExpanded} summary={item.label} summaryClassName="sidebar__category-button">
          {items}
        </Disclosure>
      </li>
    );
  }
  // The label leads to the category's page; the toggle beside it (the summary, drawn over the
  // label's row) only opens or closes the list. A link inside the summary would nest two controls.
  // The toggle holds both of its names; the stylesheet shows the one that fits the <details>'s own
  // open state, so the name stays right when it is opened without JavaScript.
  return (
    <li className="sidebar__category sidebar__category--linked">
      <a className="sidebar__link sidebar__category-link" href={item.href} aria-current={item.href === current ? 'page' : undefined}>
        {item.label}
      </a>
      <Disclosure
        open={expanded}
        onChange={setExpanded}
        summary={
          <>
            <span className="sr-only sidebar__toggle-expand">{format(ui.expandCategory, { label: item.label })}</span>
            <span className="sr-only sidebar__toggle-collapse">{format(ui.collapseCategory, { label: item.label })}</span>
          </>
        }
        summaryClassName="sidebar__category-toggle"
      >
        {items}
      </Disclosure>
    </li>
  );
}

function Items({ items, current, ui, tag }: Shared & { items: SidebarItemView[] }) {
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
          <Category key={item.label} item={item} current={current} ui={ui} tag={tag} />
        ),
      )}
    </ul>
  );
}

export function Sidebar({ items, current, label, ui, fallbackTag }: { items: SidebarItemView[]; current: string; label: string; ui: Messages; fallbackTag: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} current={current} ui={ui} tag={fallbackTag} />
    </nav>
  );
}
