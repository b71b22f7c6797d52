// The search panel's start screen: favorite and recent searches, each with its ☆ and × buttons.
// In: UI strings, the saved searches, the active item and what to do on a choice; out: a grid, or a hint when there are none.

import type { MouseEvent } from 'react';
import type { Saved, SavedHit } from '../../client/search/recents.ts';
import type { Messages } from '../../i18n/index.ts';
import { optionId } from './use-search-panel.ts';

export function SavedSearches({
  ui,
  saved,
  active,
  onPoint,
  onChoose,
  onFavorite,
  onRemove,
}: {
  ui: Messages;
  saved: Saved;
  active: number;
  onPoint: (i: number) => void;
  onChoose: (hit: SavedHit, event: MouseEvent) => void;
  onFavorite: (hit: SavedHit) => void;
  onRemove: (hit: SavedHit, favorite: boolean) => void;
}) {
  if (!saved.favorites.length && !saved.recent.length) return <p className="search-modal__message">{ui.searchNoRecent}</p>;
  return (
    // Saved searches carry their own buttons (☆, ×), which a listbox may not hold: a grid of rows,
    // the link's cell being the combobox's active item.
    <div role="grid" id="search-listbox" aria-label={ui.search}>
      {[
        { title: ui.searchFavorites, list: saved.favorites, offset: 0, favorite: true },
        { title: ui.searchRecent, list: saved.recent, offset: saved.favorites.length, favorite: false },
      ]
        .filter((s) => s.list.length)
        .map((section) => (
          <section key={section.title} className="search-modal__group" role="rowgroup" aria-label={section.title}>
            <h3 className="search-modal__group-title" aria-hidden="true">
              {section.title}
            </h3>
            {section.list.map((hit, i) => (
              <div key={hit.id} className="search-saved" role="row">
                <div id={optionId(section.offset + i)} role="gridcell" className="search-saved__cell" aria-selected={active === section.offset + i}>
                  <a className="search-hit" href={hit.url} onClick={(e) => onChoose(hit, e)} onMouseMove={() => onPoint(section.offset + i)}>
                    <span className="search-hit__title">{hit.title}</span>
                    {hit.path && <span className="search-hit__path">{hit.path}</span>}
                  </a>
                </div>
                {!section.favorite && (
                  <div role="gridcell">
                    <button type="button" className="search-saved__action" aria-label={ui.searchSaveRecent} title={ui.searchSaveRecent} onClick={() => onFavorite(hit)}>
                      ☆
                    </button>
                  </div>
                )}
                <div role="gridcell">
                  <button
                    type="button"
                    className="search-saved__action"
                    aria-label={section.favorite ? ui.searchRemoveFavorite : ui.searchRemoveRecent}
                    title={section.favorite ? ui.searchRemoveFavorite : ui.searchRemoveRecent}
                    onClick={() => onRemove(hit, section.favorite)}
                  >
                    ×
                  </button>
                </div>
              </div>
            ))}
          </section>
        ))}
    </div>
  );
}
