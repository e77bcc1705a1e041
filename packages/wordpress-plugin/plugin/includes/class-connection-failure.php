<?php
/**
 * Why "Test connection" failed, in words, with what to check.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Turns a failed connection check into one sentence an administrator can act on: what failed (no connection,
 * no answer in time, the TLS handshake, the key, an HTTP status) and what to check. The HTTP library's own
 * words ("cURL error 7: Failed to connect to …") are kept apart as the detail, for the page to fold away.
 */
final class Connection_Failure {
	/** cURL's error numbers for a failed TLS handshake or certificate check (libcurl's CURLE_* list). */
	const TLS_ERRORS = array( 35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91 );

	/**
	 * @param Api_Error $error The failed probe.
	 * @param string    $base  The API base URL the check asked.
	 * @return array{ok: bool, message: string, detail: string}
	 */
	public static function describe( Api_Error $error, string $base ): array {
		$detail = '' !== $error->detail ? $error->detail : $error->getMessage();
		return array(
			'ok'      => false,
			'message' => self::sentence( $error, $base ),
			'detail'  => $detail,
		);
	}

	private static function sentence( Api_Error $error, string $base ): string {
		switch ( $error->problem_code ) {
			case 'network':
				return self::network( $error->detail, $base );
			case 'auth':
			case 'plan':
				return Problem_Wording::for_admin( $error->problem_code );
			case 'rate_limited':
			case 'concurrency_limited':
				return sprintf(
					/* translators: %s: the API base URL. */
					__( 'The GEO Audit API at %s accepted the key but its quota is used up for now (HTTP 429); audits start again by themselves when it resets.', 'geo-audit' ),
					$base
				);
			case 'server_error':
				return sprintf(
					/* translators: 1: the API base URL, 2: HTTP status code. */
					__( 'The GEO Audit API at %1$s answered HTTP %2$d, an error on its side; try again in a few minutes, and if it stays, check the API\'s logs.', 'geo-audit' ),
					$base,
					$error->http_status
				);
			default:
				return sprintf(
					/* translators: 1: the API base URL, 2: HTTP status code. */
					__( 'The GEO Audit API at %1$s answered HTTP %2$d; check the API base URL and the API key.', 'geo-audit' ),
					$base,
					$error->http_status
				);
		}
	}

	/**
	 * Which step failed, read from the HTTP library's message: cURL's error number, or the words of WordPress's
	 * other transport (fsockopen).
	 */
	private static function network( string $raw, string $base ): string {
		$number = preg_match( '/cURL error (\d+)/i', $raw, $match ) ? (int) $match[1] : 0;
		if ( 28 === $number || preg_match( '/timed? ?out/i', $raw ) ) {
			return sprintf(
				/* translators: %s: the API base URL. */
				__( 'Could not connect to %s: it did not answer in time. Check that the GEO Audit API is running and that no firewall or proxy holds back requests from this server.', 'geo-audit' ),
				$base
			);
		}
		if ( in_array( $number, self::TLS_ERRORS, true ) || preg_match( '/\b(ssl|tls|certificate)\b/i', $raw ) ) {
			return sprintf(
				/* translators: %s: the API base URL. */
				__( 'Could not connect to %s: the secure (TLS) connection failed. Check that the address\'s HTTPS certificate is valid and trusted by this server, and that the address starts with the right scheme (http:// or https://).', 'geo-audit' ),
				$base
			);
		}
		if ( 6 === $number || preg_match( '/resolve host|getaddrinfo|name or service not known/i', $raw ) ) {
			return sprintf(
				/* translators: %s: the API base URL. */
				__( 'Could not connect to %s: its host name was not found. Check the API base URL for typos.', 'geo-audit' ),
				$base
			);
		}
		if ( 7 === $number || preg_match( '/refused|failed to connect/i', $raw ) ) {
			return sprintf(
				/* translators: %s: the API base URL. */
				__( 'Could not connect to %s: nothing accepted the connection there. Check the API base URL and its port, and that the GEO Audit API is running.', 'geo-audit' ),
				$base
			);
		}
		return sprintf(
			/* translators: %s: the API base URL. */
			__( 'Could not connect to %s. Check the API base URL, and that the GEO Audit API is running and reachable from this server.', 'geo-audit' ),
			$base
		);
	}
}
