<?php
/**
 * Standard Webhooks verification.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Webhook_Verification_Error;
use GeoAudit\Webhook_Verifier;

/**
 * The PHP verifier must accept exactly what @geo-audit/core signs, and nothing else.
 */
final class WebhookVerifierTest extends TestCase {
	/** The Standard Webhooks specification's published test vector. */
	public function test_accepts_the_standard_webhooks_spec_vector(): void {
		$verified = Webhook_Verifier::verify(
			'{"test": 2432232314}',
			array(
				'webhook-id'        => 'msg_p5jXN8AQM9LWM0D4loKWxJek',
				'webhook-timestamp' => '1614265330',
				'webhook-signature' => 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
			),
			array( 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' ),
			1614265330
		);
		$this->assertSame( 'msg_p5jXN8AQM9LWM0D4loKWxJek', $verified['id'] );
		$this->assertSame( array( 'test' => 2432232314 ), $verified['payload'] );
	}

	public function test_any_of_several_signatures_and_secrets_may_match(): void {
		$old = 'whsec_' . base64_encode( random_bytes( 32 ) );
		$new = 'whsec_' . base64_encode( random_bytes( 32 ) );
		$headers                       = Webhook_Verifier::sign( 'msg_1', time(), '{"a":1}', array( $new ) );
		$headers['webhook-signature'] = 'v2,ignored v1,' . base64_encode( random_bytes( 32 ) ) . ' ' . $headers['webhook-signature'];
		$verified                      = Webhook_Verifier::verify( '{"a":1}', $headers, array( $old, $new ) );
		$this->assertSame( 'msg_1', $verified['id'] );
	}

	/**
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public static function tampered(): array {
		return array(
			'body changed'        => array( static fn( $h, $b ) => array( $h, $b . ' ' ), 'no_matching_signature' ),
			'id changed'          => array( static fn( $h, $b ) => array( array_merge( $h, array( 'webhook-id' => 'msg_other' ) ), $b ), 'no_matching_signature' ),
			'wrong secret'        => array( static fn( $h, $b ) => array( Webhook_Verifier::sign( 'msg_1', time(), $b, array( 'whsec_' . base64_encode( random_bytes( 32 ) ) ) ), $b ), 'no_matching_signature' ),
			'stale timestamp'     => array( static fn( $h, $b ) => array( Webhook_Verifier::sign( 'msg_1', time() - 301, $b, array( TestCase::SECRET ) ), $b ), 'timestamp_too_old' ),
			'future timestamp'    => array( static fn( $h, $b ) => array( Webhook_Verifier::sign( 'msg_1', time() + 301, $b, array( TestCase::SECRET ) ), $b ), 'timestamp_too_new' ),
			'missing signature'   => array( static fn( $h, $b ) => array( array_diff_key( $h, array( 'webhook-signature' => 1 ) ), $b ), 'missing_headers' ),
			'malformed timestamp' => array( static fn( $h, $b ) => array( array_merge( $h, array( 'webhook-timestamp' => '12.5' ) ), $b ), 'invalid_timestamp' ),
			'truncated signature' => array( static fn( $h, $b ) => array( array_merge( $h, array( 'webhook-signature' => substr( $h['webhook-signature'], 0, 20 ) ) ), $b ), 'no_matching_signature' ),
		);
	}

	/**
	 * @dataProvider tampered
	 */
	public function test_rejects_a_tampered_delivery( callable $tamper, string $reason ): void {
		$body                = '{"type":"audit.completed","job_id":"job_1"}';
		[ $headers, $body ] = $tamper( Webhook_Verifier::sign( 'msg_1', time(), $body, array( self::SECRET ) ), $body );
		try {
			Webhook_Verifier::verify( $body, $headers, array( self::SECRET ) );
			$this->fail( 'The tampered delivery was accepted.' );
		} catch ( Webhook_Verification_Error $error ) {
			$this->assertSame( $reason, $error->reason );
		}
	}
}
