<?php
/**
 * GEO_AUDIT_API_BASE_URL in wp-config.php, set with /api at its end.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Base_Url_Hint;
use GeoAudit\Settings_Page;

/**
 * The field refuses a base URL ending in /api; the constant cannot be refused, and was not checked at all: an
 * administrator who set it so saw nothing wrong on the settings page while every audit failed. The harness runs
 * this class in its own PHPUnit process with the constant set to the test API's address plus /api.
 *
 * @group constant-base-url
 */
final class ConstantBaseUrlTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		if ( ! getenv( 'GEO_AUDIT_TEST_CONSTANT_BASE' ) || ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-base-url process only, with the test API.' );
		}
		wp_set_current_user( 1 );
	}

	protected function tearDown(): void {
		delete_option( Base_Url_Hint::CONFIRMED );
		parent::tearDown();
	}

	private function settings_page(): string {
		ob_start();
		Settings_Page::render();
		return (string) ob_get_clean();
	}

	/** The API's own address, which the warnings name: the constant without its /api. */
	private function api(): string {
		return (string) getenv( 'GEO_AUDIT_TEST_API' );
	}

	public function test_the_settings_page_says_the_constant_ends_in_api_in_the_fields_words(): void {
		$constant = (string) getenv( 'GEO_AUDIT_TEST_CONSTANT_BASE' );
		$page     = html_entity_decode( $this->settings_page(), ENT_QUOTES );
		$this->assertStringContainsString(
			'<div class="notice notice-error"><p>The API base URL set in wp-config.php (GEO_AUDIT_API_BASE_URL), ' . $constant . ', ends in /api, but the plugin adds the /api/… paths itself, so every request would go to /api/api/…. Set it to the API\'s own address, ' . $this->api() . '.',
			$page
		);
	}

	public function test_test_connection_names_the_address_to_set_and_where(): void {
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'Set the base URL to the API\'s own address without /api at the end, ' . $this->api() . ': the plugin adds the /api/… paths itself. It is set in wp-config.php: change GEO_AUDIT_API_BASE_URL there.', $result['message'] );
		$this->assertStringContainsString( 'ends in /api', html_entity_decode( $this->settings_page(), ENT_QUOTES ), 'A failed check confirms nothing.' );
	}

	public function test_an_audit_that_cannot_start_there_tells_the_administrator_to_change_the_constant(): void {
		$post_id     = $this->published_post();
		$coordinator = \GeoAudit\coordinator();
		$coordinator->publish( $post_id );
		$this->run_start_now( $coordinator, $post_id );
		$this->assertSame( 'api_address', $this->record( $post_id )['error']['code'] );
		// The settings field is disabled for a constant: the address is changed in wp-config.php.
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( 'The plugin’s GEO Audit API address does not lead to the API: check GEO_AUDIT_API_BASE_URL in wp-config.php; Test connection under Settings → GEO Audit names the address to set.', $said );
	}

	public function test_an_api_really_served_under_api_is_confirmed_by_test_connection_and_no_longer_warned_about(): void {
		// A proxy that serves the API under /api: its status path is /api/api/audit_status.php, and a job nobody
		// started is the API's own "no such job".
		wp_remote_post(
			$this->api() . '/__geo_test/fault',
			array(
				'body' => wp_json_encode(
					array(
						'method'  => 'GET',
						'path'    => '/api/api/audit_status.php',
						'status'  => 404,
						'headers' => array(
							'x-ratelimit-remaining' => '99',
							'x-ratelimit-reset'     => '3600',
						),
						'body'    => wp_json_encode( array( 'type' => 'https://geo-audit.dev/problems/not-found', 'title' => 'No such job' ) ),
					)
				),
			)
		);
		$this->assertTrue( Settings_Page::check_connection()['ok'] );
		$this->assertStringNotContainsString( 'ends in /api', html_entity_decode( $this->settings_page(), ENT_QUOTES ) );
	}
}
