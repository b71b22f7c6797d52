// The table of contents of a document: a side list that highlights the section in view, and a
// collapsible 'On this page' for narrow screens. In: toc items (already filtered to the heading
// levels in use) and the title; out: the two <nav> variants (CSS shows the one that fits).

import { useEffect, useState } from 'react';
import { Disclosure } from './Disclosure.tsx';
import type { TocItem } from './props.ts';

/** The id of the last heading scrolled past the navbar (the section being read). */
function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  const ids = items.map((i) => i.id).join(' ');
  useEffect(() => {
    const headings = ids
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => h !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
      const line = Math.max(navbar, 0) + 24;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current = headings[0]?.id;
      for (const h of headings) if (h.getBoundingClientRect().top <= line) current = h.id;
      setActive(atBottom && headings.length ? headings.at(-1)!.id : current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ids]);
  return active;
}

/** `lang`: the headings' language when it is not the page's (an untranslated document). */
function TocList({ items, active, lang }: { items: TocItem[]; active?: string; lang?: string }) {
  const top = Math.min(...items.map((i) => i.level));
  return (
    <ul className="toc__list" lang={lang}>
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--${item.level - top}`}>
          <a href={`#${item.id}`} className={item.id === active ? 'toc__link toc__link--active' : 'toc__link'} aria-current={item.id === active ? 'location' : undefined}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The side table of contents (wide screens). */
export function Toc({ items, title, lang }: { items: TocItem[]; title: string; lang?: string }) {
  const active = useActiveHeading(items);
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc__title">{title}</p>
      <TocList items={items} active={active} lang={lang} />
    </nav>
  );
}

/** 'On this page' above the content (narrow screens), closed until asked for, with or without JavaScript. */
export function TocCollapsible({ items, title, path, lang }: { items: TocItem[]; title: string; path: string; lang?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [path]);
  if (!items.length) return null;
  return (
    <nav className="toc-collapsible" aria-label={title}>
      <Disclosure open={open} onChange={setOpen} summary={title} summaryClassName="toc-collapsible__button" panelClassName="toc-collapsible__panel">
        <TocList items={items} lang={lang} />
      </Disclosure>
    </nav>
  );
}
