<?php
/**
 * Plugin Name: Offline test site
 * Description: Keeps a throwaway test site quiet with no internet: no update checks, no outbound HTTP except
 * loopback, no avatars, no mail.
 */
add_action(
	'admin_init',
	static function () {
		remove_action( 'admin_init', '_maybe_update_core' );
		remove_action( 'admin_init', '_maybe_update_plugins' );
		remove_action( 'admin_init', '_maybe_update_themes' );
	},
	0
);
remove_action( 'init', 'wp_schedule_update_checks' );
add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( in_array( $host, array( '127.0.0.1', 'localhost', '[::1]' ), true ) ) {
			return $response;
		}
		return new WP_Error( 'offline', 'This test site has no internet.' );
	},
	10,
	3
);
add_filter( 'pre_option_show_avatars', '__return_zero' );
add_filter( 'pre_wp_mail', '__return_true' );
