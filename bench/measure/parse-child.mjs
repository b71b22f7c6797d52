// One process of the parse-floor measurement: parses the markdown files listed in a JSON file
// with the markdown library alone, once, cold (as a build's first parse is).
// In: argv = mode ("micromark" or "remark") and the list file; out: {"ms", "bytes"} on stdout.

import { readFileSync } from 'node:fs';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const [mode, listFile] = process.argv.slice(2);
const files = JSON.parse(readFileSync(listFile, 'utf8'));
// micromark gets the body only (it has no front matter syntax); remark-parse, as legaldocs runs it.
const texts = files.map((file) => {
  const text = readFileSync(file, 'utf8');
  return mode === 'micromark' ? text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '') : text;
});
const remark = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
const parse = mode === 'micromark' ? (text) => micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }) : (text) => remark.runSync(remark.parse(text));
const started = performance.now();
for (const text of texts) parse(text);
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, bytes: texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0) }));
