// The navbar's brand: logo and title, linking to the docs' main page; the navbar and the mobile menu
// show it. In: the chrome; out: the link, with the dark-theme logo beside the light one when there is one.

import type { ChromeView } from './props.ts';

export function Brand({ chrome }: { chrome: ChromeView }) {
  const { logo } = chrome;
  return (
    <a className="navbar__brand" href={chrome.brandHref}>
      {logo && !logo.srcDark && <img className="navbar__logo" src={logo.src} alt={logo.alt} width={32} height={32} />}
      {/* The theme is set before the first paint (html.ts), so CSS shows the right one from the start. */}
      {logo?.srcDark && (
        <>
          <img className="navbar__logo navbar__logo--light" src={logo.src} alt={logo.alt} width={32} height={32} />
          <img className="navbar__logo navbar__logo--dark" src={logo.srcDark} alt={logo.alt} width={32} height={32} />
        </>
      )}
      <span className="navbar__title">{chrome.brandTitle}</span>
    </a>
  );
}
