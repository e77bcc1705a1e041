<?php
/**
 * Run by `npm start` from the WordPress root: makes an application password for admin (printed once, kept by
 * the caller) and adds sample posts on a fresh site. Prints one JSON line.
 */
$_SERVER['HTTP_HOST'] = '127.0.0.1';
require __DIR__ . '/wp-load.php';
$out = array();
if ( getenv( 'GEO_DEVSTACK_NEW_APP_PASSWORD' ) === '1' ) {
	$created = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'npm start ' . gmdate( 'c' ) ) );
	if ( is_wp_error( $created ) ) {
		fwrite( STDERR, $created->get_error_message() . "\n" );
		exit( 1 );
	}
	$out['appPassword'] = $created[0];
}
if ( ! get_option( 'geo_devstack_seeded' ) ) {
	wp_set_current_user( 1 );
	$samples = array(
		'Cold brew at home'        => "<!-- wp:paragraph -->\n<p>Steep 100 g of coarse coffee in 1 litre of cold water for 16 hours, then filter.</p>\n<!-- /wp:paragraph -->\n<!-- wp:heading -->\n<h2>How long does it keep?</h2>\n<!-- /wp:heading -->\n<!-- wp:paragraph -->\n<p>Up to two weeks in the fridge.</p>\n<!-- /wp:paragraph -->",
		'Why water quality matters' => "<!-- wp:paragraph -->\n<p>Coffee is 98 % water.</p>\n<!-- /wp:paragraph -->",
	);
	foreach ( $samples as $title => $content ) {
		wp_insert_post( array( 'post_title' => $title, 'post_content' => $content, 'post_status' => 'publish' ) );
	}
	update_option( 'geo_devstack_seeded', 1 );
}
echo wp_json_encode( $out ) . "\n";
