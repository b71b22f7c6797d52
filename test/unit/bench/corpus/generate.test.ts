// The benchmark corpus: the same seed gives the same bytes, scale grows it linearly, every locale
// is real text with the same structure. (That legaldocs accepts it is an integration test:
// test/integration/bench/corpus/generate.test.ts.)
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../bench/corpus/generate.ts';
import { docsPerSeries } from '../../../../bench/corpus/plan.ts';

const markdownBytes = (files: Map<string, string>) => [...files].filter(([f]) => f.endsWith('.md')).reduce((n, [, t]) => n + Buffer.byteLength(t), 0);
const headingIds = (text: string) => [...text.matchAll(/^#{2,3} .* \{#([a-z-]+)\}$/gm)].map((m) => m[1]);
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);

describe('generateCorpus', () => {
  it('writes the same files for the same seed, and other text for another seed', () => {
    const a = generateCorpus(1, 7).files;
    const b = generateCorpus(1, 7).files;
    expect([...a.entries()]).toEqual([...b.entries()]);
    const c = generateCorpus(1, 8).files;
    expect(c.get('content/docs/overwolf/intro.md')).not.toBe(a.get('content/docs/overwolf/intro.md'));
  });

  it('grows linearly with scale: N times the documents and about N times the markdown', () => {
    const one = generateCorpus(1, 1);
    const four = generateCorpus(4, 1);
    expect(one.plan.docs).toHaveLength(docsPerSeries);
    expect(four.plan.docs).toHaveLength(4 * docsPerSeries);
    const mdFiles = (files: Map<string, string>) => [...files.keys()].filter((f) => f.endsWith('.md')).length;
    expect(mdFiles(four.files)).toBe(4 * mdFiles(one.files));
    expect(markdownBytes(four.files) / markdownBytes(one.files)).toBeGreaterThan(3.6);
    expect(markdownBytes(four.files) / markdownBytes(one.files)).toBeLessThan(4.4);
  });

  it('translates every document into all 11 locales, CJK ones in their own scripts, with the same ids and links', () => {
    const { files } = generateCorpus(1, 1);
    const english = files.get('content/docs/curseforge/privacy-policy.md')!;
    const scripts: Record<string, RegExp> = { ja: /[\u3040-\u30ff]/, ko: /[\uac00-\ud7af]/, 'zh-Hans': /[\u4e00-\u9fff]/, 'zh-Hant': /[\u4e00-\u9fff]/ };
    for (const locale of ['de', 'es', 'fr', 'it', 'ja', 'ko', 'pl', 'pt', 'zh-Hans', 'zh-Hant']) {
      const text = files.get(`content/i18n/${locale}/docs/curseforge/privacy-policy.md`)!;
      expect(text, locale).not.toBe(english);
      expect(headingIds(text), locale).toEqual(headingIds(english));
      expect(links(text), locale).toEqual(links(english));
      if (scripts[locale]) expect(text, locale).toMatch(scripts[locale]);
    }
    expect(files.get('content/i18n/zh-Hant/docs/curseforge/privacy-policy.md')).not.toBe(files.get('content/i18n/zh-Hans/docs/curseforge/privacy-policy.md'));
  });

  it('has cross-links with anchors, tables and external links in every document', () => {
    const { files } = generateCorpus(1, 1);
    const docs = [...files].filter(([f]) => f.startsWith('content/docs/') && f.endsWith('.md'));
    for (const [file, text] of docs) {
      expect(text, file).toMatch(/\]\([^)#]*\.md#[a-z-]+\)/);
      expect(text, file).toMatch(/\]\(https:\/\//);
      expect(text, file).toMatch(/^title: /m);
    }
    expect(docs.filter(([, text]) => /^\| --- \|/m.test(text)).length).toBeGreaterThan(docs.length / 2);
  });

  it('rewords, in the versions variant, every earlier version of a document throughout, keeping its sections', () => {
    const { files } = generateCorpus(1, 1, 'versions');
    const current = files.get('content/docs/overwolf/advertising-providers.md')!;
    const version = files.get('content/docs/archive/overwolf/miscellaneous/2025-04-01/advertising-providers.md')!;
    expect(current).toMatch(/^effective_date: 2025-06-23$/m);
    expect(version).toMatch(/^effective_date: 2025-04-01$/m);
    expect(version).toMatch(/^version_of: overwolf\/advertising-providers$/m);
    expect(headingIds(version)).toEqual(headingIds(current));
    const sentences = (text: string) => new Set(text.split(/(?<=\.) /));
    const kept = [...sentences(version)].filter((s) => sentences(current).has(s));
    expect(kept.length / sentences(version).size).toBeLessThan(0.5);
    expect(generateCorpus(1, 1).files.has('content/docs/overwolf/advertising-providers.md')).toBe(false);
  });
});
