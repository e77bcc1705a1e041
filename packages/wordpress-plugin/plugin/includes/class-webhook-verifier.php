<?php
/**
 * Standard Webhooks verification in PHP.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Verifies a Standard Webhooks delivery over its raw body, as @geo-audit/core's verifyWebhook does:
 * `v1,` base64(HMAC-SHA256(secret, "id.timestamp.body")), any of several space-separated signatures may
 * match, several secrets may be configured during rotation, constant-time comparison with hash_equals,
 * and a replay window on the timestamp. Deduplicate by the returned id afterwards.
 */
final class Webhook_Verifier {
	const TOLERANCE = 300;

	/**
	 * Key bytes of a `whsec_…` secret (the prefix is optional), or null when it is not base64.
	 */
	public static function decode_secret( string $secret ): ?string {
		$encoded = str_starts_with( $secret, 'whsec_' ) ? substr( $secret, 6 ) : $secret;
		$bytes   = base64_decode( $encoded, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- Standard Webhooks secrets are base64.
		return ( false === $bytes || '' === $bytes ) ? null : $bytes;
	}

	/**
	 * @param string                $raw_body The body exactly as received.
	 * @param array<string, string> $headers  Header values keyed by lower-case name.
	 * @param string[]              $secrets  Accepted secrets.
	 * @param int|null              $now      Unix time, for tests.
	 * @return array{id: string, timestamp: int, payload: mixed}
	 * @throws Webhook_Verification_Error When the delivery is not authentic or not fresh.
	 */
	public static function verify( string $raw_body, array $headers, array $secrets, ?int $now = null ): array {
		$id        = (string) ( $headers['webhook-id'] ?? '' );
		$timestamp = (string) ( $headers['webhook-timestamp'] ?? '' );
		$list      = (string) ( $headers['webhook-signature'] ?? '' );
		if ( ! $secrets ) {
			throw new Webhook_Verification_Error( 'no_secret', 'No webhook secret is configured.' );
		}
		if ( '' === $id || '' === $timestamp || '' === $list ) {
			throw new Webhook_Verification_Error( 'missing_headers', 'webhook-id, webhook-timestamp and webhook-signature are required.' );
		}
		if ( ! preg_match( '/^\d{1,12}$/', $timestamp ) ) {
			throw new Webhook_Verification_Error( 'invalid_timestamp', 'webhook-timestamp must be integer Unix seconds.' );
		}
		$now = $now ?? time();
		if ( (int) $timestamp < $now - self::TOLERANCE ) {
			throw new Webhook_Verification_Error( 'timestamp_too_old', 'The webhook timestamp is older than ' . self::TOLERANCE . ' s.' );
		}
		if ( (int) $timestamp > $now + self::TOLERANCE ) {
			throw new Webhook_Verification_Error( 'timestamp_too_new', 'The webhook timestamp is more than ' . self::TOLERANCE . ' s ahead.' );
		}
		$candidates = array();
		foreach ( explode( ' ', $list ) as $entry ) {
			$parts = explode( ',', $entry, 2 );
			if ( 2 !== count( $parts ) || 'v1' !== $parts[0] ) {
				continue;
			}
			$bytes = base64_decode( $parts[1], true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- signatures are base64.
			if ( false !== $bytes && 32 === strlen( $bytes ) ) {
				$candidates[] = $bytes;
			}
		}
		$content = $id . '.' . $timestamp . '.' . $raw_body;
		foreach ( $secrets as $secret ) {
			$key = self::decode_secret( $secret );
			if ( null === $key ) {
				continue;
			}
			$expected = hash_hmac( 'sha256', $content, $key, true );
			foreach ( $candidates as $candidate ) {
				if ( hash_equals( $expected, $candidate ) ) {
					$payload = json_decode( $raw_body, true );
					if ( null === $payload && 'null' !== trim( $raw_body ) ) {
						throw new Webhook_Verification_Error( 'invalid_payload', 'The webhook body is not JSON.' );
					}
					return array(
						'id'        => $id,
						'timestamp' => (int) $timestamp,
						'payload'   => $payload,
					);
				}
			}
		}
		throw new Webhook_Verification_Error( 'no_matching_signature', 'No webhook signature matches the configured secret.' );
	}

	/**
	 * Signs like a sender would (used by tests and the settings page's self-check).
	 *
	 * @param string[] $secrets One signature per secret.
	 * @return array<string, string> The three webhook-* headers.
	 */
	public static function sign( string $id, int $timestamp, string $body, array $secrets ): array {
		$signatures = array();
		foreach ( $secrets as $secret ) {
			$signatures[] = 'v1,' . base64_encode( hash_hmac( 'sha256', $id . '.' . $timestamp . '.' . $body, (string) self::decode_secret( $secret ), true ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		}
		return array(
			'webhook-id'        => $id,
			'webhook-timestamp' => (string) $timestamp,
			'webhook-signature' => implode( ' ', $signatures ),
		);
	}
}
