#!/usr/bin/env bash
# Fetches a pristine WordPress core and the SQLite database integration into .wp/ (git-ignored).
# Only Debian's archive and the npm registry are reachable here, so:
#  - WordPress comes from Debian trixie's `wordpress` .deb (bookworm's 6.1 lacks the editor slots we use),
#    downloaded through a private apt configuration so the machine's own sources stay untouched;
#  - the SQLite integration plugin is the zip shipped inside @wp-playground/cli (`npm pack`, no install).
# Idempotent: does nothing when both are present.
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
OUT="${GEO_AUDIT_WP_DIR:-$HERE/.wp}"
SUITE="${GEO_AUDIT_WP_SUITE:-trixie}"
PLAYGROUND_CLI="@wp-playground/cli@3.1.56"
mkdir -p "$OUT"
# Test files run in parallel and may all ask for WordPress on a fresh clone: one fetches, the others wait.
exec 9>"$OUT/.fetch.lock"
flock 9

if [ ! -f "$OUT/wordpress/wp-includes/version.php" ]; then
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
  # The machine's own Debian mirror (the first active URIs:/deb line; comments may name unreachable hosts).
  MIRROR="$(grep -h -E '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null \
    | grep -o -E 'https?://[^ ]+/debian/?( |$)' | grep -v security | head -1 | tr -d ' ' || true)"
  MIRROR="${MIRROR:-http://deb.debian.org/debian}"
  mkdir -p "$WORK/lists/partial" "$WORK/cache/archives/partial"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR $SUITE main" >"$WORK/sources.list"
  APT=(-o "Dir::Etc::SourceList=$WORK/sources.list" -o Dir::Etc::SourceParts=/nonexistent
    -o "Dir::State::Lists=$WORK/lists" -o "Dir::Cache=$WORK/cache" -o APT::Sandbox::User=root)
  apt-get "${APT[@]}" -qq update
  # The .deb symlinks bundled libraries (lodash, PHPMailer, getID3 …) to other packages: fetch those too.
  LIBS="$(apt-cache "${APT[@]}" show wordpress | sed -n 's/^Depends: //p' | head -1 | tr ',|' '\n\n' \
    | awk '{print $1}' | grep -E '^(libjs-|libphp-|php-getid3)' | sort -u)"
  # shellcheck disable=SC2086
  (cd "$WORK" && apt-get "${APT[@]}" -qq download wordpress wordpress-theme-twentytwentyfive $LIBS)
  for deb in "$WORK"/*.deb; do dpkg-deb -x "$deb" "$WORK/x"; done
  W="$WORK/x/usr/share/wordpress"
  # Debian's wp-config.php is a multi-host dispatcher and .htaccess points into /etc: sites write their own.
  rm -f "$W/.htaccess" "$W/wp-config.php" "$W/wp-includes/certificates/ca-bundle.crt"
  cp /etc/ssl/certs/ca-certificates.crt "$W/wp-includes/certificates/ca-bundle.crt" 2>/dev/null || true
  rm -rf "$OUT/wordpress.tmp"
  cp -rL "$W" "$OUT/wordpress.tmp"
  find "$OUT/wordpress.tmp" -xtype l -delete
  mv "$OUT/wordpress.tmp" "$OUT/wordpress"
fi

if [ ! -f "$OUT/sqlite-database-integration/load.php" ]; then
  WORK2="$(mktemp -d)"
  (cd "$WORK2" && npm pack --silent "$PLAYGROUND_CLI" >/dev/null 2>&1 && tar xzf ./*.tgz package/sqlite-database-integration.zip)
  rm -rf "$OUT/sqlite-database-integration"
  unzip -q "$WORK2/package/sqlite-database-integration.zip" -d "$WORK2/unzipped"
  # The zip holds one folder; its name carries a version on some releases.
  mv "$WORK2/unzipped"/*/ "$OUT/sqlite-database-integration"
  rm -rf "$WORK2"
fi
echo "$OUT"
