#!/usr/bin/env bash
# Debian's PostgreSQL server for the server's PostgreSQL-mode and reliability tests. The tests start their
# own throwaway cluster (initdb + pg_ctl in a temp directory), so the distribution's default cluster is not
# needed and is not started here. Idempotent: installs nothing when the package is already present.
set -euo pipefail
packages=(postgresql)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "${missing[@]}" >/dev/null
