<?php
/**
 * Who may read and change what.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Settings;
use GeoAudit\Settings_Page;

/**
 * Subscribers and contributors can read neither the settings nor the key; editor routes need edit_post;
 * every route declares a permission_callback; the key is in no REST answer, not even an admin's.
 */
final class PermissionsTest extends TestCase {
	public function test_every_geo_audit_route_has_a_permission_callback(): void {
		$routes = array_filter( rest_get_server()->get_routes(), static fn( $route ) => str_starts_with( $route, '/geo-audit/v1/' ), ARRAY_FILTER_USE_KEY );
		$this->assertGreaterThanOrEqual( 3, count( $routes ) );
		foreach ( $routes as $route => $handlers ) {
			foreach ( $handlers as $handler ) {
				$this->assertArrayHasKey( 'permission_callback', $handler, $route );
				$this->assertIsCallable( $handler['permission_callback'], $route );
			}
		}
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function low_roles(): array {
		return array(
			'subscriber'  => array( 'subscriber' ),
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
			'editor'      => array( 'editor' ),
			'anonymous'   => array( '' ),
		);
	}

	/**
	 * @dataProvider low_roles
	 */
	public function test_only_administrators_can_read_the_settings( string $role ): void {
		wp_set_current_user( '' === $role ? 0 : $this->user( $role ) );
		$response = $this->rest( 'GET', '/geo-audit/v1/settings' );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		$this->assertStringNotContainsString( Settings::api_key(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertContains( $this->rest( 'POST', '/geo-audit/v1/settings/test-connection' )->get_status(), array( 401, 403 ) );
		$core = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertContains( $core->get_status(), array( 401, 403 ) );
		$this->assertFalse( current_user_can( 'manage_options' ) );
	}

	/**
	 * @dataProvider low_roles
	 */
	public function test_the_settings_screen_is_closed_to_them( string $role ): void {
		wp_set_current_user( '' === $role ? 0 : $this->user( $role ) );
		ob_start();
		Settings_Page::render();
		$this->assertSame( '', ob_get_clean() );
	}

	public function test_an_administrator_sees_whether_a_key_is_set_but_never_the_key(): void {
		wp_set_current_user( 1 );
		update_option( Settings::KEY, 'gak_secret_value_that_must_not_leak' );
		$response = $this->rest( 'GET', '/geo-audit/v1/settings' );
		$this->assertSame( 200, $response->get_status() );
		$json = (string) wp_json_encode( $response->get_data() );
		$this->assertStringNotContainsString( 'gak_secret_value_that_must_not_leak', $json );
		$this->assertStringNotContainsString( self::SECRET, $json );
		$this->assertTrue( $response->get_data()['apiKey']['configured'] );
		$this->assertSame( 'option', $response->get_data()['apiKey']['source'] );
		$core = (string) wp_json_encode( $this->rest( 'GET', '/wp/v2/settings' )->get_data() );
		$this->assertStringNotContainsString( 'gak_secret_value_that_must_not_leak', $core );
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertStringContainsString( 'A key is saved', $page );
		$this->assertStringNotContainsString( 'gak_secret_value_that_must_not_leak', $page );
		$this->assertStringNotContainsString( self::SECRET, $page );
	}

	public function test_an_empty_key_submission_keeps_the_saved_key(): void {
		update_option( Settings::KEY, 'gak_kept' );
		$this->assertSame( 'gak_kept', Settings::sanitize_key( '' ) );
		$this->assertSame( 'gak_new', Settings::sanitize_key( ' gak_new ' ) );
	}

	public function test_a_contributor_cannot_read_or_rerun_the_audit_of_someone_elses_post(): void {
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		wp_set_current_user( $this->user( 'contributor' ) );
		$this->assertSame( 403, $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', "/geo-audit/v1/posts/{$post_id}/audit" )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_status() );
	}

	public function test_an_author_reads_the_audit_of_their_own_post_without_secrets(): void {
		$author  = $this->user( 'author' );
		$post_id = $this->post(
			array(
				'post_author' => $author,
				'post_status' => 'draft',
			)
		);
		wp_set_current_user( $author );
		$response = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" );
		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $response->get_data()['published'] );
		$this->assertStringNotContainsString( Settings::api_key(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 409, $this->rest( 'POST', "/geo-audit/v1/posts/{$post_id}/audit" )->get_status() );
	}

	public function test_the_meta_is_not_exposed_through_the_core_posts_route(): void {
		$post_id = $this->post( array( 'post_status' => 'publish' ) );
		update_post_meta( $post_id, '_geo_audit_record', array( 'state' => 'complete' ) );
		wp_set_current_user( 0 );
		$data = $this->rest( 'GET', "/wp/v2/posts/{$post_id}" )->get_data();
		$this->assertStringNotContainsString( '_geo_audit', (string) wp_json_encode( $data ) );
	}

	public function test_a_post_that_does_not_exist_is_a_404_for_those_who_may_edit_posts(): void {
		$missing = 999999999;
		foreach ( array( 1, $this->user( 'contributor' ) ) as $user ) {
			wp_set_current_user( $user );
			foreach ( array( 'GET', 'POST' ) as $method ) {
				$response = $this->rest( $method, "/geo-audit/v1/posts/{$missing}/audit" );
				$this->assertSame( 404, $response->get_status(), $method );
				$this->assertSame( 'rest_post_invalid_id', $response->get_data()['code'] );
			}
		}
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'GET', "/geo-audit/v1/posts/{$missing}/audit" )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', "/geo-audit/v1/posts/{$missing}/audit" )->get_status() );
	}

	public function test_a_password_protected_post_is_not_auditable_and_its_rerun_is_refused(): void {
		$post_id = $this->published_post( array( 'post_password' => 'secret' ) );
		wp_set_current_user( 1 );
		$view = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data();
		$this->assertFalse( $view['auditable'] );
		$this->assertSame( 'password_protected', $view['notAuditableReason'] );
		$response = $this->rest( 'POST', "/geo-audit/v1/posts/{$post_id}/audit" );
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'geo_audit_password_protected', $response->get_data()['code'] );
		$this->assertStringContainsString( 'Password-protected posts are not audited', $response->get_data()['message'] );
		$this->assertNull( $this->record( $post_id ), 'Nothing was scheduled.' );

		// A post without a password is auditable, and says no reason.
		$open = $this->rest( 'GET', '/geo-audit/v1/posts/' . $this->published_post() . '/audit' )->get_data();
		$this->assertTrue( $open['auditable'] );
		$this->assertNull( $open['notAuditableReason'] );
	}

	public function test_a_rerun_of_a_post_type_that_is_not_audited_is_refused(): void {
		wp_set_current_user( 1 );
		update_option( Settings::TYPES, array( 'post' ) );
		foreach ( array( 'page', 'wp_block' ) as $type ) {
			$post_id  = $this->published_post( array( 'post_type' => $type ) );
			$view     = $this->rest( 'GET', "/geo-audit/v1/posts/{$post_id}/audit" )->get_data();
			$response = $this->rest( 'POST', "/geo-audit/v1/posts/{$post_id}/audit" );
			$this->assertFalse( $view['auditable'], $type );
			$this->assertSame( 'post_type_not_audited', $view['notAuditableReason'], $type );
			$this->assertSame( 409, $response->get_status(), $type );
			$this->assertSame( 'geo_audit_post_type_not_audited', $response->get_data()['code'], $type );
			$this->assertNull( $this->record( $post_id ), $type );
		}
	}
}
