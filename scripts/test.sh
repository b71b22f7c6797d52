#!/bin/sh
# `npm test`: the browser and PDF tools, the compiled tool, the type check, then every test. Each
# step says what it does and how long it took, so a long run never looks hung; vitest runs last,
# so its summary stays the last lines (CI reads them). Arguments go to vitest.
set -e
# Colour only on a terminal: piped into a log (CI, `| tee`), vitest and the tool would otherwise
# write raw escape codes (vitest colours whenever CI is set). FORCE_COLOR still asks for them.
if [ ! -t 1 ] && [ -z "${FORCE_COLOR+set}" ]; then export NO_COLOR=1; fi

step() {
  label=$1
  shift
  echo "▶ $label"
  started=$(date +%s)
  "$@"
  echo "✓ $label ($(($(date +%s) - started)) s)"
}

step "Chromium, pdftotext and nginx for the browser, PDF and deploying tests" sh scripts/ensure-test-tools.sh
step "Compiling the tool into dist/ (the CLI the integration and browser tests run)" node scripts/build-tool.mjs
step "Type-checking (tsc -p .)" tsc -p .
echo "▶ Tests (vitest run): a line per finished file; in CI, what is still running every 30 s"
exec vitest run "$@"
