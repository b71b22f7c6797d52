// One search result as a link: title, the headings above it, and a snippet with marked matches.
// In: a display hit and what to do when it is chosen; out: an <a> that the router or browser opens.

import type { MouseEvent, ReactNode } from 'react';
import type { DisplayHit } from '../../client/search/engine.ts';
import { Highlighted } from './Highlighted.tsx';

/** True when the browser should handle the click itself (new tab, new window, download). */
export const modifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function HitLink({
  hit,
  id,
  active,
  onChoose,
  onPoint,
  children,
}: {
  hit: DisplayHit;
  id?: string;
  active?: boolean;
  onChoose: (event: MouseEvent) => void;
  /** The pointer moved over the hit: it becomes the active one, as in DocSearch. */
  onPoint?: () => void;
  children?: ReactNode;
}) {
  return (
    <a
      id={id}
      className={`search-hit search-hit--${hit.type === 'content' ? 'content' : 'heading'}`}
      href={hit.url}
      role={id ? 'option' : undefined}
      aria-selected={id ? Boolean(active) : undefined}
      onClick={onChoose}
      onMouseMove={onPoint}
    >
      <span className="search-hit__title">
        <Highlighted parts={hit.title} />
      </span>
      {hit.path && <span className="search-hit__path">{hit.path}</span>}
      {hit.content && (
        <span className="search-hit__content">
          <Highlighted parts={hit.content} />
        </span>
      )}
      {children}
    </a>
  );
}
