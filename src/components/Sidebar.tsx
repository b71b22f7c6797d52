// The docs sidebar: nested categories (disclosures that collapse and expand, with or without
// JavaScript; a category with a page of its own is a link beside its toggle) and links, current
// page marked. A page of a large sidebar carries some of a category's entries and a link to where
// they all are; opening the category loads them all (full-sidebar.ts), and the link serves a reader
// without JavaScript. In: sidebar items, the current URL path and the UI strings; out: a <nav> with nested lists.

import { useEffect, useState } from 'react';
import { fullEntries } from '../client/full-sidebar.ts';
import { format, formatCount, type Messages } from '../i18n/index.ts';
import { Disclosure } from './Disclosure.tsx';
import { DocLabel } from './DocLabel.tsx';
import type { SidebarItemView, SidebarMore } from './props.ts';

function contains(item: SidebarItemView, href: string): boolean {
  return item.type === 'link' ? item.href === href : item.href === href || item.items.some((i) => contains(i, href));
}

interface Shared {
  current: string;
  ui: Messages;
  /** Marks untranslated documents ('(English)'). */
  tag: string;
  /** The page's language, for the numbers it shows. */
  lang: string;
  /** The URL of the sidebar's whole list, when the page carries it in part. */
  full: string | undefined;
  /** The labels of the categories around these entries, outermost first. */
  trail: readonly string[];
}

/** The entries a page carries, and once loaded (or asked for) all of them. */
function useEntries(carried: SidebarItemView[], more: SidebarMore | undefined, full: string | undefined, trail: readonly string[]) {
  const [all, setAll] = useState<SidebarItemView[]>();
  const load = () => (more && full && !all ? fullEntries(full, trail).then(setAll) : Promise.resolve());
  return { entries: all ?? carried, more: all ? undefined : more, load };
}

function Category({ item, current, ui, tag, lang, full, trail }: Shared & { item: Extract<SidebarItemView, { type: 'category' }> }) {
  const holdsCurrent = contains(item, current);
  const [expanded, setExpanded] = useState(!item.collapsed || holdsCurrent);
  const own = [...trail, item.label];
  const { entries, more, load } = useEntries(item.items, item.more, full, own);
  // A newly visited page opens its category; nothing ever closes one but the visitor.
  useEffect(() => {
    if (holdsCurrent) setExpanded(true);
  }, [holdsCurrent, current]);
  // Opened, a category the page carries in part loads the rest; its link to them stays meanwhile (and if that fails).
  const toggle = (open: boolean) => {
    setExpanded(open);
    if (open) load().catch(() => undefined);
  };
  // A collapsed category's links are in the page all the same: a visitor without JavaScript opens it natively.
  const items = <Items items={entries} more={more} load={load} current={current} ui={ui} tag={tag} lang={lang} full={full} trail={own} />;
  if (item.href === undefined) {
    return (
      <li className="sidebar__category">
        <Disclosure open={expanded} onChange={toggle} summary={item.label} summaryClassName="sidebar__category-button">
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
        onChange={toggle}
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

function Items({ items, more, load, ...shared }: Shared & { items: SidebarItemView[]; more: SidebarMore | undefined; load: () => Promise<void> }) {
  const { current, ui, tag, lang } = shared;
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
          <Category key={item.label} item={item} {...shared} />
        ),
      )}
      {more && (
        <li>
          <a
            className="sidebar__link sidebar__more"
            href={more.href}
            onClick={(e) => {
              // Shown here when they load; where they all are otherwise.
              e.preventDefault();
              load().catch(() => location.assign(more.href));
            }}
          >
            {formatCount(ui.sidebarShowAll, more.count, lang)}
          </a>
        </li>
      )}
    </ul>
  );
}

export function Sidebar({
  items,
  current,
  label,
  ui,
  fallbackTag,
  lang,
  full,
  more,
}: {
  items: SidebarItemView[];
  current: string;
  label: string;
  ui: Messages;
  fallbackTag: string;
  lang: string;
  full?: string;
  more?: SidebarMore;
}) {
  const top = useEntries(items, more, full, []);
  return (
    <nav className="sidebar" aria-label={label}>
      <Items items={top.entries} more={top.more} load={top.load} current={current} ui={ui} tag={fallbackTag} lang={lang} full={full} trail={[]} />
    </nav>
  );
}
