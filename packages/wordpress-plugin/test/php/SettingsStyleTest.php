<?php
/**
 * The settings screen's own styles.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Settings_Page;

/**
 * The webhook URL in the field description reads at AA contrast: core draws that `<code>` in #646970 on
 * its grey tint (4.15:1), and the screen's stylesheet darkens it.
 */
final class SettingsStyleTest extends TestCase {
	/** Core's `code` background on the settings screen, as the browser composes it (rgba(0,0,0,.07) on #f0f0f1). */
	const CODE_BACKGROUND = 'dfdfe0';

	protected function tearDown(): void {
		wp_dequeue_style( Settings_Page::STYLE );
		wp_deregister_style( Settings_Page::STYLE );
		parent::tearDown();
	}

	private static function luminance( string $hex ): float {
		$channels = array_map(
			static function ( string $pair ): float {
				$c = hexdec( $pair ) / 255;
				return $c <= 0.03928 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
			},
			str_split( $hex, 2 )
		);
		return 0.2126 * $channels[0] + 0.7152 * $channels[1] + 0.0722 * $channels[2];
	}

	public function test_the_webhook_url_in_the_description_is_drawn_at_aa_contrast_on_this_screen_only(): void {
		$this->assertNotFalse( has_action( 'admin_enqueue_scripts', array( Settings_Page::class, 'styles' ) ) );
		// Called as the hook calls it: other admin_enqueue_scripts callbacks need a whole admin screen.
		Settings_Page::styles( 'index.php' );
		$this->assertFalse( wp_style_is( Settings_Page::STYLE, 'enqueued' ), 'Not on other screens.' );

		Settings_Page::styles( 'settings_page_' . Settings_Page::SLUG );
		$this->assertTrue( wp_style_is( Settings_Page::STYLE, 'enqueued' ) );
		$css = implode( "\n", (array) wp_styles()->get_data( Settings_Page::STYLE, 'after' ) );
		$this->assertMatchesRegularExpression( '/\.geo-audit-settings \.description code\s*\{\s*color:\s*#([0-9a-f]{6});/i', $css );
		preg_match( '/\.description code\s*\{\s*color:\s*#([0-9a-f]{6});/i', $css, $match );
		$text  = self::luminance( $match[1] );
		$back  = self::luminance( self::CODE_BACKGROUND );
		$ratio = ( max( $text, $back ) + 0.05 ) / ( min( $text, $back ) + 0.05 );
		$this->assertGreaterThanOrEqual( 4.5, $ratio );

		// …and the rule reaches the webhook URL on the page.
		wp_set_current_user( 1 );
		ob_start();
		Settings_Page::render();
		$page = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#<div class="wrap geo-audit-settings">.*<p class="description">\s*Completion webhooks arrive at <code>#s', $page );
	}
}
