import { defineConfig } from 'vitest/config';
import ProgressReporter from './test/helpers/progress-reporter.ts';

export default defineConfig({
  test: {
    // Integration and e2e tests start processes and Chromium; two at a time suits a 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The run's temporary folder (removed after it), the folder where browser tests share the
    // fixture sites they build (once per run each), and the one Chromium they all connect to.
    globalSetup: ['test/helpers/run-tmp.ts', 'test/helpers/built-sites.ts', 'test/helpers/shared-chromium.ts'],
    // A line per finished file on a terminal and in CI alike, and what is still running every 30 s
    // where no live status is drawn; vitest's summary stays last (CI reads it).
    reporters: [new ProgressReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
          // Unit tests are pure and import the same modules (React, unified, zod): importing them
          // once per worker instead of once per file takes the run from minutes to seconds.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration and e2e',
          // These files share no state in memory (each makes its own folders, processes and browser
          // contexts, and closes them): importing playwright-core and the helpers once per worker
          // instead of once per file saves half a second of CPU a file.
          isolate: false,
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
        },
      },
    ],
  },
});
