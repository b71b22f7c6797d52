// The top bar: brand, configured items, language menu, search link and colour-mode toggle.
// In: PageProps; out: the <header> element.

import type { NavItemView, PageProps } from './props.ts';
import { SearchButton } from './search/SearchButton.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

function NavItem({ item }: { item: NavItemView }) {
  if (item.type === 'link') {
    return (
      <li>
        <a className="navbar__link" href={item.href} {...(item.external ? { rel: 'noopener noreferrer' } : {})}>
          {item.label}
        </a>
      </li>
    );
  }
  return (
    <li>
      <details className="navbar__dropdown">
        <summary>{item.label}</summary>
        <ul>
          {item.items.map((sub) => (
            <li key={sub.href}>
              <a href={sub.href}>{sub.label}</a>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

export function Navbar({ props }: { props: PageProps }) {
  const { chrome, ui, locales, locale } = props;
  const left = chrome.navItems.filter((i) => i.position === 'left');
  const right = chrome.navItems.filter((i) => i.position === 'right');
  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={ui.mainNavigation}>
        <a className="navbar__brand" href={chrome.brandHref}>
          {chrome.logo && <img className="navbar__logo" src={chrome.logo.src} alt={chrome.logo.alt} width={32} height={32} />}
          <span className="navbar__title">{chrome.title}</span>
        </a>
        <ul className="navbar__items">
          {left.map((item) => (
            <NavItem key={item.label} item={item} />
          ))}
        </ul>
        <ul className="navbar__items navbar__items--right">
          {right.map((item) => (
            <NavItem key={item.label} item={item} />
          ))}
          <li>
            <details className="navbar__dropdown navbar__locales">
              <summary aria-label={ui.language}>{locale.label}</summary>
              <ul>
                {locales.map((l) => (
                  <li key={l.code}>
                    <a href={l.href} hrefLang={l.htmlLang} lang={l.htmlLang} aria-current={l.code === locale.code ? 'true' : undefined}>
                      {l.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <SearchButton ui={ui} searchHref={chrome.searchHref} search={props.search} />
          </li>
          {!chrome.colorMode.disableSwitch && (
            <li>
              <ThemeToggle ui={ui} defaultMode={chrome.colorMode.defaultMode} />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
