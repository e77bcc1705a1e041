<?php
/**
 * Finding a post's record by its job.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * A webhook finds its post on every type the plugin audits, including public custom types registered with
 * exclude_from_search (which WP_Query's 'any' skips), and in the trash.
 */
final class RecordLookupTest extends TestCase {
	const TYPE = 'geo_test_hidden';

	protected function setUp(): void {
		parent::setUp();
		register_post_type(
			self::TYPE,
			array(
				'public'              => true,
				'exclude_from_search' => true,
			)
		);
		update_option( \GeoAudit\Settings::TYPES, array( 'post', 'page', self::TYPE ) );
	}

	protected function tearDown(): void {
		parent::tearDown();
		unregister_post_type( self::TYPE );
	}

	public function test_a_webhook_finds_a_post_of_a_type_excluded_from_search_and_in_the_trash(): void {
		$api         = new Scripted_Api_Client();
		$api->served = true;
		$coordinator = new Coordinator( $api, new Audit_Store() );
		$store       = new Audit_Store();
		foreach ( array( 'publish', 'trash' ) as $status ) {
			$post_id = $this->published_post( array( 'post_type' => self::TYPE ) );
			$coordinator->publish( $post_id );
			wp_clear_scheduled_hook( Coordinator::START_HOOK, array( $post_id ) );
			$coordinator->start( $post_id );
			$job_id = $this->record( $post_id )['jobId'];
			$this->assertSame( 'queued', $this->record( $post_id )['state'] );
			$this->set_status_quietly( $post_id, $status );

			$this->assertSame( $post_id, $store->find_by_job_id( $job_id ), $status );
			$this->assertContains( $post_id, $store->list_active(), $status );
			[ $body, $headers ] = $this->signed(
				array(
					'type'   => 'audit.completed',
					'job_id' => $job_id,
				)
			);
			[ $code, $answer ] = $coordinator->handle_webhook( $body, $headers );
			$this->assertSame( 200, $code, $status . ': ' . wp_json_encode( $answer ) );
			$this->assertSame( 'complete', $this->record( $post_id )['state'], $status );
		}
	}
}
