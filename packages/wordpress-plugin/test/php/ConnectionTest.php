<?php
/**
 * The settings page's "Test connection".
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Error;
use GeoAudit\Base_Url_Hint;
use GeoAudit\Connection_Failure;
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
		$base = getenv( 'GEO_AUDIT_TEST_API' );
		$this->assertSame( array( 'ok' => true, 'message' => "Connected: the GEO Audit API at {$base} accepted the key." ), Settings_Page::check_connection() );
		// One sentence: not "Connection works. Connected: …".
		$page = $this->page_after_test();
		$this->assertStringContainsString( "Connected: the GEO Audit API at {$base} accepted the key.", $page );
		$this->assertStringNotContainsString( 'Connection works.', $page );
		$this->assertStringNotContainsString( '<details>', $page );
	}

	public function test_a_wrong_key_is_reported_as_such(): void {
		update_option( Settings::KEY, 'gak_not_a_real_key' );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'The GEO Audit API rejected the API key; check it under Settings → GEO Audit.', $result['message'] );
		// The API's own words go in the details, not in the sentence.
		$this->assertStringContainsString( 'X-API-Key', $result['detail'] );
	}

	public function test_an_unreachable_api_says_what_failed_and_what_to_check_without_the_raw_error(): void {
		update_option( Settings::BASE, 'http://127.0.0.1:9' );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'Could not connect to http://127.0.0.1:9: nothing accepted the connection there. Check the API base URL and its port, and that the GEO Audit API is running.', $result['message'] );
		$this->assertStringContainsString( 'cURL error 7', $result['detail'] );
		$page = $this->page_after_test();
		$this->assertMatchesRegularExpression( '#<strong>Connection failed\.</strong> Could not connect to http://127\.0\.0\.1:9: nothing accepted#', $page );
		$this->assertMatchesRegularExpression( '#<details>\s*<summary>Technical details</summary>\s*<p><code>cURL error 7: #', $page );
		$this->assertSame( 1, substr_count( $page, 'cURL error 7' ) );
	}

	/** @dataProvider transport_failures */
	public function test_each_transport_failure_is_named_in_words( string $raw, string $said ): void {
		$error  = new Api_Error( 'network', 'The GEO Audit API could not be reached.', 0, time() + 60, '', '', false, $raw );
		$result = Connection_Failure::describe( $error, 'https://api.example.com' );
		$this->assertStringStartsWith( 'Could not connect to https://api.example.com', $result['message'] );
		$this->assertStringContainsString( $said, $result['message'] );
		$this->assertStringNotContainsString( 'cURL', $result['message'] );
		$this->assertSame( $raw, $result['detail'] );
	}

	/** @return array<string, array{0: string, 1: string}> */
	public static function transport_failures(): array {
		return array(
			'timeout'     => array( 'cURL error 28: Operation timed out after 15001 milliseconds with 0 bytes received', 'did not answer in time' ),
			'certificate' => array( 'cURL error 60: SSL certificate problem: self-signed certificate', 'the secure (TLS) connection failed' ),
			'handshake'   => array( 'cURL error 35: OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to api.example.com:443', 'the secure (TLS) connection failed' ),
			'dns'         => array( 'cURL error 6: Could not resolve host: api.example.com', 'its host name was not found' ),
		);
	}

	public function test_an_api_error_says_its_http_status_in_words(): void {
		$this->fault( 503, array( 'content-type' => 'application/problem+json', 'x-ratelimit-remaining' => '97' ), wp_json_encode( array( 'type' => 'https://geo-audit.dev/problems/internal', 'title' => 'Internal error', 'detail' => 'SQLITE_BUSY: database is locked' ) ) );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringContainsString( 'answered HTTP 503, an error on its side; try again in a few minutes', $result['message'] );
		$this->assertStringNotContainsString( 'SQLITE_BUSY', $result['message'] );
		$this->assertStringContainsString( 'SQLITE_BUSY', $result['detail'] );
	}

	/** The settings page as an administrator sees it after pressing "Test connection". */
	private function page_after_test(): string {
		wp_set_current_user( 1 );
		set_transient( 'geo_audit_connection_1', Settings_Page::check_connection(), 60 );
		ob_start();
		Settings_Page::render();
		return (string) ob_get_clean();
	}

	/**
	 * Makes the test API answer the next status call with this response.
	 *
	 * @param array<string, string> $headers Headers.
	 */
	private function fault( int $status, array $headers, string $body ): void {
		wp_remote_post(
			getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/fault',
			array(
				'body' => wp_json_encode(
					array(
						'method'  => 'GET',
						'path'    => '/api/audit_status.php',
						'status'  => $status,
						'headers' => $headers,
						'body'    => $body,
					)
				),
			)
		);
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

	public function test_a_404_with_the_quota_headers_but_no_problem_type_is_not_taken_for_a_connection(): void {
		// An answer with its own body and the X-RateLimit headers the specification puts on every response: it may be
		// a GEO Audit API, but the same 404 comes for a path it does not know (decision 0100).
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
		// Without a problem type, "no such job" and "no such path" look the same: not taken as connected.
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringStartsWith( 'The connection could not be confirmed: ' . getenv( 'GEO_AUDIT_TEST_API' ) . ' answered HTTP 404', $result['message'] );
		$this->assertStringNotContainsString( 'accepted the key', $result['message'] );
	}

	public function test_an_unknown_endpoint_names_the_address_to_set_only_when_it_can_be_told(): void {
		$detail = 'No endpoint is at "/geo/api/audit_status.php"; the API\'s is /api/audit_status.php.';
		$other  = Base_Url_Hint::wrong_path( 'https://example.com/geo', $detail );
		$this->assertFalse( $other['ok'] );
		$this->assertStringContainsString( 'own address without a path, probably https://example.com: the plugin adds', $other['message'] );
		$this->assertStringEndsWith( 'The API said: ' . $detail, $other['message'] );
		// An origin already: nothing shorter to suggest, so no guess that repeats it.
		$origin = Base_Url_Hint::wrong_path( 'https://example.com', '' );
		$this->assertStringEndsWith( 'every audit would fail. Set the base URL to the API\'s own address: the plugin adds the /api/… paths itself.', $origin['message'] );
	}

	public function test_a_base_url_ending_in_api_is_not_connected_and_the_api_address_is_named(): void {
		// What a reviewer typed: the API's paths start with /api already, so the probe asked /api/api/….
		$base = getenv( 'GEO_AUDIT_TEST_API' );
		update_option( Settings::BASE, $base . '/api/' );
		$result = Settings_Page::check_connection();
		$this->assertFalse( $result['ok'] );
		$this->assertStringStartsWith( "The API base URL is wrong: the GEO Audit API at {$base}/api/ has no such endpoint, so every audit would fail.", $result['message'] );
		$this->assertStringContainsString( "Set the base URL to the API's own address without /api at the end, {$base}: the plugin adds the /api/… paths itself.", $result['message'] );
		// The server's own detail, which names the path it has.
		$this->assertMatchesRegularExpression( '#The API said: .*/api/audit_status\.php#', $result['message'] );
		$this->assertStringNotContainsString( 'accepted the key', $result['message'] );
		$page = $this->page_after_test();
		$this->assertStringContainsString( '<strong>Connection failed.</strong> The API base URL is wrong', $page );
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
