<?php
/**
 * Installs a throwaway WordPress site non-interactively (Debian has no wp-cli): run with `php install.php`
 * from the site's root. Activates geo-audit when it is present.
 */
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( ! is_blog_installed() ) {
	wp_install( 'GEO Audit Test', 'admin', 'admin@example.com', true, '', 'password' );
}
update_option( 'permalink_structure', '/%postname%/' );
update_user_meta(
	1,
	'wp_persisted_preferences',
	array(
		'core/edit-post' => array( 'welcomeGuide' => false ),
		'core'           => array(
			'enableChoosePatternModal' => false,
			'isComplementaryAreaVisible' => true,
		),
		'_modified'      => gmdate( 'c' ),
	)
);
if ( getenv( 'GEO_AUDIT_ACTIVATE' ) !== '0' && is_dir( WP_PLUGIN_DIR . '/geo-audit' ) ) {
	$result = activate_plugin( 'geo-audit/geo-audit.php' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
echo "installed\n";
