// A disclosure menu for the navbar (items, languages): a <details>, so it opens and its links work
// without JavaScript. Once hydrated it also opens on mouse hover (a click then keeps it open),
// arrow keys move through its links, and it closes on Escape (focus back on its button), on a
// click elsewhere and when focus leaves it. In: the summary's content and the menu's links;
// out: the element.

import { useEffect, useRef, type ReactNode } from 'react';

const links = (el: HTMLElement) => [...el.querySelectorAll<HTMLAnchorElement>('.dropdown__menu a[href]')];

export function Dropdown({
  summary,
  summaryLabel,
  className,
  onOpen,
  children,
}: {
  summary: ReactNode;
  summaryLabel?: string;
  className?: string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const el = ref.current!;
    const button = el.querySelector('summary')!;
    /** Opened by the pointer resting on it: leaving closes it again, a click keeps it open. */
    let byHover = false;
    const close = () => {
      byHover = false;
      el.open = false;
    };
    const onDocumentClick = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) close();
    };
    const onSummaryClick = (e: MouseEvent) => {
      // The pointer opened it on the way to this click: the click means "keep it open", not "toggle".
      if (el.open && byHover) {
        e.preventDefault();
        byHover = false;
      }
    };
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || el.open) return;
      byHover = true;
      el.open = true;
    };
    const onLeave = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && byHover && !el.contains(document.activeElement)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (!el.open) return;
        close();
        button.focus();
        return;
      }
      const items = links(el);
      const at = items.indexOf(document.activeElement as HTMLAnchorElement);
      let next: number | undefined;
      if (e.key === 'ArrowDown') next = at < 0 ? 0 : (at + 1) % items.length;
      else if (e.key === 'ArrowUp') next = at < 0 ? items.length - 1 : (at - 1 + items.length) % items.length;
      else if (at >= 0 && e.key === 'Home') next = 0;
      else if (at >= 0 && e.key === 'End') next = items.length - 1;
      if (next === undefined || !items.length) return;
      e.preventDefault();
      byHover = false;
      el.open = true;
      items[next]!.focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (el.open && e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) close();
    };
    // One signal removes every listener when the menu unmounts.
    const off = new AbortController();
    const on = { signal: off.signal };
    document.addEventListener('click', onDocumentClick, on);
    button.addEventListener('click', onSummaryClick, on);
    el.addEventListener('pointerenter', onEnter, on);
    el.addEventListener('pointerleave', onLeave, on);
    el.addEventListener('keydown', onKey, on);
    el.addEventListener('focusout', onFocusOut, on);
    return () => off.abort();
  }, []);
  return (
    <details ref={ref} className={`dropdown${className ? ` ${className}` : ''}`} onToggle={() => ref.current?.open && onOpen?.()}>
      <summary aria-label={summaryLabel}>{summary}</summary>
      <ul className="dropdown__menu">{children}</ul>
    </details>
  );
}
