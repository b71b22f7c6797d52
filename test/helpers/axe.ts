// Test helper: axe-core's serious and critical violations on a page, one line each.

import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './fixture.ts';

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js') });
  const result = await page.evaluate(() => (window as unknown as { axe: { run: (o: object) => Promise<AxeResult> } }).axe.run({ resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}
