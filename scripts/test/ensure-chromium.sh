#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium: browsers cannot be downloaded on these machines. They prefer
# Debian's headless shell (chromium-headless-shell), which draws no browser window's interface: the same journeys
# took a quarter less time in it than in the full browser run headless. The full browser (chromium) serves the
# installability journey, which the headless shell cannot judge (it reports no errors for any page), and the benches.
set -euo pipefail
headless_shell=/usr/lib/chromium/chromium-headless-shell
full_browser=/usr/bin/chromium
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH names $CHROMIUM_PATH, which is not an executable file."
  exit 1
fi
missing=()
[ -x "$headless_shell" ] || missing+=(chromium-headless-shell)
[ -x "$full_browser" ] || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if [ ! -x "$full_browser" ]; then
  echo "The full Chromium ($full_browser) is missing: the installability journey skips itself ('sudo apt-get install -y chromium')."
fi
if [ -x "$headless_shell" ]; then
  exit 0
fi
if [ -x "$full_browser" ]; then
  echo "Chromium's headless shell is missing; the tests run in $full_browser instead (slower)."
  exit 0
fi
echo "Chromium is missing: install it with 'sudo apt-get install -y chromium-headless-shell chromium' (or set CHROMIUM_PATH), then run npm test again."
exit 1
