#!/usr/bin/env bash
# The browser suite drives Debian's Chromium through playwright-core (Playwright's own browser
# download is not reachable here). Use $CHROMIUM_PATH if set, else /usr/bin/chromium, installing
# it with apt when we are root and it is missing.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "== installing Chromium (apt)"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "Chromium not found at $browser. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
