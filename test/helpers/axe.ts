// Test helper: runs axe-core in a Chromium page. In: a loaded page; out: its serious and critical
// violations, one line each (rule, impact, help, the first elements), for a readable failure.

import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './fixture.ts';

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

/** The page's serious violations; `only` narrows the check to a part of the page (a selector) and some rules. */
export async function seriousViolations(page: Page, only?: { include: string; rules: string[] }): Promise<string[]> {
  await page.addScriptTag({ path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js') });
  const result = await page.evaluate(
    (scope) =>
      (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe.run(
        scope ? { include: [scope.include] } : document,
        { resultTypes: ['violations'], ...(scope ? { runOnly: scope.rules } : {}) },
      ),
    only ?? null,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}
