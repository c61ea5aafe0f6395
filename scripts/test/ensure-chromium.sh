#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium: browsers cannot be downloaded on these machines. They prefer
# Debian's headless shell (chromium-headless-shell), which draws no browser window's interface: the same journeys
# took a quarter less time in it than in the full browser run headless. The full browser still serves the benches.
set -euo pipefail
headless_shell=/usr/lib/chromium/chromium-headless-shell
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH names $CHROMIUM_PATH, which is not an executable file."
  exit 1
fi
if [ -x "$headless_shell" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium-headless-shell >/dev/null
  [ -x "$headless_shell" ] && exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "Chromium's headless shell is missing; the tests run in /usr/bin/chromium instead (slower)."
  exit 0
fi
echo "Chromium is missing: install it with 'sudo apt-get install -y chromium-headless-shell' (or set CHROMIUM_PATH), then run npm test again."
exit 1
