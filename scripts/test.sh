#!/usr/bin/env bash
# The one test command (`npm test`): lint, typecheck, electronegativity, build, then every vitest project —
# plain-Node (demo catalog, core, IPC), renderer components (happy-dom) and the browser suite in
# real Chromium. Ends with a plain "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

echo "== lint"; npm run -s lint
echo "== typecheck"; npm run -s typecheck
echo "== electronegativity"; npx tsx scripts/electronegativity.ts # Electron security scan of electron/, offline
echo "== electron version"; npx tsx scripts/electron-version-check.ts || true # warns when behind its line's newest patch; never fails
echo "== build"; npm run -s build

mkdir -p test-results
echo "== tests"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
node scripts/test-summary.mjs test-results/vitest.json | tee test-results/summary.txt
exit "$status"
