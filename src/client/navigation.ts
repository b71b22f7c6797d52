// One way to go to a URL from client code (search results, menus): through the client router
// once it is installed, a normal browser navigation before that or when it declines.
// In: a URL; out: the navigation. The router registers itself with setNavigator.

type Navigator = (href: string) => void;

let navigator: Navigator | undefined;

/** Installs the router's navigate function (called once by the router on start). */
export function setNavigator(fn: Navigator): void {
  navigator = fn;
}

/** Goes to `href`: same-site URLs through the router, anything else by setting the location. */
export function navigate(href: string): void {
  const url = new URL(href, location.href);
  if (navigator && url.origin === location.origin) navigator(url.href);
  else location.assign(url.href);
}
