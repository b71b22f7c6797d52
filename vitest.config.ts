import { defineConfig } from 'vitest/config';
import ProgressReporter from './test/helpers/progress-reporter.ts';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Integration and e2e tests start processes and Chromium; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The folder where browser tests share the fixture sites they build (once per run each).
    globalSetup: ['test/helpers/built-sites.ts'],
    // A line per finished file on a terminal and in CI alike, and what is still running every 30 s
    // where no live status is drawn; vitest's summary stays last (CI reads it).
    reporters: [new ProgressReporter()],
  },
});
