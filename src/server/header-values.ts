// The site's own headers (the build's _headers file, dev's security headers from the config), kept
// to what HTTP can carry: a header whose value holds a character above U+00FF or a line break (a
// config value such as search.appId copied into the Content-Security-Policy) would make Node throw
// on every answer; it is left out instead, and said once on stderr, so the server keeps answering.
// In: headers by name; out: those that can be sent.

/** Node's rules (RFC 9110 tokens for names; tab, visible ASCII and Latin-1 bytes for values). */
const validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const validValue = /^[\t\x20-\x7e\x80-\xff]*$/;

const reported = new Set<string>();

/** What is wrong in a value, for the message: the first character HTTP cannot carry. */
function culprit(value: string): string {
  const ch = [...value].find((c) => !validValue.test(c)) ?? '';
  return `"${ch.replace(/[\r\n]/, (c) => (c === '\r' ? '\\r' : '\\n'))}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}

/** `headers` without those HTTP cannot carry; each left out is reported once per process. */
export function sendableHeaders(headers: Record<string, string>): Record<string, string> {
  let kept: Record<string, string> | undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (validName.test(name) && validValue.test(value)) continue;
    kept ??= { ...headers };
    delete kept[name];
    const key = `${name}\0${value}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const why = validName.test(name) ? `its value holds ${culprit(value)}, which HTTP headers cannot carry` : 'its name is not one HTTP allows';
    process.stderr.write(`legaldocs: the ${validName.test(name) ? name : JSON.stringify(name)} header is left out of every answer: ${why}. Correct the config value it is made from (then build again, for serve).\n`);
  }
  return kept ?? headers;
}
