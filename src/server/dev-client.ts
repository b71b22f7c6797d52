// The browser side of `dev`: a small external script (no inline script, so pages keep working
// under the site's Content-Security-Policy) that reloads the page when it changed, keeping the
// scroll position, and shows an overlay listing errors until they are fixed; and its stylesheet.
// In: nothing (the page version goes in a meta tag); out: the tags to inject and the files' text.

export const devPrefix = '/__legaldocs/';

/** Tags added to the <head> of every page `dev` serves; `version` identifies this rendering. */
export function devTags(version: string): string {
  return `<meta name="legaldocs-dev" content="${version}">\n<link rel="stylesheet" href="${devPrefix}dev.css">\n<script src="${devPrefix}dev.js" defer></script>`;
}

export const devScript = `(function () {
  var meta = document.querySelector('meta[name="legaldocs-dev"]');
  var key = 'legaldocs-dev-scroll:' + location.pathname;
  var storage = null;
  try { storage = window.sessionStorage; } catch (e) {}
  var saved = storage && storage.getItem(key);
  if (saved !== null && saved !== undefined && storage) {
    storage.removeItem(key);
    var y = Number(saved);
    window.scrollTo(0, y);
    // Late layout (fonts, images) can shorten the page at first; try again once it settles.
    window.addEventListener('load', function () { window.scrollTo(0, y); });
  }
  function show(errors) {
    var old = document.getElementById('legaldocs-dev-overlay');
    if (old) old.remove();
    if (!errors.length) return;
    var box = document.createElement('div');
    box.id = 'legaldocs-dev-overlay';
    box.setAttribute('role', 'alert');
    var title = document.createElement('h2');
    title.textContent = errors.length === 1 ? 'legaldocs: 1 error' : 'legaldocs: ' + errors.length + ' errors';
    box.appendChild(title);
    var list = document.createElement('ul');
    errors.forEach(function (d) {
      var item = document.createElement('li');
      var where = document.createElement('code');
      where.textContent = [d.file, d.line, d.line !== undefined ? d.column : undefined].filter(function (p) { return p !== undefined; }).join(':');
      var message = document.createElement('p');
      message.textContent = d.message + ' (' + d.code + ')';
      item.appendChild(where);
      item.appendChild(message);
      if (d.hint) {
        var hint = document.createElement('p');
        hint.className = 'hint';
        hint.textContent = d.hint;
        item.appendChild(hint);
      }
      list.appendChild(item);
    });
    box.appendChild(list);
    var note = document.createElement('p');
    note.className = 'hint';
    note.textContent = 'Save the file again once it is fixed; this closes by itself.';
    box.appendChild(note);
    document.body.appendChild(box);
  }
  var events = null;
  var shown = location.pathname;
  function connect(version) {
    if (events) events.close();
    shown = location.pathname;
    var pageKey = 'legaldocs-dev-scroll:' + shown;
    events = new EventSource('${devPrefix}events?path=' + encodeURIComponent(shown) + '&version=' + encodeURIComponent(version));
    events.addEventListener('reload', function () {
      if (storage) { try { storage.setItem(pageKey, String(window.scrollY)); } catch (e) {} }
      location.reload();
    });
    events.addEventListener('errors', function (event) { show(JSON.parse(event.data)); });
  }
  connect(meta ? meta.content : '');
  // The client router changes the path without loading a page: follow it, with what it shows now
  // as the baseline.
  setInterval(function () { if (location.pathname !== shown) connect(''); }, 500);
})();
`;

export const devStyle = `#legaldocs-dev-overlay {
  position: fixed; inset: 0; z-index: 2147483647; overflow: auto; padding: 2rem;
  background: rgba(20, 20, 24, 0.94); color: #fff; font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}
#legaldocs-dev-overlay h2 { margin: 0 0 1rem; color: #ff6b6b; font-size: 1.25rem; }
#legaldocs-dev-overlay ul { margin: 0; padding: 0; list-style: none; }
#legaldocs-dev-overlay li { margin: 0 0 1rem; padding: 0.75rem 1rem; border-left: 4px solid #ff6b6b; background: rgba(255, 255, 255, 0.06); }
#legaldocs-dev-overlay code { color: #ffd479; }
#legaldocs-dev-overlay p { margin: 0.25rem 0 0; white-space: pre-wrap; }
#legaldocs-dev-overlay .hint { color: #b8c0cc; }
`;
