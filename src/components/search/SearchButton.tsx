// The navbar's search entry point and the search shortcuts: all of search in the main bundle.
// In: UI strings, the search page URL and the search settings; out: a button opening the modal.

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import '../../client/styles/search.css';
import { modalCode, preload } from '../../client/search/lazy.ts';
import type { Messages } from '../../i18n/index.ts';
import type { SearchView } from '../../search/view.ts';
import { LoadFailure } from './LoadFailure.tsx';
import type { SearchModalProps } from './SearchModal.tsx';

/** Only one button (the navbar's or the mobile menu's) answers the keyboard shortcuts. */
let shortcutOwner: object | undefined;

const inTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The page's selected text (its first 64 characters) starts the query, as in DocSearch. */
const selectedText = () => (window.getSelection()?.toString().trim() ?? '').slice(0, 64);

/**
 * Stands in for the modal while its code loads (the first open on a slow connection): the input
 * takes what is typed meanwhile, and the modal starts from it instead of losing it.
 */
function PendingModal({ ui, query, onQuery, onClose }: { ui: Messages; query: string; onQuery: (query: string) => void; onClose: () => void }) {
  return (
    <div className="search-modal" role="dialog" aria-modal="true" aria-label={ui.search} aria-busy="true" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="search-modal__box">
        <form className="search-modal__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            className="search-modal__input"
            type="search"
            aria-label={ui.searchPlaceholder}
            placeholder={ui.searchPlaceholder}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            autoFocus
            value={query}
            onChange={(e) => onQuery(e.target.value.slice(0, 64))}
          />
        </form>
      </div>
    </div>
  );
}

export function SearchButton({ ui, searchHref, search }: { ui: Messages; searchHref: string; search: SearchView }) {
  const [open, setOpen] = useState<{ query: string } | null>(null);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
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
      (m) => setModal(() => m.SearchModal),
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
        <span className="navbar__search-label">{ui.search}</span>
        <span className="navbar__search-keys" aria-hidden="true">
          <kbd>{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </a>
      {open &&
        createPortal(
          failure ? (
            <div className="search-modal" role="dialog" aria-modal="true" aria-label={ui.search} onKeyDown={(e) => e.key === 'Escape' && close()}>
              <div className="search-modal__box">
                <LoadFailure ui={ui} error={failure} onRetry={load} />
              </div>
            </div>
          ) : Modal ? (
            <Modal
              ui={ui}
              view={search}
              initialQuery={open.query}
              onClose={close}
            />
          ) : (
            <PendingModal ui={ui} query={open.query} onQuery={(query) => setOpen({ query })} onClose={close} />
          ),
          document.body,
        )}
    </>
  );
}
