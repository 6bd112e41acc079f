#!/usr/bin/env bash
# The browser suite drives Debian's Chromium through playwright-core (Playwright's own browser
# download is not reachable here). Use $CHROMIUM_PATH if set, else /usr/bin/chromium, installing
# it with apt when we are root and it is missing — together with CJK fonts (Chinese and Korean
# names would render as empty boxes in screenshots and PDFs) and poppler-utils (pdftoppm turns
# the test PDFs into PNG pages for reviewers).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
wanted=()
[ -x "$browser" ] || wanted+=(chromium)
fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || wanted+=(fonts-noto-cjk) # not -q: SIGPIPE + pipefail
command -v pdftoppm >/dev/null || wanted+=(poppler-utils)
[ ${#wanted[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "== installing ${wanted[*]} (apt)"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${wanted[@]}" >/dev/null
fi
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium not found at $browser. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
# Fonts and poppler only improve the artefacts for reviewers; the tests do not depend on them.
exit 0
