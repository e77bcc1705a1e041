<?php
/**
 * Shared helpers for the plugin's PHPUnit tests.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Client;
use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;
use GeoAudit\Settings;
use GeoAudit\Webhook_Verifier;

/**
 * Base class: users by role, REST requests through the real server object, signed webhooks, and the
 * real API's address (from the harness) saved in the plugin's settings.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {
	const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

	/** @var int[] Posts this test made; deleted afterwards so records never pile up between tests. */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
		update_option( Settings::BASE, getenv( 'GEO_AUDIT_TEST_API' ) ?: 'http://127.0.0.1:9' );
		update_option( Settings::KEY, getenv( 'GEO_AUDIT_TEST_KEY' ) ?: 'gak_test_key_not_for_production' );
		update_option( Settings::SECRET, getenv( 'GEO_AUDIT_TEST_SECRET' ) ?: self::SECRET );
		update_option( Settings::TYPES, array( 'post', 'page' ) );
	}

	protected function tearDown(): void {
		foreach ( $this->posts as $post_id ) {
			wp_delete_post( $post_id, true );
		}
		wp_unschedule_hook( 'geo_audit_start' );
		// A 429 a test provoked spends the key's hour for every later start: the next test's audits would wait it out.
		delete_option( Api_Client::RATE_OPTION );
		parent::tearDown();
	}

	protected function user( string $role ): int {
		$login = $role . '_' . wp_generate_password( 8, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.com',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * @param array<string, mixed> $fields Post fields.
	 */
	protected function post( array $fields = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_title'   => 'GEO test ' . wp_generate_password( 6, false ),
					'post_content' => '<!-- wp:paragraph --><p>What is generative engine optimisation? It is the practice of making pages easy for AI answer engines to find, understand and cite.</p><!-- /wp:paragraph -->',
					'post_status'  => 'draft',
					'post_author'  => 1,
				),
				$fields
			),
			true
		);
		$this->assertIsInt( $id );
		$this->posts[] = $id;
		return $id;
	}

	/** A published post, without WordPress's publish hooks (so no audit of the real coordinator is scheduled). */
	protected function published_post( array $fields = array() ): int {
		$post_id = $this->post( $fields );
		$this->set_status_quietly( $post_id, 'publish' );
		return $post_id;
	}

	/** Changes a post's status in the database only, so no publish hook runs (the site "serves" it or not). */
	protected function set_status_quietly( int $post_id, string $status ): void {
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_status' => $status ), array( 'ID' => $post_id ) );
		clean_post_cache( $post_id );
	}

	/**
	 * @param array<string, string> $headers Headers.
	 */
	protected function rest( string $method, string $route, ?string $body = null, array $headers = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( null !== $body ) {
			$request->set_header( 'content-type', 'application/json' );
			$request->set_body( $body );
		}
		return rest_do_request( $request );
	}

	/**
	 * @return array<string, mixed>|null
	 */
	protected function record( int $post_id ): ?array {
		wp_cache_flush();
		return ( new Audit_Store() )->get( $post_id );
	}

	/**
	 * @param array<string, mixed> $payload Body.
	 * @return array{0: string, 1: array<string, string>}
	 */
	protected function signed( array $payload, ?string $id = null, ?int $timestamp = null, ?string $secret = null ): array {
		$body = (string) wp_json_encode( $payload );
		return array( $body, Webhook_Verifier::sign( $id ?? 'msg_' . wp_generate_password( 12, false ), $timestamp ?? time(), $body, array( $secret ?? ( getenv( 'GEO_AUDIT_TEST_SECRET' ) ?: self::SECRET ) ) ) );
	}

	/**
	 * What the completion webhook does: a signed `audit.completed` delivery for the post's current job, handled by
	 * `$coordinator`.
	 *
	 * @return array{0: int, 1: array<string, mixed>} Status and body of the answer.
	 */
	protected function deliver_completion( Coordinator $coordinator, int $post_id ): array {
		[ $body, $headers ] = $this->signed(
			array(
				'type'   => 'audit.completed',
				'job_id' => $this->record( $post_id )['jobId'],
			)
		);
		return $coordinator->handle_webhook( $body, $headers );
	}

	/** Starts the post's audit now, as wp-cron does when its start event is due (taking the event off the schedule). */
	protected function run_start_now( Coordinator $coordinator, int $post_id ): void {
		wp_clear_scheduled_hook( Coordinator::START_HOOK, array( $post_id ) );
		$coordinator->start( $post_id );
	}

	/** Runs due wp-cron jobs the way WordPress does: a request to wp-cron.php on the site itself. */
	protected function run_cron(): void {
		wp_remote_get( site_url( 'wp-cron.php' ), array( 'timeout' => 60 ) );
	}

	/**
	 * Kicks wp-cron until the post's record satisfies `$done` (another cron run may hold the lock for a moment).
	 *
	 * @param callable(array<string, mixed>): bool $done Condition.
	 * @return array<string, mixed>
	 */
	protected function wait_for( int $post_id, callable $done, string $what, int $seconds = 120 ): array {
		$deadline = time() + $seconds;
		do {
			$this->run_cron();
			$record = $this->record( $post_id );
			if ( $record && $done( $record ) ) {
				return $record;
			}
			usleep( 500000 );
		} while ( time() < $deadline );
		$this->fail( "The audit did not reach {$what} in {$seconds} s: " . wp_json_encode( $record ) );
	}
}
