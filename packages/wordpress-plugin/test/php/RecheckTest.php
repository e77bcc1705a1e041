<?php
/**
 * Auditing again when the site did not serve the published page yet.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;
use GeoAudit\Posts_Column;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * The coordinator on real WordPress (post meta, wp-cron, verified webhooks) with a scripted API whose
 * result says "not served" until the test says otherwise; the last test runs the real API against this
 * WordPress, whose page really answers 404 at first.
 */
final class RecheckTest extends TestCase {
	const NOT_SERVED = 'The page answered HTTP 404, so nothing on it can be cited.';

	private Scripted_Api_Client $api;
	private Coordinator $coordinator;

	protected function setUp(): void {
		parent::setUp();
		$this->api         = new Scripted_Api_Client();
		$this->coordinator = new Coordinator( $this->api, new Audit_Store() );
	}

	protected function tearDown(): void {
		remove_all_filters( 'geo_audit_recheck_delays' );
		$this->serve_again();
		parent::tearDown();
	}

	/** What the completion webhook does: a signed delivery for the record's job. */
	private function deliver( int $post_id ): void {
		[ $status ] = $this->deliver_completion( $this->coordinator, $post_id );
		$this->assertSame( 200, $status );
	}

	/** What wp-cron does when the post's start event is due: takes the event off the schedule and runs it. */
	private function run_start( int $post_id ): void {
		$this->run_start_now( $this->coordinator, $post_id );
	}

	/**
	 * Publishes (a post published quietly, so WordPress's own hooks stay out of it), starts and finishes the
	 * first audit.
	 *
	 * @return array<string, mixed> The record after the first result.
	 */
	private function publish_and_audit( int $post_id ): array {
		$this->coordinator->publish( $post_id );
		$this->run_start( $post_id );
		$this->deliver( $post_id );
		return $this->record( $post_id );
	}

