<?php
/**
 * Reading and saving the plugin's settings.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The plugin's options. The API key and webhook secret are write-only: they are stored in options that are
 * never registered for the REST API, and constants in wp-config.php override them.
 */
final class Settings {
	const GROUP   = 'geo_audit';
	const BASE    = 'geo_audit_api_base_url';
	const KEY     = 'geo_audit_api_key';
	const SECRET  = 'geo_audit_webhook_secret';
	const TYPES   = 'geo_audit_post_types';
	const MODULES = 'geo_audit_modules';

	/** The nine audit modules, as @geo-audit/core's MODULE_NAMES lists them. */
	const MODULE_NAMES = array( 'citability', 'brand', 'eeat', 'crawlers', 'schema', 'platforms', 'llmstxt', 'agent_pricing', 'agent_readiness' );

	/** Modules that weigh 0 in the score (beta), as @geo-audit/core's BETA_MODULES lists them. */
	const BETA_MODULES = array( 'agent_readiness' );

	/**
	 * Registers the options with the Settings API (never with show_in_rest).
	 */
	public static function register(): void {
		register_setting(
			self::GROUP,
			self::BASE,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_base_url' ),
			)
		);
		register_setting(
			self::GROUP,
			self::KEY,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_key' ),
			)
		);
		register_setting(
			self::GROUP,
			self::SECRET,
			array(
				'type'              => 'string',
				'default'           => '',
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_secret' ),
			)
		);
		register_setting(
			self::GROUP,
			self::TYPES,
			array(
				'type'              => 'array',
				'default'           => array( 'post', 'page' ),
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_post_types' ),
			)
		);
		register_setting(
			self::GROUP,
			self::MODULES,
			array(
				'type'              => 'array',
				'default'           => array(),
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_modules' ),
			)
		);
	}

	public static function api_base_url(): string {
		if ( defined( 'GEO_AUDIT_API_BASE_URL' ) ) {
			return (string) constant( 'GEO_AUDIT_API_BASE_URL' );
		}
		return (string) get_option( self::BASE, '' );
	}

	/** The API key: the GEO_AUDIT_API_KEY constant when defined, else the saved option. Server-side only. */
	public static function api_key(): string {
		if ( defined( 'GEO_AUDIT_API_KEY' ) ) {
			return (string) constant( 'GEO_AUDIT_API_KEY' );
		}
		return (string) get_option( self::KEY, '' );
	}

	/** Where the key comes from: 'constant', 'option' or '' when none is set. */
	public static function api_key_source(): string {
		if ( defined( 'GEO_AUDIT_API_KEY' ) && '' !== (string) constant( 'GEO_AUDIT_API_KEY' ) ) {
			return 'constant';
		}
		return '' !== (string) get_option( self::KEY, '' ) ? 'option' : '';
	}

	/**
	 * The webhook signing secrets (several during rotation), from GEO_AUDIT_WEBHOOK_SECRET or the option.
	 *
	 * @return string[]
	 */
	public static function webhook_secrets(): array {
		$raw = defined( 'GEO_AUDIT_WEBHOOK_SECRET' ) ? (string) constant( 'GEO_AUDIT_WEBHOOK_SECRET' ) : (string) get_option( self::SECRET, '' );
		return array_values( array_filter( preg_split( '/\s+/', trim( $raw ) ) ) );
	}

	public static function webhook_secret_source(): string {
		if ( defined( 'GEO_AUDIT_WEBHOOK_SECRET' ) && '' !== (string) constant( 'GEO_AUDIT_WEBHOOK_SECRET' ) ) {
			return 'constant';
		}
		return '' !== (string) get_option( self::SECRET, '' ) ? 'option' : '';
	}

	/** @return string[] */
	public static function post_types(): array {
		$types = get_option( self::TYPES, array( 'post', 'page' ) );
		return is_array( $types ) ? array_values( $types ) : array( 'post', 'page' );
	}

	/** @return string[] Modules to request; empty means the API's default. */
	public static function modules(): array {
		$modules = get_option( self::MODULES, array() );
		return is_array( $modules ) ? array_values( array_intersect( self::MODULE_NAMES, $modules ) ) : array();
	}

	/** True when the plugin can start audits. */
	public static function is_configured(): bool {
		return '' !== self::api_base_url() && '' !== self::api_key();
	}

	/**
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_base_url( $value ): string {
		// GEO_AUDIT_API_BASE_URL governs it and its field is disabled, so options.php submits nothing (null):
		// keep what is saved rather than erase it.
		if ( null === $value && defined( 'GEO_AUDIT_API_BASE_URL' ) ) {
			return (string) get_option( self::BASE, '' );
		}
		$raw = trim( (string) $value );
		// Checked before esc_url_raw(), which would quietly turn "api.example.com" into "http://api.example.com".
		$url = preg_match( '#^https?://[^/?\#\s]+#i', $raw ) ? esc_url_raw( $raw, array( 'http', 'https' ) ) : '';
		if ( '' === $url && '' !== $raw ) {
			add_settings_error( self::BASE, 'geo_audit_base_url', __( 'The API base URL must be an absolute http:// or https:// address.', 'geo-audit' ) );
			return (string) get_option( self::BASE, '' );
		}
		// The API's paths start with /api and the plugin adds them, so such a URL asks /api/api/… and every audit
		// fails while nothing says why. Refused rather than cut: the admin sees what was meant before it counts. An
		// API that really sits behind a proxy path /api can still be set with GEO_AUDIT_API_BASE_URL
		// (the settings page warns about it, in these words, until Test connection confirms it: Base_Url_Hint).
		if ( Base_Url_Hint::ends_in_api( $url ) ) {
			add_settings_error(
				self::BASE,
				'geo_audit_base_url_api',
				sprintf(
					/* translators: 1: the address typed, 2: the address to set instead, such as https://geo-audit.example.com. */
					__( 'The API base URL was not saved: %1$s ends in /api, but the plugin adds the /api/… paths itself, so every request would go to /api/api/…. Set it to the API\'s own address, %2$s. What you typed is still in the field.', 'geo-audit' ),
					$raw,
					Base_Url_Hint::suggested( $url )
				)
			);
			self::keep_typed( self::BASE, $raw );
			return (string) get_option( self::BASE, '' );
		}
		return untrailingslashit( $url );
	}

	/**
	 * What the admin typed into a refused field, shown in it once on the page options.php returns to, so it can be
	 * corrected rather than typed again (never for the key or the secret, which are not printed back).
	 */
	public static function keep_typed( string $option, string $typed ): void {
		set_transient( 'geo_audit_typed_' . $option . '_' . get_current_user_id(), $typed, 60 );
	}

	/** The refused value kept by keep_typed(), once; null when nothing was refused. */
	public static function take_typed( string $option ): ?string {
		$name  = 'geo_audit_typed_' . $option . '_' . get_current_user_id();
		$typed = get_transient( $name );
		if ( false === $typed ) {
			return null;
		}
		delete_transient( $name );
		return (string) $typed;
	}

	/**
	 * Write-only: an empty submission keeps the saved key; the "remove" checkbox clears it.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_key( $value ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- options.php verified the nonce.
		if ( ! empty( $_POST['geo_audit_api_key_remove'] ) ) {
			return '';
		}
		$value = trim( (string) $value );
		return '' === $value ? (string) get_option( self::KEY, '' ) : sanitize_text_field( $value );
	}

	/**
	 * Write-only like the key.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_secret( $value ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- options.php verified the nonce.
		if ( ! empty( $_POST['geo_audit_webhook_secret_remove'] ) ) {
			return '';
		}
		$value = trim( (string) $value );
		if ( '' === $value ) {
			return (string) get_option( self::SECRET, '' );
		}
		// Only the form the API issues: any base64 decodes, so a typo was saved and every webhook failed afterwards.
		$saved   = (string) get_option( self::SECRET, '' );
		$refusal = Webhook_Secret_Format::refusal( preg_split( '/\s+/', $value ), '' !== $saved );
		if ( null !== $refusal ) {
			add_settings_error( self::SECRET, 'geo_audit_secret', $refusal );
			return $saved;
		}
		return $value;
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return string[]
	 */
	public static function sanitize_post_types( $value ): array {
		$value = is_array( $value ) ? array_map( 'sanitize_key', $value ) : array();
		return array_values( array_filter( $value, 'post_type_exists' ) );
	}

	/**
	 * @param mixed $value Submitted value.
	 * @return string[]
	 */
	public static function sanitize_modules( $value ): array {
		$value   = is_array( $value ) ? array_map( 'sanitize_key', $value ) : array();
		$modules = array_values( array_intersect( self::MODULE_NAMES, $value ) );
		// Only beta modules weigh nothing: the score would read 100 for any page, and the API refuses such a list (422).
		if ( array() !== $modules && array() === array_diff( $modules, self::BETA_MODULES ) ) {
			add_settings_error( self::MODULES, 'geo_audit_modules', __( 'Tick at least one module that counts toward the score, or none to run them all: Agent readiness alone weighs nothing, so its score would mean nothing.', 'geo-audit' ) );
			$saved = get_option( self::MODULES, array() );
			return is_array( $saved ) ? array_values( array_intersect( self::MODULE_NAMES, $saved ) ) : array();
		}
		return $modules;
	}
}
