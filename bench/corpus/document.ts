// Writes one planned document in one locale: front matter, numbered sections with `{#id}`s,
// paragraphs, lists, tables and links. In: the plan, a document index, a locale and the seed;
// out: the markdown text. The random stream ignores the locale, so translations stay parallel.

import path from 'node:path';
import type { CorpusPlan, DocPlan } from './plan.ts';
import { random, type Random } from './rng.ts';
import { texts, type Locale, type LocaleText } from './texts.ts';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

/** CJK scripts are written without spaces between sentences. */
const joiner = (locale: Locale) => (['ja', 'zh-Hans', 'zh-Hant'].includes(locale) ? '' : ' ');

function relativeLink(from: DocPlan, to: DocPlan): string {
  return path.posix.relative(path.posix.dirname(from.relPath), to.relPath);
}

interface Writer {
  rng: Random;
  t: LocaleText;
  locale: Locale;
  doc: DocPlan;
}

function paragraph(w: Writer, sentences: number, extra: string[] = []): string {
  const body = w.rng.sample(w.t.sentences, sentences).map((s) => fill(s, { product: w.doc.product }));
  // Extra sentences (links) land at a random place, as they would in a real text.
  for (const sentence of extra) body.splice(w.rng.int(0, body.length), 0, sentence);
  return body.join(joiner(w.locale));
}

function list(w: Writer): string {
  return w.rng
    .sample(w.t.listItems, w.rng.int(3, 6))
    .map((item) => `- ${item}`)
    .join('\n');
}

function table(w: Writer): string {
  const { headers, categories, purposes, periods } = w.t.table;
  const rows = w.rng.sample(categories, w.rng.int(3, 6)).map((c) => `| **${c}** | ${w.rng.pick(purposes)} | ${w.rng.pick(periods)} |`);
  return [`| ${headers.join(' | ')} |`, '| --- | --- | --- |', ...rows].join('\n');
}

function frontMatter(w: Writer, title: string, versionOf: DocPlan | undefined): string {
  const description = fill(w.t.description, { title, product: w.doc.product });
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    `sidebar_position: ${w.doc.position}`,
    `keywords: [${w.rng.sample(w.t.keywords, 3).map((k) => JSON.stringify(k)).join(', ')}]`,
    ...(w.doc.effective ? [`effective_date: ${w.doc.effective}`] : ['last_update:', `  date: ${w.doc.date}`]),
    ...(versionOf ? [`version_of: ${versionOf.relPath.replace(/\.md$/, '')}`] : []),
    '---',
  ].join('\n');
}

/** The markdown of `plan.docs[index]` in `locale`. */
export function writeDocument(plan: CorpusPlan, index: number, locale: Locale, seed: number): string {
  const doc = plan.docs[index]!;
  const t = texts[locale];
  const w: Writer = { rng: random(seed, 'text', doc.relPath), t, locale, doc };
  const title = t.docTitles[doc.kind];
  const links = doc.links.map((link) => {
    const target = plan.docs[link.to]!;
    const href = relativeLink(doc, target) + (link.anchor ? `#${link.anchor}` : '');
    return fill(t.seeAlso, { link: `[${t.docTitles[target.kind]}](${href})` });
  });
  // Spread the cross-links over the sections, one per section until they run out.
  const linkAt = new Map(links.map((l, i) => [Math.floor(((i + 0.5) * doc.sections.length) / links.length), l]));
  const last = doc.sections.at(-1)!;
  const versionOf = doc.versionOf === undefined ? undefined : plan.docs[doc.versionOf];
  const blocks = [frontMatter(w, title, versionOf), paragraph(w, 3), `*${fill(t.effective, { date: doc.effective ?? doc.date })}*`];
  doc.sections.forEach((section, s) => {
    const number = s + 1;
    blocks.push(`## ${number}. ${t.topics[section.topic]} {#${section.topic}}`);
    const extra = [linkAt.get(s)].filter((x): x is string => !!x);
    if (s === 0) extra.push(fill(t.seeSection, { link: `[${t.topics[last.topic]}](#${last.topic})` }));
    blocks.push(paragraph(w, w.rng.int(2, 4), extra), paragraph(w, w.rng.int(1, 3)));
    if (w.rng.next() < 0.5) blocks.push(list(w));
    if (w.rng.next() < 0.3) blocks.push(table(w));
    section.subs.forEach((sub, k) => {
      blocks.push(`### ${number}.${k + 1} ${t.subtopics[sub]} {#${section.topic}-${sub}}`, paragraph(w, w.rng.int(2, 4)));
      if (w.rng.next() < 0.3) blocks.push(list(w));
    });
  });
  blocks.push(fill(t.contact, { email: 'privacy@example.com' }), `[${t.externalLink}](https://www.example.org/guidance/${doc.kind})`);
  return `${blocks.join('\n\n')}\n`;
}
