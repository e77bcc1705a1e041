<?php
/**
 * What the API base URL should look like, when it is set or tested wrong.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The API's paths all start with /api (/api/audit.php, /api/audit_status.php) and the plugin adds them to the base
 * URL itself, so a base URL copied with /api at its end asks /api/api/… and nothing works. This names the address
 * to set instead: the one typed without that /api, or without any path when another path is the problem.
 */
final class Base_Url_Hint {
	/**
	 * The base URL ending in /api that Test connection last found to be a GEO Audit API's own (an API served behind
	 * a proxy path /api, set with GEO_AUDIT_API_BASE_URL): the settings page stops warning about that one.
	 */
	const CONFIRMED = 'geo_audit_api_base_url_confirmed';

	/** True for a base URL whose path ends in /api (trailing slash and letter case aside). */
	public static function ends_in_api( string $url ): bool {
		return 1 === preg_match( '#^https?://[^/?\#]+(/[^?\#]*)?/api/*$#i', trim( $url ) );
	}

	/**
	 * The address to set: without the trailing /api when it has one, else the origin (scheme, host, port).
	 */
	public static function suggested( string $url ): string {
		$url = untrailingslashit( trim( $url ) );
		if ( self::ends_in_api( $url ) ) {
			return (string) preg_replace( '#/api$#i', '', $url );
		}
		return preg_match( '#^https?://[^/?\#]+#i', $url, $match ) ? $match[0] : $url;
	}

	/**
	 * The settings page's warning when GEO_AUDIT_API_BASE_URL ends in /api: the field refuses such an address, but
	 * a constant cannot be refused, so it is named here in the refusal's words. None once Test connection found that
	 * address to be the API's own (the reason the constant is not refused), nor for any other address.
	 */
	public static function constant_warning(): ?string {
		if ( ! defined( 'GEO_AUDIT_API_BASE_URL' ) ) {
			return null;
		}
		$base = (string) constant( 'GEO_AUDIT_API_BASE_URL' );
		if ( ! self::ends_in_api( $base ) || get_option( self::CONFIRMED ) === $base ) {
			return null;
		}
		return sprintf(
			/* translators: 1: the address set in wp-config.php, 2: the address to set instead, such as https://geo-audit.example.com. */
			__( 'The API base URL set in wp-config.php (GEO_AUDIT_API_BASE_URL), %1$s, ends in /api, but the plugin adds the /api/… paths itself, so every request would go to /api/api/…. Set it to the API\'s own address, %2$s. If the API really is served under that path, Test connection confirms it and this warning goes.', 'geo-audit' ),
			$base,
			self::suggested( $base )
		);
	}

	/** Test connection found `$base` to be the API's own address: a base ending in /api stops being warned about. */
	public static function confirm( string $base ): void {
		if ( self::ends_in_api( $base ) ) {
			update_option( self::CONFIRMED, $base, false );
		}
	}

	/**
	 * Test connection's answer when the API said it has no such endpoint: the address is the API, its path is not.
	 *
	 * @param string $base   The API base URL the check asked.
	 * @param string $detail The API's own detail, which names the path it expected (shown as is).
	 * @return array{ok: bool, message: string}
	 */
	public static function wrong_path( string $base, string $detail ): array {
		$message = sprintf(
			/* translators: %s: the API base URL as set. */
			__( 'The API base URL is wrong: the GEO Audit API at %s has no such endpoint, so every audit would fail.', 'geo-audit' ),
			$base
		) . ' ' . self::what_to_set( $base );
		if ( '' !== $detail ) {
			/* translators: %s: the GEO Audit API's own explanation, in English. */
			$message .= ' ' . sprintf( __( 'The API said: %s', 'geo-audit' ), $detail );
		}
		return array(
			'ok'      => false,
			'message' => $message,
		);
	}

	/**
	 * Test connection's answer to a 404 that carries the quota headers but no problem type: a GEO Audit API, maybe,
	 * but "no such job" and "no such path" look the same, so the address is not confirmed.
	 *
	 * @param string $base   The API base URL the check asked.
	 * @param string $detail What the answer said, if anything (for the folded details).
	 * @return array{ok: bool, message: string, detail?: string}
	 */
	public static function unconfirmed( string $base, string $detail ): array {
		$result = array(
			'ok'      => false,
			'message' => sprintf(
				/* translators: %s: the API base URL as set. */
				__( 'The connection could not be confirmed: %s answered HTTP 404 without saying whether the audit or the address is unknown.', 'geo-audit' ),
				$base
			) . ' ' . self::what_to_set( $base ),
		);
		if ( '' !== $detail ) {
			$result['detail'] = $detail;
		}
		return $result;
	}

	/**
	 * The sentence that says what the base URL should be: named when it can be told from the one set, and without
	 * a guess when there is nothing shorter to suggest (an API behind a proxy path of its own).
	 */
	private static function what_to_set( string $base ): string {
		$sentence = self::base_url_to_set( $base );
		// The field is disabled then: the administrator changes the address where it is set.
		return defined( 'GEO_AUDIT_API_BASE_URL' ) ? $sentence . ' ' . __( 'It is set in wp-config.php: change GEO_AUDIT_API_BASE_URL there.', 'geo-audit' ) : $sentence;
	}

	private static function base_url_to_set( string $base ): string {
		$suggested = self::suggested( $base );
		if ( self::ends_in_api( $base ) ) {
			return sprintf(
				/* translators: %s: the address to set instead, such as https://geo-audit.example.com. */
				__( 'Set the base URL to the API\'s own address without /api at the end, %s: the plugin adds the /api/… paths itself.', 'geo-audit' ),
				$suggested
			);
		}
		if ( untrailingslashit( trim( $base ) ) !== $suggested ) {
			return sprintf(
				/* translators: %s: the address to set instead, such as https://geo-audit.example.com. */
				__( 'Set the base URL to the API\'s own address without a path, probably %s: the plugin adds the /api/… paths itself.', 'geo-audit' ),
				$suggested
			);
		}
		return __( 'Set the base URL to the API\'s own address: the plugin adds the /api/… paths itself.', 'geo-audit' );
	}
}
