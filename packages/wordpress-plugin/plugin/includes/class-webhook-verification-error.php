<?php
/**
 * Why a completion webhook was refused.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Thrown by Webhook_Verifier; `reason` uses the same words as @geo-audit/core's WebhookVerificationError.
 */
final class Webhook_Verification_Error extends \RuntimeException {
	/**
	 * @param string $reason missing_headers | invalid_timestamp | timestamp_too_old | timestamp_too_new | no_matching_signature | invalid_payload | no_secret.
	 */
	public function __construct( public readonly string $reason, string $message ) {
		parent::__construct( $message );
	}
}
