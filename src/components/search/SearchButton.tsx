// The navbar's search entry point and the search shortcuts: all of search in the main bundle.
// In: UI strings, the search page URL and the search settings; out: a button opening the modal.

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import '../../client/styles/search.css';
import { modalCode, preload } from '../../client/search/lazy.ts';
import type { Messages } from '../../i18n/index.ts';
import type { SearchView } from '../../shared/search-view.ts';
import { SearchDialog, type SearchPanelProps } from './SearchDialog.tsx';

/** Only one button (the navbar's or the mobile menu's) answers the keyboard shortcuts. */
let shortcutOwner: object | undefined;

const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The page's selected text (its first 64 characters) starts the query, as in DocSearch. */
const selectedText = () => (window.getSelection()?.toString().trim() ?? '').slice(0, 64);

export function SearchButton({ ui, searchHref, search }: { ui: Messages; searchHref: string; search: SearchView }) {
  const [open, setOpen] = useState<{ query: string } | null>(null);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [mac, setMac] = useState(false);
  /** The shortcuts work once hydrated; only then does the button announce them. */
  const [live, setLive] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  const isOpen = useRef(false);
  isOpen.current = open !== null;

  const load = () => {
    setFailure(null);
    modalCode().then(
      (m) => setPanel(() => m.SearchModal),
      (error: Error) => setFailure(error.message),
    );
  };
  /** Closing gives focus back to the button, as DocSearch does, once the modal (which keeps focus in itself) is gone. */
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setOpen(null);
  };
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [open]);
  const show = (query: string) => {
    preload(search);
    load();
    setOpen({ query });
  };

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    setLive(true);
    if (shortcutOwner) return;
    const owner = {};
    shortcutOwner = owner;
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (isOpen.current) close();
        else show(selectedText());
      } else if (event.key === '/' && !inTextField(event.target) && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        show(selectedText());
      }
    };
    window.addEventListener('keydown', onKey);
    // Ctrl+K or '/' pressed while the page was still loading (the pre-paint script kept it).
    const root = document.documentElement;
    if ('searchPending' in root.dataset) {
      delete root.dataset.searchPending;
      show(selectedText());
    }
    return () => {
      window.removeEventListener('keydown', onKey);
      if (shortcutOwner === owner) shortcutOwner = undefined;
    };
  }, [search]);

  const intent = () => preload(search);
  return (
    <>
      <a
        ref={button}
        className="navbar__search"
        href={searchHref}
        role="button"
        aria-keyshortcuts={live ? 'Control+K Meta+K /' : undefined}
        onPointerEnter={intent}
        onFocus={intent}
        onTouchStart={intent}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          show(selectedText());
        }}
        onKeyDown={(event) => {
          // A letter typed on the focused button starts the query with that letter.
          if (event.key.length === 1 && /\p{L}|\p{N}/u.test(event.key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
            event.preventDefault();
            show(event.key);
          } else if (event.key === ' ') {
            event.preventDefault();
            show(selectedText());
          }
        }}
      >
        <svg className="navbar__search-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="navbar__search-label">{ui.search}</span>
        <span className="navbar__search-keys" aria-hidden="true">
          <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </a>
      {open &&
        createPortal(
          <SearchDialog ui={ui} view={search} initialQuery={open.query} Panel={Panel} failure={failure} onRetry={load} onClose={close} />,
          document.body,
        )}
    </>
  );
}
