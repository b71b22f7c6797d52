// The `_headers` file of Netlify and Cloudflare Pages: path blocks, each with the headers its paths
// are served with. In: its text, or rules; out: rules (with what is wrong in the text, by line), the
// text, and the headers a request path gets, as those hosts combine the blocks that match it.

/** One path block: a path pattern (`/*`, `/files/*`, `/docs/:page`) and its header lines. */
export interface HeaderRule {
  pattern: string;
  /** Where the pattern is written (1-based), in a file read from disk. */
  line?: number;
  /** Headers set, in order: [name, value, line]. */
  set: [name: string, value: string, line?: number][];
  /** Headers taken off what earlier blocks set (`! Name`, Cloudflare Pages). */
  detach: string[];
}

export interface ParsedHeaders {
  rules: HeaderRule[];
  /** Lines that are neither a path, a header nor a comment: [line, what is wrong]. */
  problems: [line: number, message: string][];
}

/** Reads a `_headers` text: a line at the margin starts a block, indented `Name: value` lines belong to it, `#` starts a comment. */
export function parseHeaders(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const problems: ParsedHeaders['problems'] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      if (trimmed.startsWith('/') || /^https?:\/\//.test(trimmed)) rules.push({ pattern: trimmed, line, set: [], detach: [] });
      else problems.push([line, `"${trimmed.slice(0, 60)}" is neither a path (starting with /) nor an indented header`]);
      return;
    }
    const rule = rules.at(-1);
    if (!rule) return void problems.push([line, 'a header before any path: it applies to nothing']);
    if (trimmed.startsWith('!')) return void rule.detach.push(trimmed.slice(1).trim());
    const colon = trimmed.indexOf(':');
    if (colon <= 0) return void problems.push([line, `"${trimmed.slice(0, 60)}" is not a header (Name: value)`]);
    rule.set.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim(), line]);
  });
  return { rules, problems };
}

/** The `_headers` text of `rules`. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules.map((r) => `${r.pattern}\n${[...r.detach.map((n) => `  ! ${n}\n`), ...r.set.map(([n, v]) => `  ${n}: ${v}\n`)].join('')}`).join('\n');
}

/**
 * Whether a path pattern matches a request path: `*` stands for anything, `:name` for one segment.
 * A pattern with a host matches no path alone. Each pattern character moves the set of path
 * positions it may have reached, so the cost is the two lengths' product, whatever the stars.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (!pattern.startsWith('/')) return false;
  const n = pathname.length;
  let reach = new Uint8Array(n + 1);
  reach[0] = 1;
  for (let p = 0; p < pattern.length; ) {
    const next = new Uint8Array(n + 1);
    const c = pattern[p]!;
    if (c === '*') {
      for (let s = 0, on = 0; s <= n; s++) next[s] = on ||= reach[s]!;
      p++;
    } else if (c === ':' && /[A-Za-z]/.test(pattern[p + 1] ?? '')) {
      // One segment: at least one character, none of them a slash.
      let on = false;
      for (let t = 1; t <= n; t++) {
        if (pathname[t - 1] === '/') on = false;
        else if ((on ||= reach[t - 1] === 1)) next[t] = 1;
      }
      p++;
      while (p < pattern.length && /\w/.test(pattern[p]!)) p++;
    } else {
      for (let s = 0; s < n; s++) if (reach[s] && pathname[s] === c) next[s + 1] = 1;
      p++;
    }
    reach = next;
  }
  return reach[n] === 1;
}

/**
 * The headers a request path is sent with: every block that matches, in order, as Netlify and
 * Cloudflare Pages combine them (a header set by two blocks sends both values, joined by a comma;
 * `! Name` takes off what earlier blocks set).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const byName = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!pathMatches(rule.pattern, pathname)) continue;
    for (const name of rule.detach) byName.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const had = byName.get(name.toLowerCase());
      byName.set(name.toLowerCase(), had ? [had[0], `${had[1]}, ${value}`] : [name, value]);
    }
  }
  return Object.fromEntries(byName.values());
}
