// The slide-in menu of narrow screens: navbar items, languages, the docs sidebar, the search
// button and the support link. In: PageProps, whether it is open, how to close it and the button
// to give focus back to; out: a modal panel that keeps focus inside while open.

import { Brand } from './Brand.tsx';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { trapTab } from './focus-trap.ts';
import { LocaleMenu } from './LocaleMenu.tsx';
import { NavItem } from './NavItem.tsx';
import type { PageProps } from './props.ts';
import { SearchButton } from './search/SearchButton.tsx';
import { Sidebar } from './Sidebar.tsx';

/** Wider than this, the navbar shows everything and the menu has no place. */
const DESKTOP = '(min-width: 997px)';

export function MobileMenu({
  props,
  open,
  onClose,
  returnFocusTo,
}: {
  props: PageProps;
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { ui, chrome, locales, locale } = props;
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);

  // Closes on a new page (the router re-renders with new props), on back navigation and when the
  // viewport grows to desktop width.
  useEffect(() => onClose(), [props.path, onClose]);
  useEffect(() => {
    const wide = window.matchMedia(DESKTOP);
    const onWide = () => wide.matches && onClose();
    window.addEventListener('popstate', onClose);
    wide.addEventListener('change', onWide);
    return () => {
      window.removeEventListener('popstate', onClose);
      wide.removeEventListener('change', onWide);
    };
  }, [onClose]);

  useEffect(() => {
    document.documentElement.classList.toggle('mobile-menu-open', open);
    if (open) closeButton.current?.focus();
    else if (wasOpen.current && (!document.activeElement || document.activeElement === document.body || panel.current?.contains(document.activeElement)))
      returnFocusTo.current?.focus();
    wasOpen.current = open;
  }, [open, returnFocusTo]);

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys from a dialog opened from the menu (search, portalled elsewhere) are that dialog's own.
    if (!panel.current?.contains(e.target as Node)) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key === 'Tab') trapTab(e, panel.current);
  };

  const sidebar = props.kind === 'doc' || props.kind === 'category' ? props.sidebars[0] : undefined;
  return (
    <div id="mobile-menu" className={open ? 'mobile-menu mobile-menu--open' : 'mobile-menu'}>
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div
        ref={panel}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={ui.mainNavigation}
        onKeyDown={onKeyDown}
        onClick={(e) => {
          // A followed link ends the menu's job even when the router keeps the same page (a #hash).
          // A link that handled its own click (the search button opening its dialog) was not followed.
          if (!e.defaultPrevented && (e.target as Element).closest('a[href]')) onClose();
        }}
      >
        <div className="mobile-menu__header">
          <Brand chrome={chrome} />
          {/* Without JavaScript, a link away from the menu (#main) closes it. */}
          <a
            ref={closeButton}
            href="#main"
            role="button"
            className="mobile-menu__close"
            aria-label={ui.closeMenu}
            onClick={(e) => {
              e.preventDefault();
              onClose();
            }}
            onKeyDown={(e) => {
              if (e.key !== ' ') return;
              e.preventDefault();
              onClose();
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5 5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
        <div className="mobile-menu__search">
          <SearchButton ui={ui} searchHref={chrome.searchHref} search={props.search} />
        </div>
        {chrome.navItems.length > 0 && (
          <ul className="mobile-menu__items">
            {chrome.navItems.map((item) => (
              <NavItem key={item.label} item={item} />
            ))}
          </ul>
        )}
        <div className="mobile-menu__locales">
          <LocaleMenu locales={locales} languages={chrome.languages} path={props.kind === 'not-found' ? undefined : props.path} current={locale.code} currentLabel={locale.label} ui={ui} />
        </div>
        {sidebar && (
          <Sidebar
            key={sidebar.id}
            items={sidebar.items}
            current={props.path}
            label={ui.docsSidebar}
            ui={ui}
            fallbackTag={chrome.fallbackTag}
            lang={locale.htmlLang}
            {...(sidebar.full ? { full: sidebar.full } : {})}
            {...(sidebar.more ? { more: sidebar.more } : {})}
          />
        )}
        {chrome.supportUrl && (
          <div className="mobile-menu__support">
            <p>{ui.haveQuestion}</p>
            <a href={chrome.supportUrl} rel="noopener noreferrer">
              {ui.contactUs}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
