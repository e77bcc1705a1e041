<?php
/**
 * The block editor script.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Enqueues the sidebar built by @wordpress/scripts with the dependencies it recorded, and binds its
 * translations. Only non-secret facts reach the browser.
 */
final class Editor_Assets {
	const HANDLE = 'geo-audit-editor';

	public static function register(): void {
		add_action( 'enqueue_block_editor_assets', array( self::class, 'enqueue' ) );
	}

	public static function enqueue(): void {
		$asset_file = dirname( PLUGIN_FILE ) . '/build/index.asset.php';
		$screen     = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! is_readable( $asset_file ) || ( $screen && ! in_array( $screen->post_type, Settings::post_types(), true ) ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/index.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
		if ( is_readable( dirname( PLUGIN_FILE ) . '/build/index.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/index.css', PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
		}
		wp_set_script_translations( self::HANDLE, 'geo-audit', dirname( PLUGIN_FILE ) . '/languages' );
		wp_add_inline_script(
			self::HANDLE,
			'window.geoAuditEditor = ' . wp_json_encode(
				array(
					'configured'  => Settings::is_configured(),
					'settingsUrl' => current_user_can( 'manage_options' ) ? admin_url( 'options-general.php?page=' . Settings_Page::SLUG ) : null,
				)
			) . ';',
			'before'
		);
	}
}
