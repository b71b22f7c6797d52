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
});
