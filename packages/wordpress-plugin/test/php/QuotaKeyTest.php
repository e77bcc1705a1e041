<?php
/**
 * The hourly quota belongs to the key that spent it.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Client;
use GeoAudit\Api_Error;
use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;
use GeoAudit\Settings;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * A spent quota seen with one key held every audit after the administrator set a new key, which had its whole
 * hour left: editors read "The hourly API quota is used up" and could not re-run.
 */
final class QuotaKeyTest extends TestCase {
	protected function tearDown(): void {
		delete_option( Api_Client::RATE_OPTION );
		parent::tearDown();
	}

	/** The real client reads "no requests left this hour" from an answer of the API, with the key set now. */
	private function spend_the_quota(): void {
		wp_remote_post(
			getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/fault',
			array(
				'body' => wp_json_encode(
					array(
						'method'  => 'GET',
						'path'    => '/api/audit_status.php',
						'status'  => 429,
						'headers' => array(
							'content-type'          => 'application/problem+json',
							'x-ratelimit-remaining' => '0',
							'x-ratelimit-reset'     => (string) ( time() + 1800 ),
						),
						'body'    => wp_json_encode( array( 'type' => 'https://geo-audit.dev/problems/rate-limited', 'title' => 'Too many requests' ) ),
					)
				),
			)
		);
		try {
			( new Api_Client() )->get_status( 'job_quota_probe' );
		} catch ( Api_Error $error ) {
			$this->assertSame( 'rate_limited', $error->problem_code );
		}
	}

	public function test_a_new_key_is_tried_at_once_while_the_old_keys_hour_is_spent(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the test API to answer with a spent quota.' );
		}
		$this->spend_the_quota();
		$this->assertSame( 0, Api_Client::rate_limit()['remaining'] ?? null, 'The spent quota is known for the key that spent it.' );

		$api         = new Scripted_Api_Client();
		$coordinator = new Coordinator( $api, new Audit_Store() );
		$post_id     = $this->published_post();
		$coordinator->publish( $post_id );
		$this->run_start_now( $coordinator, $post_id );
		$this->assertSame( array(), $api->keys, 'The old key waits out its hour.' );
		$this->assertSame( 'rate_limited', $this->record( $post_id )['error']['code'] );

		update_option( Settings::KEY, 'gak_a_fresh_key_with_its_hour_left' );
		$this->assertNull( Api_Client::rate_limit(), 'The old key\'s quota says nothing about the new key.' );
		// The administrator lands on an admin page after saving: the held audit is due now, not at the old reset.
		$coordinator->after_key_change();
		$next = wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) );
		$this->assertIsInt( $next );
		$this->assertLessThanOrEqual( time(), $next );
		$coordinator->start( $post_id );
		$this->assertCount( 1, $api->keys, 'The new key was tried.' );
		$this->assertNotSame( 'waiting', $this->record( $post_id )['state'] );

		// Setting the old key back finds its quota forgotten, not a stale "used up": the API's next answer tells.
		$this->assertNull( get_option( Api_Client::RATE_OPTION, null ) );
	}

	/**
	 * The API (or a gateway in front of it) answers the next start with a 429 that carries Retry-After only.
	 *
	 * @param string $problem The problem type's last part: rate-limited or concurrency-limit.
	 */
	private function refuse_next_start_without_quota_headers( string $problem, int $retry_after ): void {
		wp_remote_post(
			getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/fault',
			array(
				'body' => wp_json_encode(
					array(
						'method'  => 'POST',
						'path'    => '/api/audit.php',
						'status'  => 429,
						'headers' => array( 'retry-after' => (string) $retry_after ),
						'body'    => wp_json_encode( array( 'type' => 'https://geo-audit.dev/problems/' . $problem, 'title' => 'Too many requests' ) ),
					)
				),
			)
		);
	}

	/** Holds a published post's audit with the refusal above, through the real client; returns the post. */
	private function held_by_a_bare_429( string $problem, int $retry_after ): int {
		$this->refuse_next_start_without_quota_headers( $problem, $retry_after );
		$coordinator = new Coordinator( new Api_Client(), new Audit_Store() );
		$post_id     = $this->published_post();
		$coordinator->publish( $post_id );
		$this->run_start_now( $coordinator, $post_id );
		$this->assertSame( 'waiting', $this->record( $post_id )['state'] );
		$this->assertGreaterThan( time() + $retry_after - 60, wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) ) );
		return $post_id;
	}

	/** After a new key is saved, the held audit is due now and starts with it. */
	private function assert_a_new_key_starts_it_at_once( int $post_id ): void {
		update_option( Settings::KEY, 'gak_a_fresh_key_with_its_hour_left' );
		( new Coordinator( new Scripted_Api_Client(), new Audit_Store() ) )->after_key_change();
		$next = wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) );
		$this->assertIsInt( $next );
		$this->assertLessThanOrEqual( time(), $next, 'The audit held by the old key waits no longer.' );
		$api = new Scripted_Api_Client();
		( new Coordinator( $api, new Audit_Store() ) )->start( $post_id );
		$this->assertCount( 1, $api->keys, 'The new key was tried.' );
	}

	public function test_a_spent_hour_without_quota_headers_is_the_keys_and_a_new_key_lifts_it(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the test API to answer with a spent quota.' );
		}
		$post_id = $this->held_by_a_bare_429( 'rate-limited', 1800 );
		$this->assertSame( 'rate_limited', $this->record( $post_id )['error']['code'] );

		// The hour is spent for this key: the next post waits for the same reset without asking the API again.
		$api   = new Scripted_Api_Client();
		$other = $this->published_post();
		$coordinator = new Coordinator( $api, new Audit_Store() );
		$coordinator->publish( $other );
		$this->run_start_now( $coordinator, $other );
		$this->assertSame( array(), $api->keys );
		$this->assertSame( 'rate_limited', $this->record( $other )['error']['code'] );
		$this->assertSame( $this->record( $post_id )['error']['retryAt'], $this->record( $other )['error']['retryAt'] );

		$this->assert_a_new_key_starts_it_at_once( $post_id );
	}

	public function test_busy_slots_without_quota_headers_are_the_keys_but_spend_no_hour(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the test API to answer with busy slots.' );
		}
		$post_id = $this->held_by_a_bare_429( 'concurrency-limit', 600 );
		$this->assertSame( 'concurrency_limited', $this->record( $post_id )['error']['code'] );

		// Busy slots say nothing about the hourly quota: the next post is not told the hour is used up.
		$api         = new Scripted_Api_Client();
		$other       = $this->published_post();
		$coordinator = new Coordinator( $api, new Audit_Store() );
		$coordinator->publish( $other );
		$this->run_start_now( $coordinator, $other );
		$this->assertCount( 1, $api->keys );

		$this->assert_a_new_key_starts_it_at_once( $post_id );
	}
}
