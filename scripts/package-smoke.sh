#!/usr/bin/env bash
# Packs the built app with electron-builder the way an installer would, but against a stub
# Electron (the real runtime cannot be downloaded here), then checks what went into app.asar:
# main, preload and renderer bundles, the production dependencies, and no dev tooling. The stub
# carries Electron's fuse wire with its default states, so electron-builder flips the fuses of
# electron-builder.yml in it exactly as in the real binary; they are read back and checked.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -f out/main/index.js ] || npm run -s build
stub=$(mktemp -d)
trap 'rm -rf "$stub"' EXIT
npx tsx scripts/fuses/cli.ts stub "$stub"

npx electron-builder --linux dir -c.electronDist="$stub" --publish never > test-results/package-smoke.log 2>&1 || {
  tail -n 30 test-results/package-smoke.log
  exit 1
}
asar=dist/linux-unpacked/resources/app.asar
[ -f "$asar" ] || { echo "no $asar"; exit 1; }
listing=$(npx asar list "$asar")
for required in /out/main/index.js /out/preload/index.cjs /out/renderer/index.html /package.json /node_modules/jose/package.json /node_modules/zod/package.json /node_modules/electron-store/package.json; do
  grep -qx -- "$required" <<<"$listing" || { echo "package smoke: $required missing from app.asar"; exit 1; }
done
for forbidden in /node_modules/electron/package.json /node_modules/vite/package.json /node_modules/vitest/package.json /node_modules/typescript/package.json; do
  if grep -qx -- "$forbidden" <<<"$listing"; then echo "package smoke: $forbidden must not be packaged"; exit 1; fi
done
executable=$(node -p "require('./package.json').name")
npx tsx scripts/fuses/cli.ts check "dist/linux-unpacked/$executable"
size=$(du -k "$asar" | cut -f1)
echo "package smoke: app.asar ${size} KiB, $(grep -c . <<<"$listing") entries — ok"
