<?php
/**
 * A completion webhook delivered again while its first delivery is still acted on.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Error;
use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;
use GeoAudit\Webhook_Claims;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * The GEO server retries a delivery that got no 2xx in time under the same webhook-id, and stops at the first
 * 2xx. A repeat that comes while the first delivery still works must be told to come back, and a first delivery
 * that fails must leave the id to the next attempt (docs/decisions/0082).
 */
final class WebhookClaimTest extends TestCase {
	private Scripted_Api_Client $api;
	private Coordinator $coordinator;

	protected function setUp(): void {
		parent::setUp();
		$this->api         = new Scripted_Api_Client();
		$this->api->served = true;
		$this->coordinator = new Coordinator( $this->api, new Audit_Store() );
	}

	/** A published post whose audit the scripted API runs; its completion webhook is due. */
	private function queued_post(): int {
		$post_id = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start_now( $this->coordinator, $post_id );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );
		return $post_id;
	}

	/**
	 * Each attempt signed anew under one webhook-id, as the sender does.
	 *
	 * @return callable(): array{0: int, 1: array<string, mixed>, 2?: array<string, string>}
	 */
	private function sender( int $post_id ): callable {
		$id     = 'msg_' . wp_generate_password( 12, false );
		$job_id = $this->record( $post_id )['jobId'];
		return function () use ( $id, $job_id ) {
			[ $body, $headers ] = $this->signed(
				array(
					'type'   => 'audit.completed',
					'job_id' => $job_id,
				),
				$id
			);
			return $this->coordinator->handle_webhook( $body, $headers );
		};
	}

	private const IN_PROGRESS = array(
		503,
		array(
			'ok'     => false,
			'reason' => 'in_progress',
		),
		array( 'Retry-After' => '120' ),
	);

	public function test_a_repeat_while_the_first_delivery_works_gets_503_and_the_retry_after_its_failure_stores_the_result(): void {
		$post_id = $this->queued_post();
		$deliver = $this->sender( $post_id );
		$repeat  = null;
		// The result call is slow: the sender timed out and delivers again; then the call fails.
		$this->api->while_result = function () use ( $deliver, &$repeat ) {
			$repeat = $deliver();
			throw new Api_Error( 'server_error', 'The GEO Audit API answered 502.', 502, time() );
		};

		$first = $deliver();
		$this->assertSame( self::IN_PROGRESS, $repeat );
		$this->assertSame( 503, $first[0] );
		$this->assertSame( 'not_confirmed', $first[1]['reason'] );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );

		// The sender's next attempt, after the Retry-After.
		$this->api->while_result = null;
		$this->assertSame(
			array(
				200,
				array(
					'ok'    => true,
					'state' => 'complete',
				),
			),
			$deliver()
		);
		$this->assertSame( 74, $this->record( $post_id )['geoScore'] );
		$this->assertSame( array( 200, array( 'ok' => true, 'reason' => 'duplicate' ) ), $deliver() );
	}

	public function test_a_repeat_while_the_first_delivery_works_gets_503_and_a_duplicate_once_it_succeeded(): void {
		$post_id                 = $this->queued_post();
		$deliver                 = $this->sender( $post_id );
		$repeat                  = null;
		$this->api->while_result = function () use ( $deliver, &$repeat ) {
			$repeat = $deliver();
		};

		$this->assertSame( 200, $deliver()[0] );
		$this->assertSame( self::IN_PROGRESS, $repeat );
		$this->assertSame( 'complete', $this->record( $post_id )['state'] );
		$this->assertSame( array( 200, array( 'ok' => true, 'reason' => 'duplicate' ) ), $deliver() );
	}

	public function test_a_delivery_whose_record_the_database_refused_leaves_the_id_to_the_next_attempt(): void {
		global $wpdb;
		$post_id = $this->queued_post();
		$deliver = $this->sender( $post_id );
		$refused = false;
		$refuse  = static function ( string $query ) use ( $wpdb, &$refused ): string {
			if ( ! $refused && str_starts_with( $query, "UPDATE `{$wpdb->postmeta}`" ) && str_contains( $query, Audit_Store::RECORD ) ) {
				$refused = true;
				return 'UPDATE geo_audit_no_such_table SET x = 1';
			}
			return $query;
		};
		add_filter( 'query', $refuse );
		try {
			$first = $deliver();
		} finally {
			remove_filter( 'query', $refuse );
		}
		$this->assertTrue( $refused );
		$this->assertSame( 503, $first[0] );
		$this->assertSame( 'not_stored', $first[1]['reason'] );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );

		$this->assertSame( 200, $deliver()[0] );
		$this->assertSame( 'complete', $this->record( $post_id )['state'] );
	}

	public function test_the_lease_of_a_delivery_whose_request_died_lapses_and_the_next_attempt_is_acted_on(): void {
		$post_id = $this->queued_post();
		[ $body, $headers ] = $this->signed(
			array(
				'type'   => 'audit.completed',
				'job_id' => $this->record( $post_id )['jobId'],
			)
		);
		// The first delivery's request died holding its lease (a 2-second one here, to wait it out).
		$dead = new Webhook_Claims( new Audit_Store(), 2 );
		$this->assertSame( Webhook_Claims::CLAIMED, $dead->claim( $headers['webhook-id'] )[0] );
		$this->assertSame( self::IN_PROGRESS, $this->coordinator->handle_webhook( $body, $headers ) );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );

		sleep( 3 );
		$this->assertSame( 200, $this->coordinator->handle_webhook( $body, $headers )[0] );
		$this->assertSame( 'complete', $this->record( $post_id )['state'] );
		$this->assertSame( 'duplicate', $this->coordinator->handle_webhook( $body, $headers )[1]['reason'] );
	}

	public function test_the_route_answers_a_held_id_with_503_and_retry_after(): void {
		$post_id            = $this->queued_post();
		[ $body, $headers ] = $this->signed(
			array(
				'type'   => 'audit.completed',
				'job_id' => $this->record( $post_id )['jobId'],
			)
		);
		// Another request is acting on this delivery.
		$held = new Webhook_Claims( new Audit_Store() );
		[ $claim, $token ] = $held->claim( $headers['webhook-id'] );
		$this->assertSame( Webhook_Claims::CLAIMED, $claim );

		$response = $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( '120', $response->get_headers()['Retry-After'] ?? null );
		$this->assertSame(
			array(
				'ok'     => false,
				'reason' => 'in_progress',
			),
			$response->get_data()
		);

		// That request failed: the next attempt is not a duplicate.
		$held->release( $headers['webhook-id'], $token );
		$this->assertNotSame( 'duplicate', $this->rest( 'POST', '/geo-audit/v1/webhook', $body, $headers )->get_data()['reason'] ?? null );
	}
}
