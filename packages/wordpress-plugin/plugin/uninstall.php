<?php
/**
 * Removes everything GEO Audit stored: its options, claims, scheduled jobs and post meta.
 *
 * @package GeoAudit
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

foreach ( array( 'geo_audit_api_base_url', 'geo_audit_api_key', 'geo_audit_webhook_secret', 'geo_audit_post_types', 'geo_audit_modules', 'geo_audit_rate_limit', 'geo_audit_api_base_url_confirmed' ) as $geo_audit_option ) {
	delete_option( $geo_audit_option );
}
global $wpdb;
// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one-off cleanup of the plugin's own rows.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( 'geo_audit_claim_' ) . '%', $wpdb->esc_like( '_transient_geo_audit_' ) . '%', $wpdb->esc_like( '_transient_timeout_geo_audit_' ) . '%' ) );
foreach ( array( '_geo_audit_record', '_geo_audit_state', '_geo_audit_job_id', '_geo_audit_score' ) as $geo_audit_meta ) {
	delete_post_meta_by_key( $geo_audit_meta );
}
wp_clear_scheduled_hook( 'geo_audit_poll' );
wp_unschedule_hook( 'geo_audit_start' );
