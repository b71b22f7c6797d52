// docs/, legaldocs's reference, checked as a site (docs/legaldocs.config.ts publishes it): every
// link between its pages and every anchor they name resolves, as `legaldocs check` requires of any site.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { repoRoot, runCli } from '../helpers/fixture.ts';

describe('the reference in docs/', () => {
  it('passes legaldocs check: no broken link or anchor', async () => {
    const result = await runCli(repoRoot, ['--config', 'docs/legaldocs.config.ts', 'check', '--format', 'json']);
    const { diagnostics } = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
    // This repository's own site lives beside docs/, in content/: the reference does not read it.
    expect(diagnostics.filter((d) => d.code !== 'misplaced-content')).toEqual([]);
    expect(result.code).toBe(0);
    const pages = (await readdir(path.join(repoRoot, 'docs'))).filter((f) => f.endsWith('.md'));
    expect(pages).toEqual(expect.arrayContaining(['commands.md', 'configuration.md', 'deploying.md', 'branding.md']));
  });
});
