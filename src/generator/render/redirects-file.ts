// The `_redirects` file of Netlify and Cloudflare Pages: one rule a line, `from to [status]`, the
// first rule that matches a path wins. In: its text, or rules; out: rules, the text, and where a
// request path is sent (an exact path, or a `*` at the end whose match `:splat` repeats).

/** Where the rules go in the build, as the hosts that read them name it. */
export const REDIRECTS_FILE = '_redirects';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The rules of a `_redirects` text that send the visitor elsewhere (3xx); comments, blank lines and rewrites (200) are left out. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, code] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    const status = code === undefined ? 301 : Number.parseInt(code, 10);
    if (status >= 300 && status < 400) rules.push({ from, to, status });
  }
  return rules;
}

/** The `_redirects` text of `rules`. */
export function formatRedirects(rules: readonly RedirectRule[]): string {
  return rules.map((r) => `${r.from} ${r.to} ${r.status}\n`).join('');
}

/** Where the first rule matching `pathname` (as requested, percent-encoded) sends it, with the status; a trailing slash is not told apart, as the hosts do. */
export function redirectFor(rules: readonly RedirectRule[], pathname: string): { location: string; status: number } | undefined {
  const bare = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const path = bare(pathname);
  for (const rule of rules) {
    if (!rule.from.startsWith('/')) continue;
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      if (path.startsWith(prefix) || `${path}/` === prefix) return { location: rule.to.replace(':splat', path.slice(prefix.length)), status: rule.status };
    } else if (bare(rule.from) === path) return { location: rule.to, status: rule.status };
  }
  return undefined;
}
