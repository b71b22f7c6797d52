// Front matter as most documents write it, read without the yaml library: `key: value` lines with
// quoted or plain strings, whole numbers, booleans, `["flow", "lists"]` and one level of nested keys.
// In: the YAML text; out: its value and where each top-level value starts, or undefined for
// anything else (the caller then parses it with the yaml library, which gives the same result
// for what this accepts — test/unit/generator/markdown/simple-yaml.test.ts compares the two).

/** A mapping read from simple YAML, and the offset of each top-level key's value in the text. */
export interface SimpleYaml {
  value: Record<string, unknown>;
  offsets: Record<string, number>;
}

// Characters left to the yaml library: controls, line and byte-order marks, and those that
// escape, quote, comment or separate (`\`, quotes, `#`, `:`).
const plain = /^\p{L}[^\p{Cc}\u2028\u2029\ufeff"'`\\#:]*$/u;
const quoted = /^"([^\p{Cc}\u2028\u2029\ufeff"\\]*)"$|^'([^\p{Cc}\u2028\u2029\ufeff']*)'$/u;
const list = /^\[ *(?:"[^\p{Cc}\u2028\u2029\ufeff"\\]*" *(?:, *"[^\p{Cc}\u2028\u2029\ufeff"\\]*" *)*)?\]$/u;
// Words the YAML core schema reads as null or booleans, and a key a plain object cannot hold.
const reserved = /^(?:null|Null|NULL|true|True|TRUE|false|False|FALSE|__proto__)$/;
const entry = /^([A-Za-z_][\w-]*):(?:( +)(\S(?:.*\S)?))?$/;
const indent = /^ +/;

/** A value written on the key's own line; undefined when it is not one of the simple forms. */
function scalar(text: string): unknown {
  const first = text[0]!;
  if (first === '"' || first === "'") {
    const m = quoted.exec(text);
    return m ? (m[1] ?? m[2]) : undefined;
  }
  if (first === '[') return list.test(text) ? [...text.matchAll(/"([^"]*)"/g)].map((m) => m[1]!) : undefined;
  if (/^(?:0|[1-9]\d{0,14})$/.test(text)) return Number(text);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  if (text === 'true' || text === 'false') return text === 'true';
  return plain.test(text) && !reserved.test(text) ? text : undefined;
}

/** Reads `yaml` when it is simple (see the header); undefined otherwise. */
export function simpleYaml(yaml: string): SimpleYaml | undefined {
  if (!yaml || yaml.includes('\r') || yaml.includes('\t')) return undefined;
  const lines = yaml.split('\n');
  const value: Record<string, unknown> = {};
  const offsets: Record<string, number> = {};
  let offset = 0;
  for (let i = 0; i < lines.length; ) {
    const m = entry.exec(lines[i]!);
    if (!m || reserved.test(m[1]!) || Object.hasOwn(value, m[1]!)) return undefined;
    const key = m[1]!;
    if (m[3] !== undefined) {
      const v = scalar(m[3]);
      if (v === undefined) return undefined;
      value[key] = v;
      offsets[key] = offset + key.length + 1 + m[2]!.length;
      offset += lines[i]!.length + 1;
      i++;
      continue;
    }
    // `key:` alone: a mapping on the lines below, all indented alike.
    offset += lines[i]!.length + 1;
    i++;
    const depth = indent.exec(lines[i] ?? '')?.[0].length;
    if (depth === undefined) return undefined;
    const nested: Record<string, unknown> = {};
    offsets[key] = offset + depth;
    for (; i < lines.length && lines[i]!.startsWith(' '); i++) {
      const line = lines[i]!;
      const n = indent.exec(line)![0].length === depth ? entry.exec(line.slice(depth)) : null;
      if (!n || n[3] === undefined || reserved.test(n[1]!) || Object.hasOwn(nested, n[1]!)) return undefined;
      const v = scalar(n[3]);
      if (v === undefined) return undefined;
      nested[n[1]!] = v;
      offset += line.length + 1;
    }
    value[key] = nested;
  }
  return { value, offsets };
}
