// The table of contents of a document.
// In: toc items (already filtered to the configured heading levels); out: a <nav> list.

import type { TocItem } from './props.ts';

export function Toc({ items, title }: { items: TocItem[]; title: string }) {
  if (!items.length) return null;
  const top = Math.min(...items.map((i) => i.level));
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc__item toc__item--${item.level - top}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
