// The docs sidebar: nested categories (buttons that collapse and expand; a category with a page of
// its own is a link beside its toggle) and links, current page marked.
// In: sidebar items, the current URL path and the UI strings; out: a <nav> with nested lists.

import { useEffect, useId, useRef, useState } from 'react';
import { format, type Messages } from '../i18n/index.ts';
import { animateCollapse } from './collapse.ts';
import type { SidebarItemView } from './props.ts';

function contains(item: SidebarItemView, href: string): boolean {
  return item.type === 'link' ? item.href === href : item.href === href || item.items.some((i) => contains(i, href));
}

function Category({ item, current, ui }: { item: Extract<SidebarItemView, { type: 'category' }>; current: string; ui: Messages }) {
  const holdsCurrent = contains(item, current);
  const [expanded, setExpanded] = useState(!item.collapsed || holdsCurrent);
  // A collapsed category's items are left out until it is first opened: every page carrying the
  // whole tree made pages grow with the number of documents. Server and client start alike.
  const [filled, setFilled] = useState(expanded);
  if (expanded && !filled) setFilled(true);
  const list = useRef<HTMLDivElement>(null);
  const animate = useRef(false);
  const id = useId();
  // A newly visited page opens its category; nothing ever closes one but the visitor.
  useEffect(() => {
    if (holdsCurrent) setExpanded(true);
  }, [holdsCurrent, current]);
  useEffect(() => {
    // Only the visitor's own clicks animate; the first render and auto-expansion just show.
    if (animate.current && list.current) animateCollapse(list.current, expanded);
    animate.current = false;
  }, [expanded]);
  const toggle = () => {
    animate.current = true;
    setExpanded((e) => !e);
  };
  return (
    <li className="sidebar__category">
      {item.href === undefined ? (
        <button type="button" className="sidebar__category-button" aria-expanded={expanded} aria-controls={id} onClick={toggle}>
          {item.label}
        </button>
      ) : (
        // The label leads to the category's page (which opens the category); the toggle only opens or closes it.
        <div className="sidebar__category-row">
          <a className="sidebar__link sidebar__category-link" href={item.href} aria-current={item.href === current ? 'page' : undefined}>
            {item.label}
          </a>
          <button
            type="button"
            className="sidebar__category-toggle"
            aria-expanded={expanded}
            aria-controls={id}
            aria-label={format(expanded ? ui.collapseCategory : ui.expandCategory, { label: item.label })}
            onClick={toggle}
          />
        </div>
      )}
      <div id={id} ref={list} hidden={!expanded}>
        {filled && <Items items={item.items} current={current} ui={ui} />}
      </div>
    </li>
  );
}

function Items({ items, current, ui }: { items: SidebarItemView[]; current: string; ui: Messages }) {
  return (
    <ul className="sidebar__list">
      {items.map((item) =>
        item.type === 'link' ? (
          <li key={item.href}>
            <a className="sidebar__link" href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ) : (
          <Category key={item.label} item={item} current={current} ui={ui} />
        ),
      )}
    </ul>
  );
}

export function Sidebar({ items, current, label, ui }: { items: SidebarItemView[]; current: string; label: string; ui: Messages }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} current={current} ui={ui} />
    </nav>
  );
}
