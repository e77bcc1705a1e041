#!/usr/bin/env bash
# Creates a throwaway WordPress site on SQLite: create-site.sh <site-dir> <port> [plugin-dir|none]
# Copies the pristine core fetched by fetch-wordpress.sh, wires the SQLite integration, writes wp-config.php,
# installs (admin / password) and links the plugin (default: ../plugin) as wp-content/plugins/geo-audit.
# Extra wp-config.php lines can be given in GEO_AUDIT_WP_CONFIG_EXTRA.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SITE="$1"
PORT="$2"
PLUGIN="${3:-$HERE/../plugin}"
WP="$(bash "$HERE/fetch-wordpress.sh")"
rm -rf "$SITE"
mkdir -p "$(dirname "$SITE")"
cp -r "$WP/wordpress" "$SITE"
cp -r "$WP/sqlite-database-integration" "$SITE/wp-content/plugins/sqlite-database-integration"
sed -e "s#{SQLITE_IMPLEMENTATION_FOLDER_PATH}#$SITE/wp-content/plugins/sqlite-database-integration#" \
  -e 's#{SQLITE_PLUGIN}#sqlite-database-integration/load.php#' \
  "$SITE/wp-content/plugins/sqlite-database-integration/db.copy" >"$SITE/wp-content/db.php"
mkdir -p "$SITE/wp-content/mu-plugins" "$SITE/wp-content/database"
cp "$HERE/site/offline.php" "$SITE/wp-content/mu-plugins/offline.php"
cp "$HERE/site/router.php" "$SITE/router.php"
cp "$HERE/site/install.php" "$SITE/install.php"
if [ "$PLUGIN" != none ]; then ln -s "$(cd "$PLUGIN" && pwd)" "$SITE/wp-content/plugins/geo-audit"; fi
SALT="$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')"
cat >"$SITE/wp-config.php" <<PHP
<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );
define( 'WP_HOME', 'http://127.0.0.1:$PORT' );
define( 'WP_SITEURL', 'http://127.0.0.1:$PORT' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$name ) {
	define( \$name, '$SALT' . \$name );
}
${GEO_AUDIT_WP_CONFIG_EXTRA:-}
\$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
(cd "$SITE" && php install.php)
