// The benchmark corpus as a site: written to disk and loaded by legaldocs, it has not a single error.
// (The corpus's own properties — same seed same bytes, linear scale, real translations — are unit
// tests: test/unit/bench/corpus/generate.test.ts.)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../bench/corpus/generate.ts';
import { docsPerSeries } from '../../../../bench/corpus/plan.ts';
import { writeCorpus } from '../../../../bench/corpus/write.ts';
import { readSite } from '../../../../src/generator/build/read-site.ts';

describe('generateCorpus', () => {
  it('passes legaldocs check with no errors (scale 2, so series links are checked too)', { timeout: 240_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-corpus-'));
    try {
      await writeCorpus(dir, generateCorpus(2, 1).files);
      // English only keeps the parse small; the unit tests show the translations share its ids and links.
      const { diagnostics, site } = await readSite({ root: dir, buildLocales: ['en'], noCache: true });
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(site.routes.filter((r) => r.locale === 'en').length).toBeGreaterThanOrEqual(2 * docsPerSeries);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has, in the versions variant, a current document per series with its reworded earlier versions and their changes pages', { timeout: 240_000 }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'legaldocs-corpus-'));
    try {
      await writeCorpus(dir, generateCorpus(2, 1, 'versions').files);
      const { diagnostics, site } = await readSite({ root: dir, buildLocales: ['en'], noCache: true });
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect([...site.versions.histories.keys()].sort()).toEqual(['overwolf/advertising-providers', 'overwolf/series-2/advertising-providers']);
      expect(site.versions.histories.get('overwolf/advertising-providers')!.versions.map((v) => v.date)).toEqual(['2025-01-28', '2025-04-01', '2025-05-03', '2025-05-18']);
      expect(site.routes.filter((r) => r.locale === 'en' && r.kind === 'changes').length).toBe(2 * 7);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
