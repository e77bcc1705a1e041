<?php
/**
 * The site's own limit of five running audits, told apart from the API key's concurrency limit.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Error;
use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;

require_once __DIR__ . '/scripted-api-client.php';

/**
 * A sixth audit of this site waits for one of the five running ones, whatever the API key allows; the editor
 * must say so, not blame the key (decision 0078). The API itself is scripted: the limit is the plugin's.
 */
final class SiteLimitTest extends TestCase {
	private Scripted_Api_Client $api;
	private Coordinator $coordinator;

	protected function setUp(): void {
		parent::setUp();
		$this->api         = new Scripted_Api_Client();
		$this->coordinator = new Coordinator( $this->api, new Audit_Store() );
	}

	/**
	 * Five audits of this site running on the API.
	 *
	 * @return int[] Their posts.
	 */
	private function five_running(): array {
		$store = new Audit_Store();
		$posts = array();
		for ( $i = 0; $i < Coordinator::MAX_IN_FLIGHT; $i++ ) {
			$post_id = $this->published_post();
			$posts[] = $post_id;
			$store->save(
				$post_id,
				array(
					'key'         => 'post:' . $post_id,
					'url'         => get_permalink( $post_id ),
					'state'       => 'running',
					'jobId'       => 'job_running_' . $i . '_' . wp_generate_password( 6, false ),
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
		return $posts;
	}

	/** The post's audit as the editor's sidebar reads it. */
	private function editor_view( int $post_id ): array {
		wp_set_current_user( $this->user( 'editor' ) );
		$response = $this->rest( 'GET', '/geo-audit/v1/posts/' . $post_id . '/audit' );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data();
	}

	public function test_a_sixth_audit_waits_for_the_sites_own_limit_and_the_editor_is_told_it_is_the_sites(): void {
		$this->five_running();
		$post_id = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start_now( $this->coordinator, $post_id );

		$this->assertSame( array(), $this->api->keys, 'No sixth audit was sent to the API.' );
		$error = $this->record( $post_id )['error'];
		$this->assertSame( 'concurrency_limited', $error['code'], 'Still a wait every host plans as one.' );
		$this->assertSame( Coordinator::SITE_SCOPE, $error['scope'] ?? null, 'Marked as the site’s limit, not the key’s.' );
		$this->assertStringContainsString( 'This site', $error['message'] );
		$this->assertStringNotContainsString( 'key', $error['message'] );
		// The number is the limit's, so changing it keeps the sentence right; the editor gets it to word its own.
		$this->assertStringStartsWith( 'This site already runs ' . number_format_i18n( Coordinator::MAX_IN_FLIGHT ) . ' audit', $error['message'] );
		$this->assertStringNotContainsString( 'five', $error['message'] );
		$this->assertSame( Coordinator::MAX_IN_FLIGHT, $error['limit'] ?? null );

		$view = $this->editor_view( $post_id );
		$this->assertSame( 'waiting', $view['record']['state'] );
		$this->assertSame( 'site', $view['record']['error']['scope'] ?? null, 'The editor gets the flag too.' );
	}

	public function test_a_wait_for_the_sites_limit_starts_as_soon_as_one_of_the_running_audits_finishes(): void {
		$running = $this->five_running();
		$post_id = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start_now( $this->coordinator, $post_id );
		$next_look = wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) );
		$this->assertGreaterThan( time() + 30, $next_look, 'Held: the plugin looks again in a minute.' );

		// One of the five finishes: the editor says the sixth starts then, not at the next look.
		$this->api->served = true;
		$this->deliver_completion( $this->coordinator, $running[0] );
		$this->assertSame( 'complete', $this->record( $running[0] )['state'] );
		$this->assertLessThanOrEqual( time(), wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) ), 'Started now, as the slot is free.' );
		$this->run_start_now( $this->coordinator, $post_id );
		$this->assertSame( 'queued', $this->record( $post_id )['state'] );
		$this->assertCount( 1, $this->api->keys );
	}

	public function test_one_freed_slot_starts_one_held_audit_and_the_others_keep_their_next_look(): void {
		$running = $this->five_running();
		$held    = array( $this->published_post(), $this->published_post() );
		foreach ( $held as $post_id ) {
			$this->coordinator->publish( $post_id );
			$this->run_start_now( $this->coordinator, $post_id );
		}

		$this->api->served = true;
		$this->deliver_completion( $this->coordinator, $running[0] );
		$now = array_filter( $held, static fn( $post_id ) => wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) ) <= time() );
		$this->assertCount( 1, $now, 'One slot is free, so one held audit starts now.' );
		$later = array_values( array_diff( $held, $now ) );
		$this->assertGreaterThan( time() + 30, wp_next_scheduled( Coordinator::START_HOOK, array( $later[0] ) ), 'The other is still held: the site is full again once the first starts.' );
	}

	public function test_the_sites_limit_is_translated_with_the_plural_form_of_its_number(): void {
		$this->five_running();
		$asked = array();
		$plural = static function ( $translation, $single, $plural, $number, $domain ) use ( &$asked ) {
			if ( 'geo-audit' === $domain && str_starts_with( $single, 'This site already runs' ) ) {
				$asked[] = $number;
				return 1 === $number ? 'Diese Website führt bereits %s Audit gleichzeitig aus.' : 'Diese Website führt bereits %s Audits gleichzeitig aus.';
			}
			return $translation;
		};
		add_filter( 'ngettext', $plural, 10, 5 );
		try {
			$post_id = $this->published_post();
			$this->coordinator->publish( $post_id );
			$this->run_start_now( $this->coordinator, $post_id );
		} finally {
			remove_filter( 'ngettext', $plural, 10 );
		}
		$this->assertSame( array( Coordinator::MAX_IN_FLIGHT ), $asked );
		$this->assertSame( 'Diese Website führt bereits ' . number_format_i18n( Coordinator::MAX_IN_FLIGHT ) . ' Audits gleichzeitig aus.', $this->record( $post_id )['error']['message'] );
	}

	public function test_the_api_keys_concurrency_limit_is_not_marked_as_the_sites(): void {
		$this->api->refusal = new Api_Error( 'concurrency_limited', 'Too many audits are running for this key; this one starts when a slot frees up.', 429, time() + 30 );
		$post_id            = $this->published_post();
		$this->coordinator->publish( $post_id );
		$this->run_start_now( $this->coordinator, $post_id );

		$this->assertCount( 1, $this->api->keys, 'The start was sent; the API refused it.' );
		$error = $this->editor_view( $post_id )['record']['error'];
		$this->assertSame( 'concurrency_limited', $error['code'] );
		$this->assertArrayNotHasKey( 'scope', $error );
	}
}
