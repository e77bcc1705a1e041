<?php
/**
 * A refused key or plan, or an API address that leads elsewhere, as editors and administrators read it in the block editor.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;
use GeoAudit\Coordinator;
use GeoAudit\Settings;

/**
 * Against the real GEO Audit API: the key is refused while wp-cron starts the audit, and the editor's route
 * words that for whoever reads it. Editors cannot open Settings → GEO Audit: they are told to ask an
 * administrator, and never shown the API's own detail about headers and command lines.
 */
final class ProblemWordingTest extends TestCase {
	public function test_a_refused_key_tells_editors_to_ask_an_administrator_and_administrators_where_to_look(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the real @geo-audit/server: run through test/php.test.ts in a checkout that has packages/server.' );
		}
		$post_id = $this->published_post();
		update_option( Settings::KEY, 'gak_not_a_real_key' );
		$coordinator = \GeoAudit\coordinator();
		$coordinator->publish( $post_id );
		$this->run_start_now( $coordinator, $post_id );
		$stored = $this->record( $post_id );
		$this->assertSame( 'failed', $stored['state'] );
		$this->assertSame( 'auth', $stored['error']['code'] );
		// Not even the stored record carries the API's words (it names the X-API-Key header and a CLI command).
		$this->assertStringNotContainsString( 'X-API-Key', $stored['error']['message'] );

		wp_set_current_user( $this->user( 'editor' ) );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( "The GEO Audit API refused this site's key; ask an administrator to check the GEO Audit API key.", $said );

		wp_set_current_user( 1 );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( 'The GEO Audit API rejected the API key; check it under Settings → GEO Audit.', $said );
	}

	public function test_a_plan_without_api_access_is_worded_for_each_reader(): void {
		$post_id = $this->published_post();
		( new Audit_Store() )->save( $post_id, $this->failed( $post_id, 'plan', "The key's plan does not include API access. Upgrade with `geo-audit keys create --plan agency`." ) );
		wp_set_current_user( $this->user( 'editor' ) );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( "The GEO Audit API refused this site's plan; ask an administrator to check the GEO Audit plan.", $said );
		wp_set_current_user( 1 );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertStringContainsString( 'under Settings → GEO Audit', $said );
		$this->assertStringNotContainsString( 'geo-audit keys create', $said );
	}

	/**
	 * The address Test connection's no-such-endpoint case sets (the API's own with /api at its end, so the start
	 * asks /api/api/audit.php), and another site that answers the start with its own not-found page.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function addresses_that_do_not_lead_to_the_api(): array {
		return array(
			'the API with a path of its own' => array( 'api_path' ),
			'another site'                   => array( 'site' ),
		);
	}

	/** @dataProvider addresses_that_do_not_lead_to_the_api */
	public function test_a_start_answered_404_says_the_address_is_wrong_to_each_reader_and_is_not_retried( string $address ): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_API' ) ) {
			$this->markTestSkipped( 'Needs the real @geo-audit/server: run through test/php.test.ts in a checkout that has packages/server.' );
		}
		$post_id = $this->published_post();
		$base    = 'api_path' === $address ? getenv( 'GEO_AUDIT_TEST_API' ) . '/api/' : getenv( 'GEO_AUDIT_TEST_SITE' );
		// Past the settings field, which refuses a base URL ending in /api once REST has registered it (a
		// GEO_AUDIT_API_BASE_URL constant or an older save gets there all the same).
		$set = static fn() => $base;
		add_filter( 'pre_option_' . Settings::BASE, $set );
		try {
			$coordinator = \GeoAudit\coordinator();
			$coordinator->publish( $post_id );
			$this->run_start_now( $coordinator, $post_id );
		} finally {
			remove_filter( 'pre_option_' . Settings::BASE, $set );
		}
		$stored = $this->record( $post_id );
		$this->assertSame( 'failed', $stored['state'] );
		$this->assertSame( 'api_address', $stored['error']['code'], 'Not "The GEO Audit API has no such audit.": no audit was asked about.' );
		$this->assertArrayNotHasKey( 'retryAt', $stored['error'] );
		$this->assertFalse( wp_next_scheduled( Coordinator::START_HOOK, array( $post_id ) ), 'Trying the same address again changes nothing.' );

		wp_set_current_user( $this->user( 'editor' ) );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( 'The plugin’s GEO Audit API address does not lead to the API: ask an administrator to check the API base URL under Settings → GEO Audit.', $said );

		wp_set_current_user( 1 );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( 'The plugin’s GEO Audit API address does not lead to the API: check the API base URL under Settings → GEO Audit, where Test connection names the address to set.', $said );
	}

	public function test_other_problems_are_shown_as_stored(): void {
		$post_id = $this->published_post();
		( new Audit_Store() )->save( $post_id, $this->failed( $post_id, 'invalid_url', 'The GEO Audit API cannot audit this URL: is the post publicly reachable?' ) );
		wp_set_current_user( $this->user( 'editor' ) );
		$said = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data()['record']['error']['message'];
		$this->assertSame( 'The GEO Audit API cannot audit this URL: is the post publicly reachable?', $said );
	}

	/**
	 * A failed record of the post, as the coordinator stores one.
	 *
	 * @return array<string, mixed>
	 */
	private function failed( int $post_id, string $code, string $message ): array {
		return array(
			'key'         => 'post:' . $post_id,
			'url'         => (string) get_permalink( $post_id ),
			'state'       => 'failed',
			'jobId'       => null,
			'geoScore'    => null,
			'verdict'     => null,
			'resultsUrl'  => null,
			'result'      => null,
			'error'       => array(
				'code'    => $code,
				'message' => $message,
			),
			'progress'    => 0,
			'requestedAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'updatedAt'   => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'completedAt' => null,
			'history'     => array(),
		);
	}
}
