#!/usr/bin/env bash
# The PostgreSQL integration tests run on a throwaway cluster of Debian's server binaries (initdb, postgres),
# which npm test starts itself (scripts/test/throwaway-postgres.ts). When root and they are missing, this installs
# Debian's postgresql package without starting its service; otherwise it only says how. Never fails the run:
# without the binaries npm test skips those tests and says so.
set -uo pipefail
has_binaries() {
  command -v initdb >/dev/null 2>&1 && command -v postgres >/dev/null 2>&1 && return 0
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null
}
if has_binaries; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is missing: installing Debian's postgresql package with apt-get (its service is not started)..."
  export DEBIAN_FRONTEND=noninteractive
  # invoke-rc.d asks policy-rc.d first: 101 = do not start services (an existing policy is put back after).
  policy=/usr/sbin/policy-rc.d
  saved=""
  if [ -e "$policy" ]; then
    saved="$(mktemp)"
    cp -p "$policy" "$saved"
  fi
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null
  installed=$?
  if [ -n "$saved" ]; then mv "$saved" "$policy"; else rm -f "$policy"; fi
  if [ "$installed" = "0" ] && has_binaries; then
    exit 0
  fi
  echo "Could not install postgresql; the PostgreSQL tests will be skipped."
  exit 0
fi
echo "PostgreSQL is missing: install it with 'sudo apt-get install -y postgresql' for the PostgreSQL tests."
exit 0