	private function scheduled_start( int $post_id ): int|false {
		wp_cache_flush();
		return wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) );
	}

	public function test_a_page_the_site_did_not_serve_waits_two_minutes_for_a_recheck_and_says_why(): void {
		$post_id = $this->published_post();
		$record  = $this->publish_and_audit( $post_id );

		$this->assertSame( 'waiting', $record['state'] );
		$this->assertSame( 1, $record['rechecks'] );
		$this->assertSame( 'page_not_served', $record['error']['code'] );
		$this->assertSame(
			self::NOT_SERVED . ' A site often serves a newly published page a few minutes later, so the audit runs again by itself (re-check 1 of 3).',
			$record['error']['message']
		);
		$retry_at = strtotime( $record['error']['retryAt'] );
		$this->assertEqualsWithDelta( time() + 120, $retry_at, 5 );
		$this->assertSame( $retry_at, $this->scheduled_start( $post_id ), 'wp-cron starts the re-check at retryAt.' );
		// The result stays visible meanwhile, with the reason it scored 0.
		$this->assertSame( 0, $record['geoScore'] );
		$this->assertSame( 'gate.page_not_fetched', $record['result']['caps'][0]['check'] );
		// A result of no page is not a score of the post: the trend skips it.
		$this->assertSame( array(), $record['history'] );

		// Neither the fallback poller nor an editor's poll starts it early, even when the cron event was lost.
		$this->coordinator->poll_active();
		wp_clear_scheduled_hook( Coordinator::START_HOOK, array( $post_id ) );
		$this->coordinator->refresh( $post_id );
		$this->assertSame( $retry_at, $this->scheduled_start( $post_id ) );
		$this->assertCount( 1, $this->api->keys, 'No second audit before its time.' );
		$this->assertSame( 'waiting', $this->record( $post_id )['state'] );
	}

	public function test_the_recheck_starts_under_a_new_idempotency_key_and_a_served_page_completes_it(): void {
		$post_id = $this->published_post();
		$first   = $this->publish_and_audit( $post_id );

		$this->run_start( $post_id );
		$started = $this->record( $post_id );
		$this->assertSame( 'queued', $started['state'] );
		$this->assertNull( $started['error'] );
		$this->assertNotSame( $first['jobId'], $started['jobId'] );
		$publish_key = "post:{$post_id}@{$first['requestedAt']}";
		$this->assertSame( array( $publish_key, $publish_key . '#recheck-1' ), $this->api->keys );

		$this->api->served = true;
		$this->deliver( $post_id );
		$record = $this->record( $post_id );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertNull( $record['error'] );
		$this->assertSame( 74, $record['geoScore'] );
		$this->assertSame( 1, $record['rechecks'] );
		$this->assertSame( array( 74 ), array_column( $record['history'], 'geoScore' ) );
		$this->assertFalse( $this->scheduled_start( $post_id ), 'A served page is not checked again.' );
		$this->assertSame( '74', get_post_meta( $post_id, Audit_Store::SCORE, true ) );
	}

	public function test_the_rechecks_stop_after_the_last_one_and_the_not_served_result_stands(): void {
		$post_id = $this->published_post();
		$this->publish_and_audit( $post_id );
		$waits = array( 1 => 120, 2 => 300, 3 => 900 );
		foreach ( $waits as $n => $seconds ) {
			$record = $this->record( $post_id );
			$this->assertSame( 'waiting', $record['state'] );
			$this->assertStringEndsWith( "(re-check {$n} of 3).", $record['error']['message'] );
			$this->assertEqualsWithDelta( time() + $seconds, strtotime( $record['error']['retryAt'] ), 5 );
			$this->run_start( $post_id );
			$this->assertStringEndsWith( "#recheck-{$n}", end( $this->api->keys ) );
			$this->deliver( $post_id );
		}
		$record = $this->record( $post_id );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertNull( $record['error'] );
		$this->assertSame( 0, $record['geoScore'] );
		$this->assertSame( 3, $record['rechecks'] );
		$this->assertCount( 4, $this->api->keys, 'The publish and three re-checks: four audits in all.' );
		$this->assertCount( 4, array_unique( $this->api->keys ) );
		$this->assertFalse( $this->scheduled_start( $post_id ) );

		// A hint replayed for the finished job adds no re-check.
		$this->deliver( $post_id );
		$this->assertSame( 'complete', $this->record( $post_id )['state'] );
		$this->assertFalse( $this->scheduled_start( $post_id ) );
	}

	public function test_a_late_hint_for_the_replaced_job_neither_finishes_nor_cancels_the_wait(): void {
		$post_id = $this->published_post();
		$waiting = $this->publish_and_audit( $post_id );
		$this->deliver( $post_id );
		$record = $this->record( $post_id );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertSame( $waiting['error'], $record['error'] );
		$this->assertSame( 1, $record['rechecks'] );
		$this->assertSame( strtotime( $waiting['error']['retryAt'] ), $this->scheduled_start( $post_id ) );
	}

	public function test_a_new_publish_starts_the_schedule_over(): void {
		$post_id = $this->published_post();
		$this->publish_and_audit( $post_id );
		$this->run_start( $post_id );
		$this->deliver( $post_id );
		$this->assertSame( 2, $this->record( $post_id )['rechecks'] );

		sleep( 1 ); // A new publish time, so a new idempotency key.
		$published = $this->coordinator->publish( $post_id );
		$this->assertSame( 0, $published['rechecks'] );
		$this->assertNull( $published['error'] );
		$this->run_start( $post_id );
		$this->assertSame( "post:{$post_id}@{$published['requestedAt']}", end( $this->api->keys ), 'The new publish is audited under its own key, not as a re-check.' );
		$this->deliver( $post_id );
		$record = $this->record( $post_id );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertSame( 1, $record['rechecks'] );
		$this->assertStringEndsWith( '(re-check 1 of 3).', $record['error']['message'] );
		$this->assertEqualsWithDelta( time() + 120, strtotime( $record['error']['retryAt'] ), 5 );
	}

	public function test_the_schedule_is_a_filter_and_an_empty_one_turns_rechecks_off(): void {
		add_filter( 'geo_audit_recheck_delays', static fn() => array( 45 ) );
		$post_id = $this->published_post();
		$record  = $this->publish_and_audit( $post_id );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertStringEndsWith( '(re-check 1 of 1).', $record['error']['message'] );
		$this->assertEqualsWithDelta( time() + 45, strtotime( $record['error']['retryAt'] ), 5 );

		remove_all_filters( 'geo_audit_recheck_delays' );
		add_filter( 'geo_audit_recheck_delays', '__return_empty_array' );
		$other  = $this->published_post();
		$record = $this->publish_and_audit( $other );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertNull( $record['error'] );
		$this->assertSame( 0, $record['geoScore'] );
		$this->assertSame( 0, $record['rechecks'] );
		$this->assertFalse( $this->scheduled_start( $other ) );
	}

	public function test_a_password_or_a_bot_challenge_is_not_checked_again_waiting_does_not_lift_it(): void {
		foreach ( array( 'restricted', 'challenge' ) as $kind ) {
			$this->api->kind = $kind;
			$post_id         = $this->published_post();
			$record          = $this->publish_and_audit( $post_id );
			$this->assertSame( 'complete', $record['state'], $kind );
			$this->assertNull( $record['error'], $kind );
			$this->assertSame( 0, $record['rechecks'], $kind );
			$this->assertFalse( $this->scheduled_start( $post_id ), $kind );
		}
		// What may pass by itself is checked again.
		$this->api->kind = 'not_found';
		$record          = $this->publish_and_audit( $this->published_post() );
		$this->assertSame( 'waiting', $record['state'] );
	}

	public function test_the_posts_list_says_a_recheck_is_scheduled(): void {
		$post_id = $this->published_post();
		$this->publish_and_audit( $post_id );
		wp_cache_flush();
		ob_start();
		Posts_Column::cell( Posts_Column::COLUMN, $post_id );
		$cell = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-geo-score="0"', $cell );
		$this->assertStringContainsString( 'Re-check scheduled', $cell );
		$this->assertStringNotContainsString( 'Audit scheduled', $cell );
	}

	/**
	 * The real flow: WordPress publishes, the real API audits this site while it answers 404 for the post,
	 * the plugin waits, and the re-check (run early here: wp-cron is moved to now) scores the served page.
	 */
	public function test_with_the_real_api_a_post_served_only_later_gets_its_score_from_the_recheck(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the real @geo-audit/server: run through test/php.test.ts in a checkout that has packages/server.' );
		}
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		// Nothing has started it yet: the test site runs wp-cron only when a test asks (DISABLE_WP_CRON).
		$this->assertSame( 'waiting', $this->record( $post_id )['state'] );
		// The site does not serve the post yet: its front end answers 404 for it (the post stays published).
		$this->serve_later( $post_id );

		$record = $this->wait_for( $post_id, static fn( $r ) => 'page_not_served' === ( $r['error']['code'] ?? null ), 'a re-check wait' );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertSame( 1, $record['rechecks'] );
		$reason = $record['result']['caps'][0]['reason'] ?? '';
		$this->assertStringContainsString( '404', $reason );
		$this->assertStringStartsWith( rtrim( $reason, '.' ), $record['error']['message'] );
		$this->assertStringEndsWith( '(re-check 1 of 3).', $record['error']['message'] );
		$retry_at = strtotime( $record['error']['retryAt'] );
		$this->assertEqualsWithDelta( time() + 120, $retry_at, 30 );
		$this->assertSame( $retry_at, $this->scheduled_start( $post_id ) );
		$first_job = $record['jobId'];

		// Now the site serves it; wp-cron reaches retryAt (moved to now instead of waiting two minutes).
		$this->serve_again();
		wp_clear_scheduled_hook( Coordinator::START_HOOK, array( $post_id ) );
		wp_schedule_single_event( time(), Coordinator::START_HOOK, array( $post_id ) );
		$record = $this->wait_for( $post_id, static fn( $r ) => 'complete' === $r['state'], "'complete'" );
		$this->assertNotSame( $first_job, $record['jobId'], 'The re-check is a new job, not the first one sent again.' );
		$this->assertNull( $record['error'] );
		$this->assertSame( 1, $record['rechecks'] );
		$this->assertGreaterThan( 0, $record['geoScore'] );
		$this->assertCount( 1, $record['history'] );
		$this->assertFalse( $this->scheduled_start( $post_id ) );
	}

	/**
	 * Makes this site's front end answer 404 for the post, as a cache or a static deploy does for a new page:
	 * a must-use plugin the `php -S` server loads on each request (the test's own process never loads it).
	 */
	private function serve_later( int $post_id ): void {
		$dir = getenv( 'WP_ROOT' ) . '/wp-content/mu-plugins';
		wp_mkdir_p( $dir );
		file_put_contents(
			$dir . '/geo-audit-test-serve-later.php',
			"<?php\nadd_action( 'template_redirect', static function () {\n\tif ( is_singular() && get_queried_object_id() === (int) get_option( 'geo_audit_test_unserved' ) ) {\n\t\tstatus_header( 404 );\n\t\tnocache_headers();\n\t\techo '<!doctype html><title>Not found</title><h1>Not found</h1>';\n\t\texit;\n\t}\n} );\n"
		);
		update_option( 'geo_audit_test_unserved', $post_id );
	}

	private function serve_again(): void {
		delete_option( 'geo_audit_test_unserved' );
		$file = getenv( 'WP_ROOT' ) . '/wp-content/mu-plugins/geo-audit-test-serve-later.php';
		if ( is_file( $file ) ) {
			unlink( $file );
		}
	}
}
