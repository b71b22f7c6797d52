// Which clicks the client router may take: a plain left click on a link that opens in this tab.
// Modified clicks, other buttons, target and download links stay with the browser.
// In: the click's buttons and modifiers and the link's attributes; out: the URL to route, or undefined.

export interface ClickInfo {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface LinkInfo {
  /** The href attribute as written. */
  href: string | null;
  target: string | null;
  download: boolean;
}

/** The URL a click would take the router to, resolved against the document's base URL. */
export function clickedUrl(click: ClickInfo, link: LinkInfo, baseURI: string): URL | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return undefined;
  if (link.href === null || link.download || (link.target && link.target !== '_self')) return undefined;
  try {
    return new URL(link.href, baseURI);
  } catch {
    return undefined;
  }
}
