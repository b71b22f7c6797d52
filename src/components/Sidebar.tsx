// The docs sidebar: nested categories and links, the current page marked.
// In: sidebar items and the current URL path; out: a <nav> with nested lists.

import type { SidebarItemView } from './props.ts';

function contains(item: SidebarItemView, href: string): boolean {
  return item.type === 'link' ? item.href === href : item.items.some((i) => contains(i, href));
}

function Items({ items, current }: { items: SidebarItemView[]; current: string }) {
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
          <li key={item.label}>
            <details className="sidebar__category" open={!item.collapsed || contains(item, current)}>
              <summary>{item.label}</summary>
              <Items items={item.items} current={current} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

export function Sidebar({ items, current, label }: { items: SidebarItemView[]; current: string; label: string }) {
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={items} current={current} />
    </nav>
  );
}
