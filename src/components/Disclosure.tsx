// A block that opens and closes: a <details>, so it works (instantly) without JavaScript and the
// browser's find-in-page opens it; once hydrated, a click animates it (collapse.ts).
// In: whether it is open, how to change that, the summary and the content; out: the element.

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { animateCollapse } from './collapse.ts';

export function Disclosure({
  open,
  onChange,
  summary,
  className,
  summaryClassName,
  panelClassName,
  children,
}: {
  open: boolean;
  onChange: (open: boolean) => void;
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  /** Only the visitor's own clicks animate; the first render and automatic changes just show. */
  const animate = useRef(false);
  /** Closing keeps the element open until its content has slid shut. */
  const [closing, setClosing] = useState(false);
  useLayoutEffect(() => {
    if (!animate.current || !panel.current) return;
    animate.current = false;
    if (open) {
      setClosing(false);
      animateCollapse(panel.current, true);
    } else {
      setClosing(true);
      animateCollapse(panel.current, false, () => setClosing(false));
    }
  }, [open]);
  const shown = open || closing;
  return (
    <details
      className={className}
      open={shown}
      onToggle={(e) => {
        // Opened or closed by the browser itself (find-in-page), not by a click handled below.
        if (e.currentTarget.open !== shown) onChange(e.currentTarget.open);
      }}
    >
      <summary
        className={summaryClassName}
        onClick={(e) => {
          e.preventDefault();
          animate.current = true;
          onChange(!open);
        }}
      >
        {summary}
      </summary>
      <div ref={panel} className={panelClassName}>
        {children}
      </div>
    </details>
  );
}
