<?php
/**
 * The settings page's "Test connection".
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Settings;
use GeoAudit\Settings_Page;

/**
 * Against the real GEO Audit API: the right key connects, a wrong key or an unreachable address says
 * what to fix.
 */
final class ConnectionTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the real @geo-audit/server: run through test/php.test.ts in a checkout that has packages/server.' );
		}
	}

	public function test_the_configured_key_connects(): void {
		$this->assertSame( array( 'ok' => true, 'message' => 'Connected: the GEO Audit API accepted the key.' ), Settings_Page::check_connection() );
	}

	public function test_a_wrong_key_is_reported_as_such(): void {
		update_option( Settings::KEY, 'gak_not_a_real_key' );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'The API key was rejected', $result['message'] );
	}

	public function test_an_unreachable_api_is_reported_as_such(): void {
		update_option( Settings::BASE, 'http://127.0.0.1:9' );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'could not be reached', $result['message'] );
	}

	public function test_a_server_that_is_not_the_api_is_not_taken_for_it(): void {
		// This WordPress answers the probe's path with its own 404 page.
		update_option( Settings::BASE, getenv( 'GEO_AUDIT_TEST_SITE' ) );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'This address does not answer as a GEO Audit API', $result['message'] );
		$this->assertStringContainsString( 'HTTP 404 (text/html)', $result['message'] );
		$this->assertStringContainsString( getenv( 'GEO_AUDIT_TEST_SITE' ) . '/api/audit_status.php', $result['message'] );

		// A bare 404 with no body (the test proxy's own paths) proves nothing either.
		update_option( Settings::BASE, getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test' );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'answered HTTP 404 (no content type)', $result['message'] );
	}

	public function test_an_api_whose_error_bodies_are_its_own_is_recognised_by_the_specified_quota_headers(): void {
		// A hosted GEO Audit API answers the unknown job with its own body; the specification only promises the
		// X-RateLimit headers on every response.
		wp_remote_post(
			getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/fault',
			array(
				'body' => wp_json_encode(
					array(
						'method'  => 'GET',
						'path'    => '/api/audit_status.php',
						'status'  => 404,
						'headers' => array(
							'content-type'          => 'application/json',
							'x-ratelimit-remaining' => '97',
							'x-ratelimit-reset'     => (string) ( time() + 1800 ),
						),
						'body'    => wp_json_encode( array( 'error' => 'job not found' ) ),
					)
				),
			)
		);
		$result = Settings_Page::check_connection();
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertStringContainsString( 'accepted the key', $result['message'] );
	}

	public function test_only_administrators_may_run_it_over_rest(): void {
		wp_set_current_user( $this->user( 'editor' ) );
		$this->assertSame( 403, $this->rest( 'POST', '/geo-audit/v1/settings/test-connection' )->get_status() );
		wp_set_current_user( 1 );
		$response = $this->rest( 'POST', '/geo-audit/v1/settings/test-connection' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['ok'] );
	}
}
