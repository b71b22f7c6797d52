// The language menu: every locale by its label, each link leading to the same page (and, once
// hydrated, the same #section) in that locale. In: the page's locale links and UI strings;
// out: a dropdown, or a plain list inside the mobile menu.

import { useState } from 'react';
import type { Messages } from '../i18n/index.ts';
import { Dropdown } from './Dropdown.tsx';
import type { LocaleLink } from './props.ts';

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

export function LocaleMenu({ locales, current, currentLabel, ui }: { locales: LocaleLink[]; current: string; currentLabel: string; ui: Messages }) {
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
      <LocaleLinks locales={locales} current={current} hash={hash} />
    </Dropdown>
  );
}
