<?php
/**
 * GEO_AUDIT_API_KEY in wp-config.php.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Client;
use GeoAudit\Api_Error;
use GeoAudit\Settings;
use GeoAudit\Settings_Page;

/**
 * The constant overrides the saved key and is never echoed. The harness runs this class in its own PHPUnit
 * process with GEO_AUDIT_TEST_CONSTANT_KEY set, because a constant cannot be undefined again.
 *
 * @group constant-key
 */
final class ConstantKeyTest extends TestCase {
	public function test_the_constant_overrides_the_option_and_is_never_shown(): void {
		$constant = getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' );
		if ( ! $constant ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-key process only.' );
		}
		update_option( Settings::KEY, 'gak_from_the_option' );
		$this->assertSame( $constant, Settings::api_key() );
		$this->assertSame( 'constant', Settings::api_key_source() );
		wp_set_current_user( 1 );
		$json = (string) wp_json_encode( $this->rest( 'GET', '/geo-audit/v1/settings' )->get_data() );
		$this->assertStringContainsString( '"source":"constant"', $json );
		$this->assertStringNotContainsString( $constant, $json );
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertStringContainsString( 'GEO_AUDIT_API_KEY', $page );
		$this->assertStringNotContainsString( $constant, $page );
		$this->assertStringNotContainsString( 'name="geo_audit_api_key"', $page );
		// No field to label: the row's header is plain text, not a label pointing at the explanation.
		$this->assertStringNotContainsString( 'for="geo-audit-api-key"', $page );
		$this->assertStringNotContainsString( 'id="geo-audit-api-key"', $page );
		$this->assertMatchesRegularExpression( '#<th scope="row">\s*API key\s*</th>#', $page );
	}

	public function test_saving_settings_keeps_the_saved_base_url_while_the_constant_governs_it(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' ) ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-key process only.' );
		}
		$this->assertTrue( defined( 'GEO_AUDIT_API_BASE_URL' ) );
		update_option( Settings::BASE, 'https://saved.example' );
		update_option( Settings::SECRET, self::SECRET );
		// options.php saves every registered option of the group; the disabled field and the hidden key field
		// were not submitted, so each arrives as null.
		$this->assertSame( 'https://saved.example', Settings::sanitize_base_url( null ) );
		$this->assertSame( 'gak_from_the_option', ( static function () {
			update_option( Settings::KEY, 'gak_from_the_option' );
			return Settings::sanitize_key( null );
		} )() );
		Settings::register();
		update_option( Settings::BASE, null );
		$this->assertSame( 'https://saved.example', get_option( Settings::BASE ) );
		$this->assertSame( constant( 'GEO_AUDIT_API_BASE_URL' ), Settings::api_base_url() );
	}

	public function test_a_refused_key_points_administrators_to_wp_config_not_the_settings_page(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' ) ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-key process only.' );
		}
		$post_id = $this->published_post();
		( new \GeoAudit\Audit_Store() )->save(
			$post_id,
			array(
				'key'         => 'post:' . $post_id,
				'url'         => (string) get_permalink( $post_id ),
				'state'       => 'failed',
				'jobId'       => null,
				'geoScore'    => null,
				'verdict'     => null,
				'resultsUrl'  => null,
				'result'      => null,
				'error'       => array(
					'code'    => 'auth',
					'message' => 'The GEO Audit API rejected the API key.',
				),
				'progress'    => 0,
				'requestedAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
				'updatedAt'   => gmdate( 'Y-m-d\TH:i:s\Z' ),
				'completedAt' => null,
				'history'     => array(),
			)
		);
		wp_set_current_user( 1 );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		// The settings page says of this key only that it "is not shown here".
		$this->assertSame( 'The GEO Audit API rejected the API key set in wp-config.php; check GEO_AUDIT_API_KEY there.', $said );
		wp_set_current_user( $this->user( 'editor' ) );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( "The GEO Audit API refused this site's key; ask an administrator to check the GEO Audit API key.", $said );
	}

	public function test_the_quota_seen_is_the_constant_keys_and_does_not_store_it(): void {
		$constant = getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' );
		if ( ! $constant ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-key process only.' );
		}
		wp_remote_post(
			getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/fault',
			array(
				'body' => wp_json_encode(
					array(
						'method'  => 'GET',
						'path'    => '/api/audit_status.php',
						'status'  => 429,
						'headers' => array(
							'x-ratelimit-remaining' => '0',
							'x-ratelimit-reset'     => (string) ( time() + 1800 ),
						),
						'body'    => '',
					)
				),
			)
		);
		try {
			( new Api_Client() )->get_status( 'job_quota_probe' );
		} catch ( Api_Error $error ) {
			$this->assertSame( 'rate_limited', $error->problem_code );
		}
		// A key typed into the settings changes nothing while wp-config.php's governs: its spent hour still holds.
		update_option( Settings::KEY, 'gak_another_in_the_option' );
		$this->assertSame( 0, Api_Client::rate_limit()['remaining'] ?? null );
		$this->assertStringNotContainsString( $constant, (string) wp_json_encode( get_option( Api_Client::RATE_OPTION ) ) );
		delete_option( Api_Client::RATE_OPTION );
	}
}
