<?php
/**
 * The public webhook route.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;

/**
 * A forged or replayed delivery is refused with 401 and changes nothing; a duplicate is acknowledged once.
 */
final class WebhookRouteTest extends TestCase {
	/**
	 * A published post whose audit is queued under a job id the API does not know.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function queued_post(): array {
		$post_id = $this->post( array( 'post_status' => 'draft' ) );
		$job_id  = 'job_' . wp_generate_password( 10, false );
		$store   = new Audit_Store();
		$record  = array(
			'key'         => 'post:' . $post_id,
			'url'         => get_permalink( $post_id ),
			'state'       => 'queued',
			'jobId'       => $job_id,
			'geoScore'    => null,
			'verdict'     => null,
			'resultsUrl'  => null,
			'result'      => null,
			'error'       => null,
			'progress'    => 0,
			'requestedAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'updatedAt'   => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'completedAt' => null,
			'history'     => array(),
		);
		$store->save( $post_id, $record );
		return array( $post_id, $job_id );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function event( string $job_id ): array {
		return array(
			'type'        => 'audit.completed',
			'job_id'      => $job_id,
			'url'         => 'http://127.0.0.1/forged/',
			'status'      => 'complete',
			'geo_score'   => 100,
			'verdict'     => 'excellent',
			'results_url' => 'http://127.0.0.1/forged-results',
			'analyzed_at' => gmdate( 'c' ),
		);
	}

	public function test_a_forged_signature_gets_401_and_changes_nothing(): void {
		[ $post_id, $job_id ] = $this->queued_post();
		$before               = $this->record( $post_id );
		[ $body, $headers ]   = $this->signed( $this->event( $job_id ), null, null, 'whsec_' . base64_encode( random_bytes( 32 ) ) );
		$response             = $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'no_matching_signature', $response->get_data()['reason'] );
		$this->assertSame( $before, $this->record( $post_id ) );
		$this->assertSame( '', get_post_meta( $post_id, Audit_Store::SCORE, true ) );
	}

	public function test_an_unsigned_delivery_gets_401(): void {
		[ $post_id, $job_id ] = $this->queued_post();
		$before               = $this->record( $post_id );
		$response             = $this->rest( 'POST', '/geo-audit/v1/webhook', (string) wp_json_encode( $this->event( $job_id ) ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'missing_headers', $response->get_data()['reason'] );
		$this->assertSame( $before, $this->record( $post_id ) );
	}

	public function test_a_replayed_delivery_outside_the_window_gets_401_and_changes_nothing(): void {
		[ $post_id, $job_id ] = $this->queued_post();
		$before               = $this->record( $post_id );
		// Correctly signed, but captured ten minutes ago and sent again.
		[ $body, $headers ] = $this->signed( $this->event( $job_id ), 'msg_replayed', time() - 600 );
		$response           = $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'timestamp_too_old', $response->get_data()['reason'] );
		$this->assertSame( $before, $this->record( $post_id ) );
	}

	public function test_a_duplicate_delivery_is_acknowledged_without_effect(): void {
		[ $post_id, $job_id ] = $this->queued_post();
		$id                   = 'msg_' . wp_generate_password( 12, false );
		[ $body, $headers ]   = $this->signed( $this->event( $job_id ), $id );
		$first                = $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers );
		// The body is only a hint: the API does not confirm this job, so the claimed score is not stored.
		$this->assertSame( 200, $first->get_status() );
		$this->assertNotSame( 'complete', $this->record( $post_id )['state'] );
		$this->assertNull( $this->record( $post_id )['geoScore'] );
		$after_first          = $this->record( $post_id );
		[ $body2, $headers2 ] = $this->signed( $this->event( $job_id ), $id );
		$second               = $this->rest( 'POST', '/geo-audit/v1/webhook', $body2, $headers2 );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 'duplicate', $second->get_data()['reason'] );
		$this->assertSame( $after_first, $this->record( $post_id ) );
	}

	public function test_a_signed_event_for_an_unknown_job_is_accepted_but_stores_nothing(): void {
		[ $body, $headers ] = $this->signed( $this->event( 'job_nobody_started' ) );
		$response           = $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers );
		$this->assertSame( 202, $response->get_status() );
		$this->assertSame( 'unknown_job', $response->get_data()['reason'] );
	}

	public function test_a_signed_body_that_is_not_an_audit_event_gets_400(): void {
		[ $body, $headers ] = $this->signed( array( 'type' => 'something.else' ) );
		$this->assertSame( 400, $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers )->get_status() );
	}
}
