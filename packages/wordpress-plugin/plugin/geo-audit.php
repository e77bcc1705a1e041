<?php
/**
 * Plugin Name:       GEO Audit
 * Plugin URI:        https://github.com/geo-audit/geo-audit
 * Description:       Audits every published post for AI answer engines (GEO) through the GEO Audit API and shows the score, findings and action plan in the block editor.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      8.1
 * Author:            GEO Audit contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       geo-audit
 * Domain Path:       /languages
 *
 * @package GeoAudit
 */

namespace GeoAudit;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/class-settings.php';
require_once __DIR__ . '/includes/class-labels.php';
require_once __DIR__ . '/includes/class-api-error.php';
require_once __DIR__ . '/includes/class-api-client.php';
require_once __DIR__ . '/includes/class-problem-wording.php';
require_once __DIR__ . '/includes/class-connection-failure.php';
require_once __DIR__ . '/includes/class-base-url-hint.php';
require_once __DIR__ . '/includes/class-webhook-verification-error.php';
require_once __DIR__ . '/includes/class-webhook-verifier.php';
require_once __DIR__ . '/includes/class-webhook-secret-format.php';
require_once __DIR__ . '/includes/class-audit-store.php';
require_once __DIR__ . '/includes/class-webhook-claims.php';
require_once __DIR__ . '/includes/class-auditability.php';
require_once __DIR__ . '/includes/class-recheck.php';
require_once __DIR__ . '/includes/class-coordinator.php';
require_once __DIR__ . '/includes/class-publish-hooks.php';
require_once __DIR__ . '/includes/class-rest-routes.php';
require_once __DIR__ . '/includes/class-settings-page.php';
require_once __DIR__ . '/includes/class-editor-assets.php';
require_once __DIR__ . '/includes/class-posts-column.php';

/**
 * The plugin's one coordinator, built from the saved settings.
 */
function coordinator(): Coordinator {
	static $instance = null;
	if ( null === $instance ) {
		$instance = new Coordinator( new Api_Client(), new Audit_Store() );
	}
	return $instance;
}

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'geo-audit', false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
		Audit_Store::register_meta();
	}
);
add_action( 'admin_init', array( Settings::class, 'register' ) );
add_action( 'rest_api_init', array( Settings::class, 'register' ) );
Publish_Hooks::register();
Rest_Routes::register();
Settings_Page::register();
Editor_Assets::register();
Posts_Column::register();

register_activation_hook( PLUGIN_FILE, array( Publish_Hooks::class, 'activate' ) );
register_deactivation_hook( PLUGIN_FILE, array( Publish_Hooks::class, 'deactivate' ) );
