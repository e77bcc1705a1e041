<?php
/**
 * Loads the throwaway WordPress site the vitest harness created (WP_ROOT) with the plugin active, so tests
 * run against real WordPress on SQLite, and the same database its `php -S` server uses.
 */
$geo_audit_root = getenv( 'WP_ROOT' );
if ( ! $geo_audit_root || ! is_file( $geo_audit_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set WP_ROOT to a site made by scripts/create-site.sh (the vitest harness test/php.test.ts does this).\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
if ( getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' ) ) {
	define( 'GEO_AUDIT_API_KEY', getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' ) );
	define( 'GEO_AUDIT_API_BASE_URL', getenv( 'GEO_AUDIT_TEST_API' ) ?: 'http://127.0.0.1:9' );
}
if ( getenv( 'GEO_AUDIT_TEST_CONSTANT_BASE' ) ) {
	define( 'GEO_AUDIT_API_BASE_URL', getenv( 'GEO_AUDIT_TEST_CONSTANT_BASE' ) );
}
require $geo_audit_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once __DIR__ . '/TestCase.php';
