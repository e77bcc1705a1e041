<?php
/**
 * An API key, plan or address problem, worded for whoever reads it.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * A refused key (`auth`), a plan without API access (`plan`) or a base URL that does not lead to the API
 * (`api_address`: a start answered 404) is stored once, when wp-cron meets it, but read by
 * editors and administrators alike. Only an administrator can open Settings → GEO Audit, and a key set in
 * wp-config.php is not even shown there: so the sentence is chosen when the record is read, for that reader.
 * Editors are told whom to ask; administrators where to look. The API's own detail (about headers and command
 * lines) is never part of it.
 */
final class Problem_Wording {
	/** Problem codes only an administrator can do something about. */
	const ADMIN_CODES = array( 'auth', 'plan', 'api_address' );

	/**
	 * The stored problem with its message in words for the current user; other problems as stored.
	 *
	 * @param array<string, mixed> $problem Stored problem { code, message, retryAt? }.
	 * @return array<string, mixed>
	 */
	public static function for_current_user( array $problem ): array {
		$code = (string) ( $problem['code'] ?? '' );
		if ( in_array( $code, self::ADMIN_CODES, true ) ) {
			$problem['message'] = current_user_can( 'manage_options' ) ? self::for_admin( $code ) : self::for_editor( $code );
		}
		return $problem;
	}

	/** One sentence for someone who cannot change the settings: ask an administrator. */
	public static function for_editor( string $code ): string {
		if ( ! Settings::is_configured() ) {
			return __( 'GEO Audit is not set up yet; ask an administrator to set the GEO Audit API key.', 'geo-audit' );
		}
		if ( 'api_address' === $code ) {
			// Strapi's and Sanity's words for the same problem (core's `api_address`), with WordPress's menu.
			return __( 'The plugin’s GEO Audit API address does not lead to the API: ask an administrator to check the API base URL under Settings → GEO Audit.', 'geo-audit' );
		}
		return 'plan' === $code
			? __( 'The GEO Audit API refused this site\'s plan; ask an administrator to check the GEO Audit plan.', 'geo-audit' )
			: __( 'The GEO Audit API refused this site\'s key; ask an administrator to check the GEO Audit API key.', 'geo-audit' );
	}

	/** One sentence for an administrator: what was refused, and where the key or address is set (the settings or wp-config.php). */
	public static function for_admin( string $code ): string {
		if ( ! Settings::is_configured() ) {
			return __( 'GEO Audit is not configured: set the API base URL and key under Settings → GEO Audit.', 'geo-audit' );
		}
		if ( 'api_address' === $code ) {
			// A base URL set in wp-config.php is only shown on the settings page: it is changed there, in the file.
			return defined( 'GEO_AUDIT_API_BASE_URL' )
				? __( 'The plugin’s GEO Audit API address does not lead to the API: check GEO_AUDIT_API_BASE_URL in wp-config.php; Test connection under Settings → GEO Audit names the address to set.', 'geo-audit' )
				: __( 'The plugin’s GEO Audit API address does not lead to the API: check the API base URL under Settings → GEO Audit, where Test connection names the address to set.', 'geo-audit' );
		}
		$constant = 'constant' === Settings::api_key_source();
		if ( 'plan' === $code ) {
			return $constant
				? __( 'The plan of the API key set in wp-config.php (GEO_AUDIT_API_KEY) does not include API access; set a key whose plan does there.', 'geo-audit' )
				: __( 'The plan of the API key does not include API access; save a key whose plan does under Settings → GEO Audit.', 'geo-audit' );
		}
		return $constant
			? __( 'The GEO Audit API rejected the API key set in wp-config.php; check GEO_AUDIT_API_KEY there.', 'geo-audit' )
			: __( 'The GEO Audit API rejected the API key; check it under Settings → GEO Audit.', 'geo-audit' );
	}
}
