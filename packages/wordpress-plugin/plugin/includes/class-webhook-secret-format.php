<?php
/**
 * Whether a typed webhook secret is one the GEO Audit API issues.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The API issues `whsec_` + base64 of 32 random bytes (@geo-audit/core's generateWebhookSecret). The verifier takes
 * any base64, so "bad" and "whsec_bad" (2 and 1 bytes of key) were saved with "Settings saved." and every webhook
 * then failed its signature check. On save, only the issued form is taken: the prefix, strict base64, and a key of
 * 24 to 64 bytes, the range the Standard Webhooks specification gives for secrets.
 */
final class Webhook_Secret_Format {
	const PREFIX    = 'whsec_';
	const MIN_BYTES = 24;
	const MAX_BYTES = 64;

	/**
	 * What is wrong with one secret, in words that never repeat it; null when it has the issued form.
	 */
	public static function problem( string $secret ): ?string {
		if ( ! str_starts_with( $secret, self::PREFIX ) ) {
			return __( 'it does not start with whsec_', 'geo-audit' );
		}
		// The prefix is there, so the verifier's lenient decoding reads exactly what follows it.
		$bytes = Webhook_Verifier::decode_secret( $secret );
		if ( null === $bytes ) {
			return __( 'what follows whsec_ is not base64', 'geo-audit' );
		}
		$length = strlen( $bytes );
		if ( $length < self::MIN_BYTES || $length > self::MAX_BYTES ) {
			return sprintf(
				/* translators: 1: number of bytes the typed secret holds, 2: fewest bytes accepted, 3: most bytes accepted. */
				_n(
					'it holds %1$s byte of key, and the API\'s secrets hold %2$s to %3$s',
					'it holds %1$s bytes of key, and the API\'s secrets hold %2$s to %3$s',
					$length,
					'geo-audit'
				),
				number_format_i18n( $length ),
				number_format_i18n( self::MIN_BYTES ),
				number_format_i18n( self::MAX_BYTES )
			);
		}
		return null;
	}

	/**
	 * Why the typed secrets (several, separated by spaces, while rotating) are refused; null when all are issued ones.
	 *
	 * @param string[] $secrets   The typed secrets.
	 * @param bool     $one_saved Whether a secret saved before stays in force.
	 */
	public static function refusal( array $secrets, bool $one_saved ): ?string {
		foreach ( array_values( $secrets ) as $index => $secret ) {
			$problem = self::problem( $secret );
			if ( null === $problem ) {
				continue;
			}
			$what = 1 === count( $secrets )
				? sprintf(
					/* translators: %s: why the secret is not one the API issues, such as "it does not start with whsec_". */
					__( 'The webhook secret was not saved: %s.', 'geo-audit' ),
					$problem
				)
				: sprintf(
					/* translators: 1: position of the refused secret in the field, 2: how many were typed, 3: why it is not one the API issues, such as "it does not start with whsec_". */
					__( 'The webhook secrets were not saved: secret %1$d of %2$d is not one the API issues, as %3$s.', 'geo-audit' ),
					$index + 1,
					count( $secrets ),
					$problem
				);
			$sentences = array(
				$what,
				__( 'Paste the whole whsec_… secret the GEO Audit API gave you with the API key.', 'geo-audit' ),
				$one_saved
					? __( 'The secret saved before stays in force. The field is empty because a secret is never shown again.', 'geo-audit' )
					: __( 'The field is empty because a secret is never shown again.', 'geo-audit' ),
			);
			return implode( ' ', $sentences );
		}
		return null;
	}
}
