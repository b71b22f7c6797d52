// The top bar: brand, configured items, language menu, search button, colour-mode toggle and,
// on narrow screens, the button that opens the mobile menu (which it also renders).
// In: PageProps; out: the <header> element and the mobile menu panel.

import { Brand } from './Brand.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LocaleMenu } from './LocaleMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavItem } from './NavItem.tsx';
import type { PageProps } from './props.ts';
import { SearchButton } from './search/SearchButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

/** Hides the navbar while the visitor scrolls down and shows it again on the way up. */
function useHideOnScroll(enabled: boolean, paused: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < 64) setHidden(false);
      else if (Math.abs(y - last) > 4) setHidden(y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden && !paused;
}

export function Navbar({ props }: { props: PageProps }) {
  const { chrome, ui, locales, locale } = props;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLAnchorElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // Opened before the page was interactive (the link's #mobile-menu): it stays open, without the hash.
  useEffect(() => {
    if (location.hash !== '#mobile-menu') return;
    history.replaceState(history.state, '', location.pathname + location.search);
    setMenuOpen(true);
  }, []);
  const hidden = useHideOnScroll(chrome.hideOnScroll, menuOpen);
  const left = chrome.navItems.filter((i) => i.position === 'left');
  const right = chrome.navItems.filter((i) => i.position === 'right');
  return (
    <>
      <header className={hidden ? 'navbar navbar--hidden' : 'navbar'}>
        <nav className="navbar__inner" aria-label={ui.mainNavigation}>
          {/* A link to the menu, which CSS shows as the :target without JavaScript; once hydrated, a button. */}
          <a
            ref={menuButton}
            href="#mobile-menu"
            role="button"
            className="navbar__menu-button"
            aria-label={ui.openMenu}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={(e) => {
              e.preventDefault();
              setMenuOpen(true);
            }}
            onKeyDown={(e) => {
              if (e.key !== ' ') return;
              e.preventDefault();
              setMenuOpen(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
          <Brand chrome={chrome} />
          <ul className="navbar__items navbar__items--wide">
            {left.map((item) => (
              <NavItem key={item.label} item={item} />
            ))}
          </ul>
          <ul className="navbar__items navbar__items--right">
            {right.map((item) => (
              <NavItem key={item.label} item={item} />
            ))}
            <li>
              <LocaleMenu locales={locales} languages={chrome.languages} path={props.kind === 'not-found' ? undefined : props.path} current={locale.code} currentLabel={locale.label} ui={ui} />
            </li>
            <li className="navbar__always">
              <SearchButton ui={ui} searchHref={chrome.searchHref} search={props.search} />
            </li>
            {!chrome.colorMode.disableSwitch && (
              <li className="navbar__always">
                <ThemeToggle ui={ui} defaultMode={chrome.colorMode.defaultMode} />
              </li>
            )}
          </ul>
        </nav>
      </header>
      <MobileMenu props={props} open={menuOpen} onClose={closeMenu} returnFocusTo={menuButton} />
    </>
  );
}
