<?php
/**
 * Installs a plugin zip into the WordPress in the current directory the way "Upload Plugin" does
 * (Plugin_Upgrader), activates it, then reports what a site admin would check. Usage:
 * php install-zip.php <zip> [uninstall]
 */
define( 'WP_ADMIN', true );
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require getcwd() . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

wp_set_current_user( 1 );
$geo_audit_report = array();
if ( 'uninstall' === ( $argv[2] ?? '' ) ) {
	deactivate_plugins( 'geo-audit/geo-audit.php' );
	$geo_audit_report['uninstalled'] = uninstall_plugin( 'geo-audit/geo-audit.php' );
	$geo_audit_report['deleted']     = delete_plugins( array( 'geo-audit/geo-audit.php' ) );
	wp_cache_flush();
	$geo_audit_report['key_option']  = get_option( 'geo_audit_api_key', null );
	$geo_audit_report['meta_left']   = (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->postmeta} WHERE meta_key LIKE '\\_geo\\_audit%'" );
	$geo_audit_report['poll_event']  = wp_next_scheduled( 'geo_audit_poll' );
	echo wp_json_encode( $geo_audit_report );
	exit;
}
$geo_audit_upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$geo_audit_result   = $geo_audit_upgrader->install( $argv[1] );
if ( true !== $geo_audit_result ) {
	fwrite( STDERR, 'install failed: ' . ( is_wp_error( $geo_audit_result ) ? $geo_audit_result->get_error_message() : var_export( $geo_audit_result, true ) ) . "\n" . implode( "\n", $geo_audit_upgrader->skin->get_upgrade_messages() ) . "\n" );
	exit( 1 );
}
$geo_audit_activated = activate_plugin( 'geo-audit/geo-audit.php' );
if ( is_wp_error( $geo_audit_activated ) ) {
	fwrite( STDERR, 'activation failed: ' . $geo_audit_activated->get_error_message() . "\n" );
	exit( 1 );
}
$geo_audit_data                 = get_plugin_data( WP_PLUGIN_DIR . '/geo-audit/geo-audit.php' );
$geo_audit_report['active']     = is_plugin_active( 'geo-audit/geo-audit.php' );
$geo_audit_report['name']       = $geo_audit_data['Name'];
$geo_audit_report['version']    = $geo_audit_data['Version'];
$geo_audit_report['textDomain'] = $geo_audit_data['TextDomain'];
$geo_audit_report['files']      = array_values( array_map( static fn( $f ) => substr( $f, strlen( WP_PLUGIN_DIR ) + 1 ), glob( WP_PLUGIN_DIR . '/geo-audit/{*,*/*}', GLOB_BRACE ) ) );
update_option( 'geo_audit_api_key', 'gak_installed' );
update_post_meta( 1, '_geo_audit_score', 50 );
echo wp_json_encode( $geo_audit_report );
