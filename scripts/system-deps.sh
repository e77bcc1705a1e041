#!/usr/bin/env bash
# Debian packages the test suite needs beyond Node: Chromium (browser tests; never a downloaded browser),
# fonts for readable screenshots, and each package's own list (PHP for WordPress, PostgreSQL for scale-out).
# Idempotent: installs nothing that is already present. Run as root (CI) or with sudo.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(chromium fonts-dejavu-core)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "${missing[@]}" >/dev/null
fi

for script in packages/*/scripts/ci-deps.sh; do
  [ -f "$script" ] && bash "$script"
done
exit 0
