// Where a config key or value is written: a key path searched for in the config file's text, each key
// after the previous one, or a quoted string. In: the file's text and a key path or string; out: a line and column, or nothing.

function lineOf(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Best-effort source position of a key path: each key is searched for after the previous one. */
export function locateKey(source: string, keyPath: readonly PropertyKey[]): { line: number; column: number } | undefined {
  let from = 0;
  let found: number | undefined;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    const re = new RegExp(`(?:^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}['"]?\\s*:`, 'g');
    re.lastIndex = from;
    const m = re.exec(source);
    if (!m) break;
    found = m.index + m[0].search(/[^\s{,]/);
    from = m.index + m[0].length;
  }
  return found === undefined ? undefined : lineOf(source, found);
}

/** Where a string is first written in quotes ('x', "x" or `x`) in the source. */
export function locateString(source: string, value: string): { line: number; column: number } | undefined {
  const found = ["'", '"', '`'].map((q) => source.indexOf(`${q}${value}${q}`)).filter((i) => i !== -1);
  return found.length ? lineOf(source, Math.min(...found)) : undefined;
}
