#!/usr/bin/env bash
# Debian packages the WordPress plugin's tests need (PHP CLI with SQLite, PHPUnit, zip tools).
# Idempotent: installs nothing when every package is already present.
set -euo pipefail
packages=(php-cli php-sqlite3 php-xml php-mbstring php-curl php-zip php-intl phpunit unzip zip)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "${missing[@]}" >/dev/null
