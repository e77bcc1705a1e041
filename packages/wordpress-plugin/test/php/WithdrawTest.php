<?php
/**
 * A post that leaves "published" before its audit runs.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;
use GeoAudit\Posts_Column;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * Trashing, drafting, making private or password-protecting a published post cancels its scheduled start and
 * re-checks, and keeps the last completed result; the start itself checks too (a status can change without
 * hooks); restoring and publishing again audits as a publish does. The coordinator runs with a scripted API;
 * WordPress's own status hooks run for real.
 */
final class WithdrawTest extends TestCase {
	private Scripted_Api_Client $api;
	private Coordinator $coordinator;

	protected function setUp(): void {
		parent::setUp();
		$this->api         = new Scripted_Api_Client();
		$this->coordinator = new Coordinator( $this->api, new Audit_Store() );
	}

	private function deliver( int $post_id ): void {
		$this->deliver_completion( $this->coordinator, $post_id );
	}

	private function run_start( int $post_id ): void {
		$this->run_start_now( $this->coordinator, $post_id );
	}

	private function scheduled_start( int $post_id ): int|false {
		wp_cache_flush();
		return wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) );
	}

	/**
	 * A published post with a completed score of 74, then an edit whose audit waits out the debounce.
	 */
	private function audited_then_edited(): int {
		$this->api->served = true;
		$post_id           = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start( $post_id );
		$this->deliver( $post_id );
		$this->assertSame( 74, $this->record( $post_id )['geoScore'] );
		$this->coordinator->publish( $post_id, 60 );
		$this->assertNotFalse( $this->scheduled_start( $post_id ) );
		return $post_id;
	}

	/**
	 * @return array<string, array{0: callable(int): void}>
	 */
	public static function unpublish(): array {
		return array(
			'trash'    => array( static fn( int $id ) => wp_trash_post( $id ) ),
			'draft'    => array(
				static fn( int $id ) => wp_update_post(
					array(
						'ID'          => $id,
						'post_status' => 'draft',
					)
				),
			),
			'private'  => array(
				static fn( int $id ) => wp_update_post(
					array(
						'ID'          => $id,
						'post_status' => 'private',
					)
				),
			),
			'password' => array(
				static fn( int $id ) => wp_update_post(
					array(
						'ID'            => $id,
						'post_password' => 'secret',
					)
				),
			),
		);
	}

	/**
	 * @dataProvider unpublish
	 * @param callable(int): void $leave How the post leaves "published".
	 */
	public function test_leaving_published_cancels_the_scheduled_audit_and_keeps_the_last_result( callable $leave ): void {
		$post_id = $this->audited_then_edited();
		$leave( $post_id );

		$this->assertFalse( $this->scheduled_start( $post_id ), 'The scheduled start is cancelled.' );
		$record = $this->record( $post_id );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertSame( 74, $record['geoScore'], 'The last completed result stays.' );
		$this->assertSame( 'audit_cancelled', $record['error']['code'] );
		$this->assertStringStartsWith( 'No audit ran.', $record['error']['message'] );
		$this->assertSame( '74', get_post_meta( $post_id, Audit_Store::SCORE, true ) );

		// Even if the start runs (a lost cancel, an event already taken by wp-cron), nothing is audited.
		$this->coordinator->start( $post_id );
		$this->assertCount( 1, $this->api->keys, 'Only the first audit reached the API.' );
	}

	public function test_the_start_checks_the_status_itself_and_says_why_nothing_ran(): void {
		$post_id = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->set_status_quietly( $post_id, 'trash' );
		$this->run_start( $post_id );

		$this->assertSame( array(), $this->api->keys );
		$record = $this->record( $post_id );
		$this->assertSame( 'failed', $record['state'], 'Never audited: nothing to keep.' );
		$this->assertSame( 'audit_cancelled', $record['error']['code'] );
		$this->assertSame( 'No audit ran. Only published posts can be audited: publish it first.', $record['error']['message'] );
		$this->assertFalse( $this->scheduled_start( $post_id ) );
		ob_start();
		Posts_Column::cell( Posts_Column::COLUMN, $post_id );
		$cell = (string) ob_get_clean();
		$this->assertStringContainsString( 'Not audited: not published', $cell );
		$this->assertStringNotContainsString( 'Audit failed', $cell );
	}

	public function test_trashing_during_a_recheck_wait_cancels_the_rechecks(): void {
		$post_id = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start( $post_id );
		$this->deliver( $post_id );
		$this->assertSame( 'page_not_served', $this->record( $post_id )['error']['code'] );
		$this->assertNotFalse( $this->scheduled_start( $post_id ) );

		wp_trash_post( $post_id );
		$this->assertFalse( $this->scheduled_start( $post_id ) );
		$this->coordinator->poll_active();
		$this->coordinator->refresh( $post_id );
		$this->coordinator->start( $post_id );
		$this->assertCount( 1, $this->api->keys, 'No re-check after the trash.' );
		$this->assertSame( 'audit_cancelled', $this->record( $post_id )['error']['code'] );
	}

	public function test_a_job_in_flight_that_finds_no_page_after_the_post_left_neither_replaces_the_score_nor_rechecks(): void {
		$post_id = $this->audited_then_edited();
		$this->run_start( $post_id );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );
		$this->set_status_quietly( $post_id, 'draft' );
		$this->api->served = false;
		$this->deliver( $post_id );

		$record = $this->record( $post_id );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertSame( 74, $record['geoScore'] );
		$this->assertSame( 'audit_cancelled', $record['error']['code'] );
		$this->assertFalse( $this->scheduled_start( $post_id ) );
		// A replayed hint does not bring the 404 back.
		$this->deliver( $post_id );
		$this->assertSame( 74, $this->record( $post_id )['geoScore'] );
	}

	public function test_restoring_and_publishing_again_audits_as_a_publish_does(): void {
		$post_id = $this->audited_then_edited();
		wp_trash_post( $post_id );
		wp_untrash_post( $post_id );
		wp_update_post(
			array(
				'ID'          => $post_id,
				'post_status' => 'publish',
			)
		);
		$record = $this->record( $post_id );
		$this->assertSame( 'waiting', $record['state'] );
		$this->assertNull( $record['error'] );
		$this->assertNotFalse( $this->scheduled_start( $post_id ) );
		$this->run_start( $post_id );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );
	}
}
