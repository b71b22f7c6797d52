// The footer: social links and the copyright line.
// In: chrome data and UI strings; out: the <footer> element.

import type { Messages } from '../i18n/index.ts';
import type { ChromeView } from './props.ts';

export function Footer({ chrome, ui }: { chrome: ChromeView; ui: Messages }) {
  return (
    <footer className="footer">
      {chrome.socialLinks.length > 0 && (
        <ul className="footer__social" aria-label={ui.footerSocial}>
          {chrome.socialLinks.map((l) => (
            <li key={l.href}>
              <a href={l.href} rel="noopener noreferrer" className={`footer__icon footer__icon--${l.icon}`}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="footer__copyright">{chrome.copyright}</p>
    </footer>
  );
}
