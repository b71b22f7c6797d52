// Inline icons for the footer's social links (no image requests, no third-party hosts).
// In: the icon's outline (resolved with the page data by the generator); out: an <svg>.

export function SocialIcon({ path }: { path: string }) {
  return (
    <svg className="footer__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
