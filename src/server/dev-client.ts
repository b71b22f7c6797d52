// The browser side of `dev`: a small external script (no inline script, so pages keep working
// under the site's Content-Security-Policy) that reloads the page when it changed, keeping the
// scroll position, shows an overlay listing the errors, and the warnings edits brought, until they
// are fixed, and says what a change fixed; and its stylesheet.
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
  function entry(d) {
    var item = document.createElement('li');
    item.className = d.severity;
    var where = document.createElement('code');
    where.textContent = [d.file, d.line, d.line !== undefined ? d.column : undefined].filter(function (p) { return p !== undefined; }).join(':');
    var message = document.createElement('p');
    message.textContent = d.severity + ': ' + d.message + ' (' + d.code + ')';
    item.appendChild(where);
    item.appendChild(message);
    if (d.hint) {
      var hint = document.createElement('p');
      hint.className = 'hint';
      hint.textContent = d.hint;
      item.appendChild(hint);
    }
    return item;
  }
  function count(n, what) { return n + ' ' + what + (n === 1 ? '' : 's'); }
  // What the author closed stays closed until the problems change.
  var closed = null;
  function show(problems) {
    var old = document.getElementById('legaldocs-dev-overlay');
    if (old) old.remove();
    var key = JSON.stringify(problems);
    if (!problems.length || key === closed) return;
    var errors = problems.filter(function (d) { return d.severity === 'error'; }).length;
    var box = document.createElement('div');
    box.id = 'legaldocs-dev-overlay';
    // Errors cover the page (it may be wrong); warnings leave it usable, in a panel at the bottom.
    box.className = errors ? 'errors' : 'warnings';
    box.setAttribute('role', 'alert');
    var title = document.createElement('h2');
    title.textContent = 'legaldocs: ' + [errors ? count(errors, 'error') : '', problems.length > errors ? count(problems.length - errors, 'warning') : ''].filter(Boolean).join(', ');
    box.appendChild(title);
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () { closed = key; box.remove(); });
    box.appendChild(close);
    var list = document.createElement('ul');
    problems.forEach(function (d) { list.appendChild(entry(d)); });
    box.appendChild(list);
    var note = document.createElement('p');
    note.className = 'hint';
    note.textContent = 'Save the file again once it is fixed; this closes by itself.';
    box.appendChild(note);
    document.body.appendChild(box);
  }
  var seenKey = 'legaldocs-dev-fixed';
  function showFixed(fixed) {
    // Once per fix in this tab, even though the fix reloaded the page.
    if (!fixed || (storage && storage.getItem(seenKey) === String(fixed.id))) return;
    if (storage) { try { storage.setItem(seenKey, String(fixed.id)); } catch (e) {} }
    var old = document.getElementById('legaldocs-dev-fixed');
    if (old) old.remove();
    var box = document.createElement('div');
    box.id = 'legaldocs-dev-fixed';
    box.setAttribute('role', 'status');
    var title = document.createElement('h2');
    title.textContent = 'legaldocs: fixed ' + [count(fixed.items.filter(function (d) { return d.severity === 'error'; }).length, 'error'), count(fixed.items.filter(function (d) { return d.severity === 'warning'; }).length, 'warning')].filter(function (t) { return t.indexOf('0 ') !== 0; }).join(', ');
    box.appendChild(title);
    var list = document.createElement('ul');
    fixed.items.slice(0, 5).forEach(function (d) { var item = entry(d); item.className = 'fixed'; list.appendChild(item); });
    box.appendChild(list);
    if (fixed.items.length > 5) {
      var more = document.createElement('p');
      more.className = 'hint';
      more.textContent = 'and ' + (fixed.items.length - 5) + ' more (listed in the terminal)';
      box.appendChild(more);
    }
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () { box.remove(); });
    box.appendChild(close);
    document.body.appendChild(box);
    setTimeout(function () { box.remove(); }, 8000);
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
    events.addEventListener('problems', function (event) {
      var data = JSON.parse(event.data);
      show(data.problems);
      showFixed(data.fixed);
    });
  }
  connect(meta ? meta.content : '');
  // The client router changes the path without loading a page: follow it, with what it shows now
  // as the baseline.
  setInterval(function () { if (location.pathname !== shown) connect(''); }, 500);
})();
`;

// Opaque, with its own colours for the site's light and dark themes (contrast 4.5:1 or more).
export const devStyle = `#legaldocs-dev-overlay, #legaldocs-dev-fixed {
  --dev-bg: #ffffff; --dev-fg: #1c1e21; --dev-muted: #4b5563; --dev-item: #f3f4f6; --dev-code: #6b21a8;
  --dev-error: #b3261e; --dev-warning: #8a4b00; --dev-fixed: #146c2e; --dev-border: #d0d7de;
  position: fixed; z-index: 2147483647; box-sizing: border-box; overflow: auto; margin: 0;
  background: var(--dev-bg); color: var(--dev-fg); border: 1px solid var(--dev-border);
  font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; text-align: left;
}
[data-theme='dark'] #legaldocs-dev-overlay, [data-theme='dark'] #legaldocs-dev-fixed {
  --dev-bg: #18191a; --dev-fg: #e3e3e3; --dev-muted: #b8c0cc; --dev-item: #242526; --dev-code: #ffd479;
  --dev-error: #ff8a80; --dev-warning: #ffcc66; --dev-fixed: #7ee2a8; --dev-border: #444950;
}
#legaldocs-dev-overlay.errors { inset: 0; padding: 2rem; }
#legaldocs-dev-overlay.warnings { left: 0; right: 0; bottom: 0; max-height: 45vh; padding: 1rem 2rem; box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.25); }
#legaldocs-dev-fixed { right: 1rem; bottom: 1rem; max-width: min(40rem, calc(100vw - 2rem)); max-height: 40vh; padding: 0.75rem 1rem; box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25); }
#legaldocs-dev-overlay h2, #legaldocs-dev-fixed h2 { margin: 0 0 1rem; font-size: 1.25rem; color: var(--dev-error); }
#legaldocs-dev-overlay.warnings h2 { color: var(--dev-warning); }
#legaldocs-dev-fixed h2 { margin-bottom: 0.5rem; font-size: 1rem; color: var(--dev-fixed); }
#legaldocs-dev-overlay button, #legaldocs-dev-fixed button {
  position: absolute; top: 0.75rem; right: 1rem; font: inherit; padding: 0.25rem 0.75rem; cursor: pointer;
  background: var(--dev-item); color: var(--dev-fg); border: 1px solid var(--dev-border); border-radius: 4px;
}
#legaldocs-dev-overlay ul, #legaldocs-dev-fixed ul { margin: 0; padding: 0; list-style: none; }
#legaldocs-dev-overlay li, #legaldocs-dev-fixed li { margin: 0 0 1rem; padding: 0.75rem 1rem; border-left: 4px solid var(--dev-error); background: var(--dev-item); }
#legaldocs-dev-overlay li.warning { border-left-color: var(--dev-warning); }
#legaldocs-dev-fixed li { margin-bottom: 0.5rem; padding: 0.5rem 0.75rem; border-left-color: var(--dev-fixed); }
#legaldocs-dev-overlay code, #legaldocs-dev-fixed code { color: var(--dev-code); }
#legaldocs-dev-overlay p, #legaldocs-dev-fixed p { margin: 0.25rem 0 0; white-space: pre-wrap; }
#legaldocs-dev-overlay .hint, #legaldocs-dev-fixed .hint { color: var(--dev-muted); }
`;
