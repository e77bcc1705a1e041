<?php
/**
 * Publish → audit → verified webhook → stored result, against the real GEO Audit API.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;

/**
 * Runs only with the harness's real @geo-audit/server (behind a counting proxy) auditing this very
 * WordPress, which `php -S` serves on loopback: the page audited is the published post.
 */
final class PublishFlowTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the real @geo-audit/server: run through test/php.test.ts in a checkout that has packages/server.' );
		}
	}

	/**
	 * @return array<string, int> Requests the proxy saw, by "METHOD /path".
	 */
	private function api_requests(): array {
		$response = wp_remote_get( getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/counts' );
		return json_decode( wp_remote_retrieve_body( $response ), true );
	}

	private function starts(): int {
		return $this->api_requests()['POST /api/audit.php'] ?? 0;
	}

	/**
	 * @param array<string, mixed> $fault What the proxy answers instead of the API, once.
	 */
	private function inject( array $fault ): void {
		wp_remote_post(
			getenv( 'GEO_AUDIT_TEST_API' ) . '/__geo_test/fault',
			array( 'body' => wp_json_encode( $fault ) )
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	private function wait_for_state( int $post_id, string $state, int $seconds = 120 ): array {
		return $this->wait_for( $post_id, static fn( $record ) => $state === $record['state'], "'{$state}'", $seconds );
	}

	public function test_publishing_starts_exactly_one_audit_and_stores_the_confirmed_result(): void {
		$starts_before = $this->starts();
		$post_id       = $this->post();
		wp_update_post(
			array(
				'ID'          => $post_id,
				'post_status' => 'publish',
			)
		);
		// The block editor saves meta boxes in a second request that changes nothing: no second audit.
		wp_update_post( array( 'ID' => $post_id ) );

		$waiting = $this->record( $post_id );
		$this->assertSame( 'waiting', $waiting['state'], 'Publishing only schedules the audit; it never waits on the API.' );
		$this->assertSame( $starts_before, $this->starts() );
		$this->assertSame( get_permalink( $post_id ), $waiting['url'] );

		$record = $this->wait_for_state( $post_id, 'complete' );
		$this->assertSame( $starts_before + 1, $this->starts(), 'Exactly one audit was started.' );
		$this->assertIsInt( $record['geoScore'] );
		$this->assertGreaterThanOrEqual( 0, $record['geoScore'] );
		$this->assertLessThanOrEqual( 100, $record['geoScore'] );
		$this->assertSame( $record['geoScore'], $record['result']['geo_score'] );
		$this->assertNotEmpty( $record['result']['modules'] );
		$this->assertIsString( $record['verdict'] );
		$this->assertCount( 1, $record['history'] );
		$this->assertSame( $record['jobId'], $record['history'][0]['jobId'] );
		$this->assertSame( (string) $record['geoScore'], get_post_meta( $post_id, Audit_Store::SCORE, true ) );
		$requests = $this->api_requests();
		$this->assertGreaterThanOrEqual( 1, $requests['GET /api/audit_status.php'] ?? 0, 'The webhook was confirmed with the status endpoint.' );
		$this->assertGreaterThanOrEqual( 1, $requests['GET /api/audit.php'] ?? 0, 'The full result was fetched.' );

		// Later cron runs start nothing more.
		$this->run_cron();
		$this->assertSame( $starts_before + 1, $this->starts() );

		// The editor route shows it to someone who can edit the post.
		wp_set_current_user( 1 );
		$view = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data();
		$this->assertSame( 'complete', $view['record']['state'] );
		$this->assertSame( $record['geoScore'], $view['record']['geoScore'] );
	}

	public function test_an_update_that_changes_the_content_is_debounced_into_one_later_audit(): void {
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		$this->wait_for_state( $post_id, 'complete' );
		$starts = $this->starts();
		foreach ( array( 'first edit', 'second edit' ) as $edit ) {
			wp_update_post(
				array(
					'ID'           => $post_id,
					'post_content' => "<p>{$edit}: answer engines cite pages that answer the question in the first paragraph.</p>",
				)
			);
		}
		$this->assertSame( 'waiting', $this->record( $post_id )['state'] );
		$scheduled = wp_next_scheduled( 'geo_audit_start', array( $post_id ) );
		$this->assertGreaterThan( time() + 5, $scheduled, 'The re-audit waits out the debounce window.' );
		// A reviewer saw "Queued" for over a minute after pressing Update: the window is what a burst of clicks needs.
		$this->assertLessThanOrEqual( time() + 15, $scheduled, 'The new score comes seconds after the last Update.' );
		$this->run_cron();
		$this->assertSame( $starts, $this->starts(), 'Nothing starts inside the debounce window.' );
		$this->assertCount( 1, _get_cron_array() ? array_filter( _get_cron_array(), static fn( $hooks ) => isset( $hooks['geo_audit_start'] ) ) : array() );

		// The editor is told when it starts: the very time scheduled, moved by the last edit of the burst.
		wp_set_current_user( 1 );
		$view = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data();
		$this->assertSame( gmdate( 'Y-m-d\TH:i:s\Z', $scheduled ), $view['record']['startsAt'] );

		// When it is due, the burst costs one audit, and the record no longer says it waits for edits.
		$this->run_start_now( \GeoAudit\coordinator(), $post_id );
		$this->assertSame( $starts + 1, $this->starts() );
		$this->assertArrayNotHasKey( 'startsAt', $this->record( $post_id ) );
		$this->wait_for_state( $post_id, 'complete' );
		$this->assertSame( $starts + 1, $this->starts() );
	}

	public function test_a_publish_starts_at_once_and_says_no_wait_for_edits(): void {
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		$this->assertArrayNotHasKey( 'startsAt', $this->record( $post_id ) );
		$this->assertLessThanOrEqual( time(), wp_next_scheduled( 'geo_audit_start', array( $post_id ) ) );
	}

	public function test_a_422_leaves_a_visible_failed_state(): void {
		$this->inject(
			array(
				'status' => 422,
				'body'   => wp_json_encode(
					array(
						'type'   => '/problems/unreachable-url',
						'title'  => 'The URL cannot be reached',
						'detail' => 'Connection refused.',
					)
				),
			)
		);
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		$record  = $this->wait_for_state( $post_id, 'failed' );
		$this->assertSame( 'invalid_url', $record['error']['code'] );
		$this->assertStringContainsString( 'Connection refused.', $record['error']['message'] );
		$this->assertArrayNotHasKey( 'retryAt', $record['error'] );
		$this->assertFalse( wp_next_scheduled( 'geo_audit_start', array( $post_id ) ), 'A 422 is not retried.' );
	}

	/**
	 * @return array<string, array{0: int, 1: array<string, string>, 2: string, 3: int}>
	 */
	public static function retryable(): array {
		return array(
			'429 rate limit' => array( 429, array( 'Retry-After' => '120' ), 'rate_limited', 120 ),
			'503 outage'     => array( 503, array(), 'server_error', 60 ),
			'500 error'      => array( 500, array( 'Retry-After' => '90' ), 'server_error', 90 ),
		);
	}

	/**
	 * @dataProvider retryable
	 * @param array<string, string> $headers Response headers.
	 */
	public function test_a_retryable_refusal_waits_visibly_and_retries_later( int $status, array $headers, string $code, int $delay ): void {
		$this->inject(
			array(
				'status'  => $status,
				'headers' => $headers,
			)
		);
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		$record  = $this->wait_for( $post_id, static fn( $record ) => null !== $record['error'], 'a stored refusal' );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertSame( $code, $record['error']['code'] );
		$retry_at = strtotime( $record['error']['retryAt'] );
		$this->assertEqualsWithDelta( time() + $delay, $retry_at, 15 );
		$this->assertSame( $retry_at, wp_next_scheduled( 'geo_audit_start', array( $post_id ) ), 'The start is rescheduled for then.' );
	}
	public function test_a_sixth_audit_waits_while_five_are_in_flight(): void {
		$store = new \GeoAudit\Audit_Store();
		for ( $i = 0; $i < 5; $i++ ) {
			$busy = $this->post();
			$store->save(
				$busy,
				array(
					'key'         => 'post:' . $busy,
					'url'         => get_permalink( $busy ),
					'state'       => 'running',
					'jobId'       => 'job_in_flight_' . $i . '_' . wp_generate_password( 6, false ),
					'geoScore'    => null,
					'verdict'     => null,
					'resultsUrl'  => null,
					'result'      => null,
					'error'       => null,
					'progress'    => 0.5,
					'requestedAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
					'updatedAt'   => gmdate( 'Y-m-d\TH:i:s\Z' ),
					'completedAt' => null,
					'history'     => array(),
				)
			);
		}
		$starts  = $this->starts();
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		$record  = $this->wait_for( $post_id, static fn( $record ) => null !== $record['error'], 'a stored wait' );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertSame( 'concurrency_limited', $record['error']['code'] );
		$this->assertSame( 'site', $record['error']['scope'] ?? null, 'The site’s own limit, not the API key’s.' );
		$this->assertSame( $starts, $this->starts(), 'No sixth audit was sent to the API.' );
		$this->assertNotFalse( wp_next_scheduled( 'geo_audit_start', array( $post_id ) ) );
	}
}
