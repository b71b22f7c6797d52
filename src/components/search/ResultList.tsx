// The search panel's results: hits grouped under their product, as the combobox's listbox.
// In: UI strings, the groups, the active item and what to do on a choice; out: the listbox.

import type { MouseEvent } from 'react';
import type { DisplayHit } from '../../client/search/engine.ts';
import type { Messages } from '../../i18n/index.ts';
import { HitLink } from './HitLink.tsx';
import { optionId } from './use-search-panel.ts';

export function ResultList({
  ui,
  groups,
  active,
  onPoint,
  onChoose,
}: {
  ui: Messages;
  groups: { lvl0: string; hits: DisplayHit[] }[];
  active: number;
  onPoint: (i: number) => void;
  onChoose: (hit: DisplayHit, event: MouseEvent) => void;
}) {
  // Items are numbered across the groups, as the arrow keys move through them.
  let n = 0;
  return (
    <div role="listbox" id="search-listbox" aria-label={ui.search}>
      {groups.map((group) => (
        <section key={group.lvl0} className="search-modal__group" role="group" aria-label={group.lvl0}>
          <h3 className="search-modal__group-title" aria-hidden="true">
            {group.lvl0}
          </h3>
          {group.hits.map((hit) => {
            const i = n++;
            return <HitLink key={hit.id} hit={hit} id={optionId(i)} active={active === i} onChoose={(e) => onChoose(hit, e)} onPoint={() => onPoint(i)} />;
          })}
        </section>
      ))}
    </div>
  );
}
