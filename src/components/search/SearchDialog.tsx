// The search dialog's frame, in the main bundle: the backdrop, the query input, Cancel and the
// results panel's place. The input is there from the first keystroke and stays the same element
// when the panel's code arrives, so an IME composition, a screen reader's focus and typed letters
// all carry on. In: UI strings, the first query, the panel (once loaded) or its load failure;
// out: the dialog.

import { useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import type { Messages } from '../../i18n/index.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { trapTab } from '../focus-trap.ts';
import { LoadFailure } from './LoadFailure.tsx';

/** What the panel tells the frame about the input: the combobox's state and the stalled spinner. */
export interface InputState {
  expanded: boolean;
  /** What the panel shows: hits (a listbox) or saved searches with their buttons (a grid). */
  popup: 'listbox' | 'grid';
  activeDescendant?: string;
  stalled: boolean;
}

/** The panel's handlers for events on the frame (keys anywhere in the dialog, presses in its box). */
export interface PanelHandlers {
  keyDown?: (event: KeyboardEvent) => void;
  boxMouseDown?: (event: MouseEvent) => void;
}

export interface SearchPanelProps {
  ui: Messages;
  view: SearchView;
  query: string;
  setQuery: (query: string) => void;
  input: RefObject<HTMLInputElement | null>;
  dialog: RefObject<HTMLDivElement | null>;
  handlers: RefObject<PanelHandlers>;
  setInputState: (state: InputState) => void;
  onClose: () => void;
}

export function SearchDialog({
  ui,
  view,
  initialQuery,
  Panel,
  failure,
  onRetry,
  onClose,
}: {
  ui: Messages;
  view: SearchView;
  initialQuery: string;
  Panel: ComponentType<SearchPanelProps> | null;
  failure: string | null;
  onRetry: () => void;
  onClose: () => void;
}) {
  const [query, setQuery] = useState(initialQuery.slice(0, 64));
  const [inputState, setInputState] = useState<InputState>({ expanded: false, stalled: false, popup: 'listbox' });
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const handlers = useRef<PanelHandlers>({});

  useLayoutEffect(() => {
    input.current?.focus();
    input.current?.setSelectionRange(initialQuery.length, initialQuery.length);
    document.body.classList.add('search-open');
    // Focus that leaves the dialog anyway (Tab after a click on its blank space) comes back to the input.
    const keepFocus = (event: FocusEvent) => {
      if (dialog.current && !dialog.current.contains(event.target as Node)) input.current?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => {
      document.body.classList.remove('search-open');
      document.removeEventListener('focusin', keepFocus);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') trapTab(event, dialog.current);
    if (handlers.current.keyDown) handlers.current.keyDown(event);
    else if (event.key === 'Escape') onClose();
  };

  return (
    <div
      ref={dialog}
      className="search-modal"
      role="dialog"
      aria-modal="true"
      aria-label={ui.search}
      aria-busy={Panel || failure ? undefined : true}
      onKeyDown={onKeyDown}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="search-modal__box" onMouseDown={(e) => handlers.current.boxMouseDown?.(e)}>
        <form className="search-modal__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            ref={input}
            className="search-modal__input"
            type="search"
            role="combobox"
            aria-haspopup={inputState.popup}
            aria-expanded={inputState.expanded}
            aria-controls="search-listbox"
            aria-autocomplete="list"
            aria-activedescendant={inputState.activeDescendant}
            aria-label={ui.searchPlaceholder}
            placeholder={ui.searchPlaceholder}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value.slice(0, 64))}
          />
          {inputState.stalled && <span className="search-modal__spinner" role="status" aria-label={ui.searchLoading} />}
          <button type="button" className="search-modal__cancel" onClick={onClose}>
            {ui.searchCancel}
          </button>
        </form>
        {failure ? (
          <div className="search-modal__body" data-screen="failure">
            <LoadFailure ui={ui} error={failure} onRetry={onRetry} />
          </div>
        ) : Panel ? (
          <Panel
            ui={ui}
            view={view}
            query={query}
            setQuery={setQuery}
            input={input}
            dialog={dialog}
            handlers={handlers}
            setInputState={setInputState}
            onClose={onClose}
          />
        ) : (
          <div className="search-modal__body" data-screen="loading" />
        )}
      </div>
    </div>
  );
}
