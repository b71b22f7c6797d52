// The language menu: every locale by its label, each link leading to the same page (and, once
// hydrated, the same #section) in that locale; on a site of many locales, the page's own links
// until hydrated, then one per locale from the chrome's list. In: the page's locale links, that
// list and UI strings; out: a dropdown, or a plain list inside the mobile menu.

import { useEffect, useMemo, useState } from 'react';
import type { Messages } from '../i18n/index.ts';
import { localizedPath, switchLocale } from '../shared/urls.ts';
import { Dropdown } from './Dropdown.tsx';
import type { ChromeView, LocaleLink } from './props.ts';

function LocaleLinks({ locales, current, hash }: { locales: LocaleLink[]; current: string; hash: string }) {
  return (
    <>
      {locales.map((l) => (
        <li key={l.code}>
          <a
            className="dropdown__link"
            href={l.href + hash}
            hrefLang={l.htmlLang}
            lang={l.htmlLang}
            aria-current={l.code === current ? 'true' : undefined}
            // The hash may have changed since the menu opened (a TOC click); read it as the link is used.
            onClick={(e) => {
              e.currentTarget.href = l.href + location.hash;
            }}
          >
            {l.label}
          </a>
        </li>
      ))}
    </>
  );
}

/**
 * The links the menu shows: the page's own, or, on a site of many locales once hydrated, one per
 * locale of `languages` to the same page (`path`; the locale's home from a not-found page).
 */
function useLocaleLinks(locales: LocaleLink[], languages: ChromeView['languages'], current: string, path: string | undefined): LocaleLink[] {
  // The server's list first, so hydration finds what the server rendered.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return useMemo(() => {
    if (!hydrated || !languages) return locales;
    const { baseUrl, defaultLocale, list } = languages;
    return list.map((l) => ({ ...l, href: path === undefined ? localizedPath(baseUrl, l.code, defaultLocale, '/') : switchLocale(path, baseUrl, current, l.code, defaultLocale) }));
  }, [hydrated, locales, languages, current, path]);
}

export function LocaleMenu({
  locales,
  languages,
  path,
  current,
  currentLabel,
  ui,
}: {
  locales: LocaleLink[];
  languages?: ChromeView['languages'];
  /** The page's path; undefined on a not-found page, whose menu leads to each locale's home. */
  path: string | undefined;
  current: string;
  currentLabel: string;
  ui: Messages;
}) {
  const links = useLocaleLinks(locales, languages, current, path);
  const [hash, setHash] = useState('');
  return (
    <Dropdown
      className="locale-menu"
      summaryLabel={`${ui.language}: ${currentLabel}`}
      onOpen={() => setHash(location.hash)}
      summary={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className="locale-menu__icon">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
            />
          </svg>
          <span>{currentLabel}</span>
        </>
      }
    >
      <LocaleLinks locales={links} current={current} hash={hash} />
    </Dropdown>
  );
}
