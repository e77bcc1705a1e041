<?php
/**
 * GEO_AUDIT_API_KEY in wp-config.php.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Settings;
use GeoAudit\Settings_Page;

/**
 * The constant overrides the saved key and is never echoed. The harness runs this class in its own PHPUnit
 * process with GEO_AUDIT_TEST_CONSTANT_KEY set, because a constant cannot be undefined again.
 *
 * @group constant-key
 */
final class ConstantKeyTest extends TestCase {
	public function test_the_constant_overrides_the_option_and_is_never_shown(): void {
		$constant = getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' );
		if ( ! $constant ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-key process only.' );
		}
		update_option( Settings::KEY, 'gak_from_the_option' );
		$this->assertSame( $constant, Settings::api_key() );
		$this->assertSame( 'constant', Settings::api_key_source() );
		wp_set_current_user( 1 );
		$json = (string) wp_json_encode( $this->rest( 'GET', '/geo-audit/v1/settings' )->get_data() );
		$this->assertStringContainsString( '"source":"constant"', $json );
		$this->assertStringNotContainsString( $constant, $json );
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertStringContainsString( 'GEO_AUDIT_API_KEY', $page );
		$this->assertStringNotContainsString( $constant, $page );
		$this->assertStringNotContainsString( 'name="geo_audit_api_key"', $page );
		// No field to label: the row's header is plain text, not a label pointing at the explanation.
		$this->assertStringNotContainsString( 'for="geo-audit-api-key"', $page );
		$this->assertStringNotContainsString( 'id="geo-audit-api-key"', $page );
		$this->assertMatchesRegularExpression( '#<th scope="row">\s*API key\s*</th>#', $page );
	}

	public function test_saving_settings_keeps_the_saved_base_url_while_the_constant_governs_it(): void {
		if ( ! getenv( 'GEO_AUDIT_TEST_CONSTANT_KEY' ) ) {
			$this->markTestSkipped( 'Runs in the harness\'s constant-key process only.' );
		}
		$this->assertTrue( defined( 'GEO_AUDIT_API_BASE_URL' ) );
		update_option( Settings::BASE, 'https://saved.example' );
		update_option( Settings::SECRET, self::SECRET );
		// options.php saves every registered option of the group; the disabled field and the hidden key field
		// were not submitted, so each arrives as null.
		$this->assertSame( 'https://saved.example', Settings::sanitize_base_url( null ) );
		$this->assertSame( 'gak_from_the_option', ( static function () {
			update_option( Settings::KEY, 'gak_from_the_option' );
			return Settings::sanitize_key( null );
		} )() );
		Settings::register();
		update_option( Settings::BASE, null );
		$this->assertSame( 'https://saved.example', get_option( Settings::BASE ) );
		$this->assertSame( constant( 'GEO_AUDIT_API_BASE_URL' ), Settings::api_base_url() );
	}
}
