// The footer: social links (icons, named for screen readers), the feed of document changes (when
// documents have versions) and the copyright line, whose year the client refreshes so a page
// built last year still shows this one.
// In: chrome data and UI strings; out: the <footer> element.

import { useEffect, useState } from 'react';
import type { Messages } from '../i18n/index.ts';
import type { ChromeView } from './props.ts';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer({ chrome, ui }: { chrome: ChromeView; ui: Messages }) {
  const [copyright, setCopyright] = useState(chrome.copyright);
  useEffect(() => setCopyright(chrome.copyrightTemplate.replace('{year}', String(new Date().getFullYear()))), [chrome.copyrightTemplate]);
  return (
    <footer className="footer">
      {chrome.socialLinks.length > 0 && (
        <ul className="footer__social" aria-label={ui.footerSocial}>
          {chrome.socialLinks.map((l) => (
            <li key={l.href}>
              <a href={l.href} rel="noopener noreferrer" className="footer__link" aria-label={l.label}>
                <SocialIcon path={l.iconPath} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {chrome.feed && (
        <p className="footer__feed">
          <a href={chrome.feed.href} type="application/atom+xml">
            {ui.feedLink}
          </a>
        </p>
      )}
      {copyright && <p className="footer__copyright">{copyright}</p>}
    </footer>
  );
}
