// A disclosure menu for the navbar (items, languages): a <details> that also closes on Escape,
// on a click elsewhere and when focus leaves it. In: the summary's content and the menu's links;
// out: the element. Works as a plain <details> before hydration.

import { useEffect, useRef, type ReactNode } from 'react';

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
    const close = () => {
      el.open = false;
    };
    const onClick = (e: MouseEvent) => {
      if (el.open && !el.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !el.open) return;
      close();
      el.querySelector('summary')?.focus();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (el.open && e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) close();
    };
    document.addEventListener('click', onClick);
    el.addEventListener('keydown', onKey);
    el.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('click', onClick);
      el.removeEventListener('keydown', onKey);
      el.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return (
    <details ref={ref} className={`dropdown${className ? ` ${className}` : ''}`} onToggle={() => ref.current?.open && onOpen?.()}>
      <summary aria-label={summaryLabel}>{summary}</summary>
      <ul className="dropdown__menu">{children}</ul>
    </details>
  );
}
