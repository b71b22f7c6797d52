// Every regular expression in src/ runs in time linear in the text it is given: documents, front
// matter, config and sidebars files, UI strings, requests and search queries all reach one.
// In: each pattern of the sources — the literals, found by parsing every file, so a new one cannot be
// missed, and each `new RegExp` as the table below builds it; out: one test per pattern, in which
// scslre (the analysis behind eslint-plugin-regexp's backtracking rules) looks for an input whose
// matching steps grow faster than its length — quantifiers that can trade characters, a quantifier
// repeated within itself, or a scan retried from every start of a long run — and names the attack
// character when it finds one. Decided from the pattern's automaton, not a timer: a loaded machine
// cannot make it flaky, and a test run costs milliseconds.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RegExpParser } from '@eslint-community/regexpp';
import { parse } from 'acorn';
import { transformSync } from 'esbuild';
import fg from 'fast-glob';
import { analyse } from 'scslre';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture.ts';

interface Pattern {
  file: string;
  source: string;
  flags: string;
}

/** What each `new RegExp` in a file builds, with the kind of value it is built from (escaped keys, constants). */
const built: Record<string, { source: string; flags: string }[]> = {
  'config/locate.ts': [{ source: String.raw`(?:^|[\s{,])['"]?search\.appId['"]?\s*:`, flags: 'g' }],
  'server/crawl.ts': [{ source: String.raw`^legaldocs-crawl-(\d+)-`, flags: '' }],
  'generator/content/category-files.ts': [{ source: String.raw`^\s*["']?label["']?\s*:`, flags: '' }],
  'generator/content/sidebars-file.ts': [{ source: String.raw`(['"\`])docs\/terms\1|(?<=[{,\s])docs\/terms(?=\s*:)`, flags: 'g' }],
  'generator/content/ui-strings.ts': [{ source: String.raw`"search\.placeholder"\s*:`, flags: '' }],
  'generator/site/links.ts': [
    { source: String.raw` ?href="ld\:md\/([^"#]*)(#[^"]*)?"`, flags: 'g' },
    { source: String.raw`ld\:file\/([\w.!~*'()%-]*)`, flags: 'g' },
  ],
  'generator/render/compare/tokens.ts': [
    {
      source: String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{M}\p{N}_])+(?:['’.·:,](?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{M}\p{N}_])+)*|\s+|[^]`,
      flags: 'gu',
    },
  ],
  'generator/site/autotitle.ts': [{ source: String.raw`<a(?: href="([^"]*)")?([^>]*?) data-autotitle="">([^<]*)</a>`, flags: 'g' }],
  'generator/markdown/plugins/admonitions.ts': [{ source: String.raw`<aside class="admonition admonition--([a-z]+)" role="note">\s*<p class="admonition__title">(?=</p>)`, flags: 'g' }],
};

type Node = { type?: string; regex?: { pattern: string; flags: string }; callee?: { name?: string } } & Record<string, unknown>;

/** The regular expression literals of a parsed module, and how many `new RegExp` it calls. */
function collect(node: unknown, found: { literals: { source: string; flags: string }[]; built: number }): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collect(child, found);
    return;
  }
  const n = node as Node;
  if (n.type === 'Literal' && n.regex) found.literals.push({ source: n.regex.pattern, flags: n.regex.flags });
  if ((n.type === 'NewExpression' || n.type === 'CallExpression') && n.callee?.name === 'RegExp') found.built++;
  for (const key of Object.keys(n)) if (key !== 'loc') collect(n[key], found);
}

const src = path.join(repoRoot, 'src');
const patterns: Pattern[] = [];
const builtCounts: [string, number][] = [];
for (const file of fg.sync('**/*.{ts,tsx}', { cwd: src, ignore: ['**/*.d.ts'] }).sort()) {
  const { code } = transformSync(readFileSync(path.join(src, file), 'utf8'), { loader: file.endsWith('.tsx') ? 'tsx' : 'ts', jsx: 'automatic', format: 'esm' });
  const found = { literals: [] as { source: string; flags: string }[], built: 0 };
  collect(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }), found);
  const unique = new Map([...found.literals, ...(built[file] ?? [])].map((p) => [`/${p.source}/${p.flags}`, p]));
  for (const p of unique.values()) patterns.push({ file, ...p });
  if (found.built || built[file]) builtCounts.push([file, found.built]);
}

describe('regular expressions', () => {
  it('finds the patterns of the sources, and every `new RegExp` has its entry in the table', () => {
    expect(patterns.length).toBeGreaterThan(100);
    expect(Object.fromEntries(builtCounts)).toEqual(Object.fromEntries(Object.entries(built).map(([file, list]) => [file, list.length])));
  });

  const parser = new RegExpParser();
  it.each(patterns.map((p) => [`${p.file} /${p.source}/${p.flags}`, p] as const))('%s runs in linear time', (_name, p) => {
    const { reports } = analyse(parser.parseLiteral(String(new RegExp(p.source, p.flags))), { reportTypes: { Move: true, Self: true, Trade: true } });
    const problems = reports.map((r) => `${r.exponential ? 'exponential' : 'polynomial'} (${r.type}) on repeated ${JSON.stringify(r.character.pick)}`);
    expect(problems).toEqual([]);
  });
});
