// Search figures of a built site, per locale: the compact index's bytes (gzip) and query latency.
// In: a build folder; out: bytes, p50/p95 over 200 mixed queries, CJK recall over 300 probes.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { decodeSections, type CompactIndex, type SectionTexts } from '../../src/search/compact.ts';
import { loadIndex, type LoadedIndex } from '../../src/search/loaded-index.ts';
import { search } from '../../src/search/query.ts';
import { isCjk } from '../../src/search/tokenize.ts';

export interface SearchFigures {
  locale: string;
  /** search/index.<locale>.json: what the first result needs. */
  indexBytes: number;
  indexGzip: number;
  /** search/text.<locale>.json: the paragraphs snippets are cut from, loaded alongside. */
  textGzip: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  /** The same in CPU time: steadier than wall time on a machine shared with other work. */
  cpuP50Ms: number;
  cpuP95Ms: number;
  /** CJK locales: probes (1–4 characters cut from a paragraph) that find their own section. */
  cjkFound?: number;
  cjkProbes?: number;
}

/** A small deterministic generator, so every run measures the same queries. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

/** 200 queries drawn from the locale's own text: whole words, typed prefixes, typos, pairs, CJK runs. */
export function mixedQueries(index: CompactIndex, texts: SectionTexts, count = 200): string[] {
  const pick = random(index.locale.length * 7919);
  const words = decodeSections(index).flatMap(([, , , heading]) => heading.split(/\s+/)).filter((w) => w.length >= 4 && !isCjk(w));
  const paragraphs = texts.flat();
  const cjkRuns = paragraphs.flatMap((p) => p.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/gu) ?? []);
  const queries: string[] = [];
  for (let i = 0; queries.length < count; i++) {
    const word = words[pick(words.length)] ?? 'policy';
    const kind = cjkRuns.length ? i % 6 : i % 5;
    if (kind === 0) queries.push(word);
    else if (kind === 1) queries.push(word.slice(0, 2 + pick(word.length - 2)));
    else if (kind === 2) {
      const at = 1 + pick(word.length - 2);
      queries.push(word.slice(0, at) + word.slice(at + 1));
    } else if (kind === 3) queries.push(`${word} ${words[pick(words.length)] ?? ''}`);
    else if (kind === 4) queries.push(paragraphs[pick(paragraphs.length)]!.split(' ').slice(0, 3).join(' '));
    else {
      const run = cjkRuns[pick(cjkRuns.length)]!;
      const start = pick(Math.max(1, run.length - 2));
      queries.push(run.slice(start, start + 2 + pick(4)));
    }
  }
  return queries;
}

const cjkRuns = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}/gu;

/** Cuts 1–4 characters from random CJK runs of the paragraphs; counts those whose section is found. */
function cjkRecall(loaded: LoadedIndex, texts: SectionTexts, count = 300): { found: number; probes: number } | undefined {
  const runs = texts.flatMap((paragraphs, s) => paragraphs.flatMap((p) => (p.match(cjkRuns) ?? []).map((run) => ({ s, run }))));
  if (!runs.length) return undefined;
  const pick = random(count);
  let found = 0;
  for (let i = 0; i < count; i++) {
    const { s, run } = runs[pick(runs.length)]!;
    const length = 1 + pick(4);
    const start = pick(Math.max(1, run.length - length + 1));
    const { hits } = search(loaded, run.slice(start, start + length), loaded.sections.length);
    if (hits.some((h) => h.objectID === `${loaded.index.locale}:${s}`)) found++;
  }
  return { found, probes: count };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measureSearch(buildDir: string): Promise<SearchFigures[]> {
  const folder = path.join(buildDir, 'search');
  const figures: SearchFigures[] = [];
  for (const file of readdirSync(folder).sort()) {
    const match = /^index\.(.+)\.json$/.exec(file);
    if (!match) continue;
    const indexText = readFileSync(path.join(folder, file));
    const textText = readFileSync(path.join(folder, `text.${match[1]}.json`));
    const index = JSON.parse(indexText.toString()) as CompactIndex;
    const texts = JSON.parse(textText.toString()) as SectionTexts;
    const loaded = loadIndex(index, texts);
    const queries = mixedQueries(index, texts);
    for (const q of queries.slice(0, 20)) search(loaded, q);
    const times: number[] = [];
    const cpu: number[] = [];
    for (const q of queries) {
      // Cold for every query: no help from the per-word cache that typing enjoys.
      loaded.matches.clear();
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      search(loaded, q);
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
    const recall = cjkRecall(loaded, texts);
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    figures.push({
      locale: match[1]!,
      indexBytes: indexText.length,
      indexGzip: gzipSync(indexText).length,
      textGzip: gzipSync(textText).length,
      queries: queries.length,
      p50Ms: Number(percentile(times, 50).toFixed(3)),
      p95Ms: Number(percentile(times, 95).toFixed(3)),
      cpuP50Ms: Number(percentile(cpu, 50).toFixed(3)),
      cpuP95Ms: Number(percentile(cpu, 95).toFixed(3)),
      ...(recall && { cjkFound: recall.found, cjkProbes: recall.probes }),
    });
  }
  return figures;
}
