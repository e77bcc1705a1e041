<?php
/**
 * Settings → GEO Audit.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The admin screen (manage_options only). The key and secret fields are write-only: they are never printed
 * back, only whether one is saved, and a wp-config.php constant replaces the field altogether.
 */
final class Settings_Page {
	const SLUG = 'geo-audit';

	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_post_geo_audit_test_connection', array( self::class, 'handle_test_connection' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'styles' ) );
	}

	/** The page's own stylesheet handle (inline: a few rules do not earn a file in the zip). */
	const STYLE = 'geo-audit-settings';

	/**
	 * Core draws `<code>` in a field description in #646970 on its grey tint, 4.15:1, under the 4.5:1 WCAG AA
	 * asks of text this size: the webhook URL an administrator copies into the API gets the darker grey core
	 * uses for secondary text (#50575e, 5.5:1 on that tint). Only on this screen.
	 *
	 * @param string $hook_suffix The admin screen being loaded.
	 */
	public static function styles( $hook_suffix ): void {
		if ( 'settings_page_' . self::SLUG !== $hook_suffix ) {
			return;
		}
		wp_register_style( self::STYLE, false, array(), VERSION );
		wp_enqueue_style( self::STYLE );
		wp_add_inline_style( self::STYLE, '.geo-audit-settings .description code { color: #50575e; }' );
	}

	public static function menu(): void {
		add_options_page(
			__( 'GEO Audit settings', 'geo-audit' ),
			__( 'GEO Audit', 'geo-audit' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/** The job the connection check asks about; no API ever issues it. */
	const PROBE_JOB = 'geo-audit-connection-check';

	/**
	 * Checks the base URL and key with one status call for a job that does not exist. Only the API's own "no such
	 * job" proves both: a 404 of type …/problems/not-found. The same API answers a path it does not know (a base URL
	 * ending in /api asks /api/api/audit_status.php) with a 404 too, of type …/problems/no-such-endpoint (decision
	 * 0100); before that type existed both said not-found, and "Connected" was followed by audits that all failed.
	 * A 404 without a problem type, even with the quota headers every GEO Audit API response carries, cannot tell
	 * a missing job from a wrong path, so it is not taken as a success either.
	 *
	 * @return array{ok: bool, message: string, detail?: string} `detail`: the raw error, for a folded details element.
	 */
	public static function check_connection(): array {
		if ( ! Settings::is_configured() ) {
			return array(
				'ok'      => false,
				'message' => __( 'Set the API base URL and the API key first.', 'geo-audit' ),
			);
		}
		try {
			( new Api_Client() )->get_status( self::PROBE_JOB );
			// A status for a job nobody started: whatever answered, it is not a GEO Audit API.
			return self::not_an_api( 200, '' );
		} catch ( Api_Error $error ) {
			if ( 'not_found' === $error->problem_code && str_ends_with( $error->problem_type, '/problems/not-found' ) ) {
				Base_Url_Hint::confirm( Settings::api_base_url() );
				return array(
					'ok'      => true,
					/* translators: %s: the API base URL. */
					'message' => sprintf( __( 'Connected: the GEO Audit API at %s accepted the key.', 'geo-audit' ), Settings::api_base_url() ),
				);
			}
			if ( 'not_found' === $error->problem_code && str_ends_with( $error->problem_type, '/problems/no-such-endpoint' ) ) {
				return Base_Url_Hint::wrong_path( Settings::api_base_url(), $error->detail );
			}
			if ( 'not_found' === $error->problem_code && $error->quota_headers ) {
				return Base_Url_Hint::unconfirmed( Settings::api_base_url(), $error->detail );
			}
			// Unreachable, key refused (401), or the API itself saying what is wrong (plan, quota, outage).
			if ( in_array( $error->problem_code, array( 'network', 'auth' ), true ) || $error->quota_headers || preg_match( '#/problems/[a-z0-9-]+$#', $error->problem_type ) ) {
				return Connection_Failure::describe( $error, Settings::api_base_url() );
			}
			return self::not_an_api( $error->http_status, $error->content_type );
		}
	}

	/**
	 * The answer when something other than a GEO Audit API answered the probe, naming what it got.
	 *
	 * @return array{ok: bool, message: string}
	 */
	private static function not_an_api( int $status, string $content_type ): array {
		$type = trim( explode( ';', $content_type )[0] );
		return array(
			'ok'      => false,
			'message' => sprintf(
				/* translators: 1: the address asked, 2: HTTP status code, 3: the answer's media type, e.g. text/html. */
				__( 'This address does not answer as a GEO Audit API: %1$s answered HTTP %2$d (%3$s). Check the API base URL.', 'geo-audit' ),
				trailingslashit( Settings::api_base_url() ) . 'api/audit_status.php',
				$status,
				'' === $type ? __( 'no content type', 'geo-audit' ) : $type
			),
		);
	}

	public static function handle_test_connection(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage GEO Audit.', 'geo-audit' ), 403 );
		}
		check_admin_referer( 'geo_audit_test_connection' );
		set_transient( 'geo_audit_connection_' . get_current_user_id(), self::check_connection(), 60 );
		wp_safe_redirect( admin_url( 'options-general.php?page=' . self::SLUG . '&geo-audit-tested=1' ) );
		exit;
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$key_source    = Settings::api_key_source();
		$secret_source = Settings::webhook_secret_source();
		$selected      = Settings::post_types();
		$modules       = Settings::modules();
		// A refused address comes back in the field to be corrected (the saved one is still in force).
		$base_url = Settings::take_typed( Settings::BASE ) ?? Settings::api_base_url();
		$tested        = get_transient( 'geo_audit_connection_' . get_current_user_id() );
		if ( $tested ) {
			delete_transient( 'geo_audit_connection_' . get_current_user_id() );
		}
		?>
		<div class="wrap geo-audit-settings">
			<h1><?php echo esc_html__( 'GEO Audit settings', 'geo-audit' ); ?></h1>
			<?php if ( is_array( $tested ) ) : ?>
				<div class="notice notice-<?php echo $tested['ok'] ? 'success' : 'error'; ?>" role="status">
					<?php // The success sentence says it all ("Connected: …"); a failure is named first, then what to check. ?>
					<p><?php if ( ! $tested['ok'] ) : ?><strong><?php echo esc_html__( 'Connection failed.', 'geo-audit' ); ?></strong> <?php endif; ?><?php echo esc_html( $tested['message'] ); ?></p>
					<?php if ( ! empty( $tested['detail'] ) ) : ?>
						<details>
							<summary><?php echo esc_html__( 'Technical details', 'geo-audit' ); ?></summary>
							<p><code><?php echo esc_html( (string) $tested['detail'] ); ?></code></p>
						</details>
					<?php endif; ?>
				</div>
			<?php endif; ?>
			<?php $constant_warning = Base_Url_Hint::constant_warning(); ?>
			<?php if ( null !== $constant_warning ) : ?>
				<?php // As the field's refusal is shown (a settings error above the form), for the address no field can refuse. ?>
				<div class="notice notice-error"><p><?php echo esc_html( $constant_warning ); ?></p></div>
			<?php endif; ?>
			<?php // No settings_errors() here: on a Settings sub-page WordPress prints them already (options-head.php). ?>
			<form method="post" action="options.php">
				<?php settings_fields( Settings::GROUP ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="geo-audit-base-url"><?php echo esc_html__( 'API base URL', 'geo-audit' ); ?></label></th>
						<td>
							<input type="url" class="regular-text code" id="geo-audit-base-url" name="<?php echo esc_attr( Settings::BASE ); ?>" value="<?php echo esc_attr( $base_url ); ?>" placeholder="https://geo-audit.example.com" <?php disabled( defined( 'GEO_AUDIT_API_BASE_URL' ) ); ?> aria-describedby="geo-audit-base-url-help" />
							<p class="description" id="geo-audit-base-url-help">
								<?php
								echo defined( 'GEO_AUDIT_API_BASE_URL' )
									? esc_html__( 'Set in wp-config.php (GEO_AUDIT_API_BASE_URL).', 'geo-audit' )
									: esc_html__( 'Where the GEO Audit API runs (your own @geo-audit/server or a hosted service): its own address, without /api at the end.', 'geo-audit' );
								?>
							</p>
						</td>
					</tr>
					<tr>
						<th scope="row">
							<?php if ( 'constant' === $key_source ) : ?>
								<?php // No field to label: the key is set in wp-config.php. ?>
								<?php echo esc_html__( 'API key', 'geo-audit' ); ?>
							<?php else : ?>
								<label for="geo-audit-api-key"><?php echo esc_html__( 'API key', 'geo-audit' ); ?></label>
							<?php endif; ?>
						</th>
						<td>
							<?php if ( 'constant' === $key_source ) : ?>
								<p><?php echo esc_html__( 'Set in wp-config.php (GEO_AUDIT_API_KEY); it is not shown here.', 'geo-audit' ); ?></p>
							<?php else : ?>
								<input type="password" class="regular-text" id="geo-audit-api-key" name="<?php echo esc_attr( Settings::KEY ); ?>" value="" autocomplete="new-password" aria-describedby="geo-audit-api-key-help" />
								<p class="description" id="geo-audit-api-key-help">
									<?php
									echo 'option' === $key_source
										? esc_html__( 'A key is saved. It is never shown again; type a new one to replace it, or leave the field empty to keep it.', 'geo-audit' )
										: esc_html__( 'No key is saved yet. You can also define GEO_AUDIT_API_KEY in wp-config.php instead.', 'geo-audit' );
									?>
								</p>
								<?php if ( 'option' === $key_source ) : ?>
									<label><input type="checkbox" name="geo_audit_api_key_remove" value="1" /> <?php echo esc_html__( 'Remove the saved key', 'geo-audit' ); ?></label>
								<?php endif; ?>
							<?php endif; ?>
						</td>
					</tr>
					<tr>
						<th scope="row">
							<?php if ( 'constant' === $secret_source ) : ?>
								<?php echo esc_html__( 'Webhook secret', 'geo-audit' ); ?>
							<?php else : ?>
								<label for="geo-audit-webhook-secret"><?php echo esc_html__( 'Webhook secret', 'geo-audit' ); ?></label>
							<?php endif; ?>
						</th>
						<td>
							<?php if ( 'constant' === $secret_source ) : ?>
								<p><?php echo esc_html__( 'Set in wp-config.php (GEO_AUDIT_WEBHOOK_SECRET); it is not shown here.', 'geo-audit' ); ?></p>
							<?php else : ?>
								<input type="password" class="regular-text code" id="geo-audit-webhook-secret" name="<?php echo esc_attr( Settings::SECRET ); ?>" value="" autocomplete="new-password" aria-describedby="geo-audit-webhook-secret-help" />
								<p class="description" id="geo-audit-webhook-secret-help">
									<?php echo esc_html__( 'The whsec_… secret that signs completion webhooks (several, separated by spaces, while you rotate it).', 'geo-audit' ); ?>
									<?php echo 'option' === $secret_source ? esc_html__( 'A secret is saved; leave the field empty to keep it.', 'geo-audit' ) : ''; ?>
								</p>
								<?php if ( 'option' === $secret_source ) : ?>
									<label><input type="checkbox" name="geo_audit_webhook_secret_remove" value="1" /> <?php echo esc_html__( 'Remove the saved secret', 'geo-audit' ); ?></label>
								<?php endif; ?>
							<?php endif; ?>
							<p class="description">
								<?php
								/* translators: %s: the webhook URL. */
								printf( esc_html__( 'Completion webhooks arrive at %s.', 'geo-audit' ), '<code>' . esc_html( Coordinator::webhook_url() ) . '</code>' );
								?>
							</p>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php echo esc_html__( 'Audit on publish', 'geo-audit' ); ?></th>
						<td>
							<fieldset>
								<legend class="screen-reader-text"><?php echo esc_html__( 'Post types audited on publish', 'geo-audit' ); ?></legend>
								<input type="hidden" name="<?php echo esc_attr( Settings::TYPES ); ?>[]" value="" />
								<?php foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $type ) : ?>
									<?php
									if ( 'attachment' === $type->name ) {
										continue;
									}
									?>
									<label><input type="checkbox" name="<?php echo esc_attr( Settings::TYPES ); ?>[]" value="<?php echo esc_attr( $type->name ); ?>" <?php checked( in_array( $type->name, $selected, true ) ); ?> /> <?php echo esc_html( $type->labels->name ); ?></label><br />
								<?php endforeach; ?>
							</fieldset>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php echo esc_html__( 'Modules', 'geo-audit' ); ?></th>
						<td>
							<fieldset>
								<legend class="screen-reader-text"><?php echo esc_html__( 'Modules to run', 'geo-audit' ); ?></legend>
								<input type="hidden" name="<?php echo esc_attr( Settings::MODULES ); ?>[]" value="" />
								<?php foreach ( Settings::MODULE_NAMES as $module ) : ?>
									<?php $module_title = Labels::module( $module ); ?>
									<label><input type="checkbox" name="<?php echo esc_attr( Settings::MODULES ); ?>[]" value="<?php echo esc_attr( $module ); ?>" <?php checked( in_array( $module, $modules, true ) ); ?> />
									<?php if ( null !== $module_title ) : ?>
										<?php // The title the editor sidebar uses; the id (what the API and wp-config use) beside it. ?>
										<?php echo esc_html( $module_title ); ?> <code><?php echo esc_html( $module ); ?></code>
									<?php else : ?>
										<code><?php echo esc_html( $module ); ?></code>
									<?php endif; ?>
									</label><br />
								<?php endforeach; ?>
								<p class="description"><?php echo esc_html__( 'Leave all unchecked to run the API’s default set.', 'geo-audit' ); ?></p>
							</fieldset>
						</td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="geo_audit_test_connection" />
				<?php wp_nonce_field( 'geo_audit_test_connection' ); ?>
				<?php // A form of its own: what is typed above and not saved yet is not sent, and is gone once it answers. ?>
				<?php submit_button( __( 'Test connection', 'geo-audit' ), 'secondary', 'geo-audit-test-connection', false, array( 'aria-describedby' => 'geo-audit-test-connection-help' ) ); ?>
				<p class="description" id="geo-audit-test-connection-help"><?php echo esc_html__( 'Tests the saved API base URL and key: save your changes first.', 'geo-audit' ); ?></p>
			</form>
		</div>
		<?php
	}
}
