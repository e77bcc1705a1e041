<?php
/**
 * Saving settings and the notices on Settings → GEO Audit.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Settings;
use GeoAudit\Settings_Page;

/**
 * A base URL without a scheme is refused (not saved as http://), and each notice appears once.
 */
final class SettingsScreenTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_settings_errors'] = array();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_settings_errors'] = array();
		parent::tearDown();
	}

	public function test_a_base_url_without_http_or_https_is_refused_and_the_saved_one_kept(): void {
		update_option( Settings::BASE, 'https://kept.example' );
		foreach ( array( 'geo-audit.example.com', 'geo-audit.example.com/api', 'ftp://geo-audit.example.com', '//geo-audit.example.com', 'https://' ) as $input ) {
			$GLOBALS['wp_settings_errors'] = array();
			$this->assertSame( 'https://kept.example', Settings::sanitize_base_url( $input ), $input );
			$errors = get_settings_errors( Settings::BASE );
			$this->assertCount( 1, $errors, $input );
			$this->assertSame( 'The API base URL must be an absolute http:// or https:// address.', $errors[0]['message'] );
		}
		$GLOBALS['wp_settings_errors'] = array();
		$this->assertSame( 'https://geo-audit.example.com', Settings::sanitize_base_url( ' https://geo-audit.example.com/ ' ) );
		$this->assertSame( 'http://127.0.0.1:8080', Settings::sanitize_base_url( 'http://127.0.0.1:8080' ) );
		$this->assertSame( '', Settings::sanitize_base_url( '' ), 'An empty field clears it.' );
		$this->assertSame( array(), get_settings_errors( Settings::BASE ) );
	}

	public function test_a_base_url_ending_in_api_is_refused_naming_the_address_to_set_and_kept_in_the_field(): void {
		wp_set_current_user( 1 );
		update_option( Settings::BASE, 'https://kept.example' );
		$this->assertSame( 'https://kept.example', Settings::sanitize_base_url( ' http://127.0.0.1:28787/api/ ' ) );
		$errors = get_settings_errors( Settings::BASE );
		$this->assertCount( 1, $errors );
		$this->assertSame(
			'The API base URL was not saved: http://127.0.0.1:28787/api/ ends in /api, but the plugin adds the /api/… paths itself, so every request would go to /api/api/…. Set it to the API\'s own address, http://127.0.0.1:28787. What you typed is still in the field.',
			$errors[0]['message']
		);
		// The page options.php returns to shows what was typed, once, to be corrected.
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="geo-audit-base-url" name="geo_audit_api_base_url" value="http://127.0.0.1:28787/api/"', $page );
		ob_start();
		Settings_Page::render();
		$this->assertStringContainsString( 'value="https://kept.example"', (string) ob_get_clean() );

		// A path that only contains "api" is someone's own proxy path, and saved.
		$GLOBALS['wp_settings_errors'] = array();
		$this->assertSame( 'https://example.com/geo-api', Settings::sanitize_base_url( 'https://example.com/geo-api' ) );
		$this->assertSame( 'https://example.com/api/geo', Settings::sanitize_base_url( 'https://example.com/api/geo/' ) );
		$this->assertSame( array(), get_settings_errors( Settings::BASE ) );
	}

	public function test_a_webhook_secret_not_in_the_form_the_api_issues_is_refused_saying_why_without_repeating_it(): void {
		update_option( Settings::SECRET, self::SECRET );
		$refused = array(
			'bad'                                    => 'The webhook secret was not saved: it does not start with whsec_.',
			'whsec_bad'                              => 'The webhook secret was not saved: it holds 2 bytes of key, and the API\'s secrets hold 24 to 64.',
			'whsec_c2hvcnQ='                         => 'The webhook secret was not saved: it holds 5 bytes of key, and the API\'s secrets hold 24 to 64.',
			'whsec_n*t ' . self::SECRET              => 'The webhook secrets were not saved: secret 1 of 2 is not one the API issues, as what follows whsec_ is not base64.',
			'whsec_%%%%'                             => 'The webhook secret was not saved: what follows whsec_ is not base64.',
			self::SECRET . ' whsec_bad'              => 'The webhook secrets were not saved: secret 2 of 2 is not one the API issues, as it holds 2 bytes of key, and the API\'s secrets hold 24 to 64.',
			base64_encode( random_bytes( 32 ) )      => 'The webhook secret was not saved: it does not start with whsec_.',
		);
		foreach ( $refused as $typed => $said ) {
			$GLOBALS['wp_settings_errors'] = array();
			$this->assertSame( self::SECRET, Settings::sanitize_secret( $typed ), "The saved secret stays for {$typed}" );
			$errors = get_settings_errors( Settings::SECRET );
			$this->assertCount( 1, $errors, $typed );
			$this->assertStringStartsWith( $said . ' Paste the whole whsec_… secret', $errors[0]['message'] );
			$this->assertStringEndsWith( 'The secret saved before stays in force. The field is empty because a secret is never shown again.', $errors[0]['message'] );
		}
		// Neither the notice nor the field repeats what was typed.
		$GLOBALS['wp_settings_errors'] = array();
		Settings::sanitize_secret( 'whsec_c2hvcnQ=' );
		wp_set_current_user( 1 );
		ob_start();
		require ABSPATH . 'wp-admin/options-head.php';
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertStringContainsString( 'The webhook secret was not saved: it holds 5 bytes of key', $page );
		$this->assertStringNotContainsString( 'c2hvcnQ', $page );

		// What the API issues (32 bytes), the specification's 24-byte example, and two while rotating.
		$GLOBALS['wp_settings_errors'] = array();
		$issued = 'whsec_' . base64_encode( random_bytes( 32 ) );
		$this->assertSame( $issued, Settings::sanitize_secret( $issued ) );
		$this->assertSame( self::SECRET, Settings::sanitize_secret( self::SECRET ) );
		$this->assertSame( $issued . ' ' . self::SECRET, Settings::sanitize_secret( ' ' . $issued . ' ' . self::SECRET ) );
		$this->assertSame( array(), get_settings_errors( Settings::SECRET ) );

		// With nothing saved before, nothing is said to stay in force.
		delete_option( Settings::SECRET );
		$this->assertSame( '', Settings::sanitize_secret( 'bad' ) );
		$this->assertStringEndsWith( 'Paste the whole whsec_… secret the GEO Audit API gave you with the API key. The field is empty because a secret is never shown again.', get_settings_errors( Settings::SECRET )[0]['message'] );
	}

	public function test_agent_readiness_alone_is_refused_and_the_saved_modules_kept(): void {
		update_option( Settings::MODULES, array( 'schema' ) );
		$this->assertSame( array( 'schema' ), Settings::sanitize_modules( array( 'agent_readiness' ) ) );
		$errors = get_settings_errors( Settings::MODULES );
		$this->assertCount( 1, $errors );
		$this->assertStringStartsWith( 'Tick at least one module that counts toward the score', $errors[0]['message'] );
		$GLOBALS['wp_settings_errors'] = array();
		$this->assertSame( array( 'schema', 'agent_readiness' ), Settings::sanitize_modules( array( 'agent_readiness', 'schema' ) ) );
		$this->assertSame( array(), Settings::sanitize_modules( array() ), 'None ticked runs every module.' );
		$this->assertSame( array(), get_settings_errors( Settings::MODULES ) );
	}

	public function test_modules_are_named_by_their_titles_with_the_id_beside_them(): void {
		wp_set_current_user( 1 );
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#value="eeat"[^>]*/>\s*Experience, expertise, authority, trust <code>eeat</code>#', $page );
		$this->assertMatchesRegularExpression( '#value="crawlers"[^>]*/>\s*AI crawler access <code>crawlers</code>#', $page );
	}

	public function test_each_notice_appears_once_on_the_settings_screen(): void {
		wp_set_current_user( 1 );
		add_settings_error( Settings::BASE, 'geo_audit_base_url', 'The API base URL must be an absolute http:// or https:// address.' );
		// What WordPress shows on a Settings sub-page: options-head.php (its notices), then the page.
		ob_start();
		require ABSPATH . 'wp-admin/options-head.php';
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $page, 'must be an absolute http:// or https:// address' ) );
	}

	public function test_test_connection_says_it_checks_the_saved_settings_not_what_is_typed(): void {
		wp_set_current_user( 1 );
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		// The button sits in a form of its own below Save Changes: a key typed above and not saved is not tested.
		$this->assertMatchesRegularExpression( '#<input type="submit" name="geo-audit-test-connection"[^>]*aria-describedby="geo-audit-test-connection-help"#', $page );
		$this->assertMatchesRegularExpression( '#id="geo-audit-test-connection-help">Tests the saved API base URL and key: save your changes first\.</p>#', $page );
	}
}
