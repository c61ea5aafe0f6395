#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium: browsers cannot be downloaded on these machines.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium_path" ] && exit 0
fi
echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH), then run npm test again."
exit 1
