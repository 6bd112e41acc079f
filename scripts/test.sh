#!/usr/bin/env bash
# The one test command (`npm test`): lint, typecheck, electronegativity, build, then every vitest project —
# plain-Node (demo catalog, core, IPC), renderer components (happy-dom) and the browser suite in
# real Chromium. Ends with a plain "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

# The checks read the sources and write nothing, and each is mostly one core: on a two-core
# machine they take about half as long side by side (eslint 27 s, prettier 11 s, typecheck 12 s
# one after another). Each one's output is printed whole, in this order, once all have ended.
checks=$(mktemp -d)
trap 'rm -rf "$checks"' EXIT
run_check() { # name, command...
  local name=$1
  shift
  (set +e; "$@" >"$checks/$name.log" 2>&1; echo $? >"$checks/$name.status") &
}
run_check eslint npx eslint .
run_check prettier npx prettier --check .
run_check typecheck npm run -s typecheck
run_check electronegativity npx tsx scripts/electronegativity.ts # Electron security scan of electron/, offline
wait
failed=0
for name in eslint prettier typecheck electronegativity; do
  echo "== $name"
  cat "$checks/$name.log"
  [ "$(cat "$checks/$name.status")" = 0 ] || { echo "== $name failed"; failed=1; }
done
[ "$failed" = 0 ] || exit 1
echo "== electron version"; npx tsx scripts/electron-version-check.ts || true # warns when behind its line's newest patch; never fails
echo "== build"; npm run -s build

mkdir -p test-results
echo "== tests"
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
node scripts/test-summary.mjs test-results/vitest.json | tee test-results/summary.txt
exit "$status"
