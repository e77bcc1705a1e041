<?php
/**
 * Which completion webhook deliveries are acted on.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Deduplicates completion webhooks by webhook-id as @geo-audit/core does (docs/decisions/0080 and 0082): a
 * delivery takes a lease on its id while it acts, and marks the id done only once it succeeded. A delivery of an
 * id whose lease is held is told to come back (the first may still fail); a failed delivery gives its lease up, so
 * the sender's next attempt is acted on; a lease left by a request that died lapses after LEASE seconds.
 *
 * Two claims per id, each one options row whose unique name makes taking it atomic: the lease, and the done
 * mark. The done mark is made before the lease is given up, and a delivery looks for it again after taking the
 * lease, so a delivery that comes just as another finishes is still a duplicate.
 */
final class Webhook_Claims {
	/** The id is free: this delivery holds its lease and acts on it. */
	const CLAIMED = 'claimed';
	/** Another delivery holds the id's lease and may still fail. */
	const PROCESSING = 'processing';
	/** A delivery of the id was acted on. */
	const DONE = 'done';

	/**
	 * Seconds a lease holds, core's WEBHOOK_CLAIM_LEASE_MS: handling one completion is a status call, a result call
	 * and a write, each well under a minute, and the GEO server's third attempt, 5 minutes after its second, finds
	 * the lease of a request that died lapsed.
	 */
	const LEASE = 120;

	/** Days an acted-on id is remembered; the sender gives up on a delivery after about 3 days. */
	const KEEP_DAYS = 7;

	/**
	 * @param int $lease Seconds a lease holds.
	 */
	public function __construct( private Audit_Store $store, private int $lease = self::LEASE ) {}

	/**
	 * @return array{0: string, 1: string|null} CLAIMED with the lease's token, or PROCESSING or DONE with null.
	 */
	public function claim( string $id ): array {
		// Before leases, an id's only claim was the done mark's (taken before acting, and kept): it still counts.
		if ( $this->store->held( self::done_name( $id ) ) ) {
			return array( self::DONE, null );
		}
		$token = $this->store->take( self::lease_name( $id ), $this->lease );
		if ( null === $token ) {
			return array( self::PROCESSING, null );
		}
		// The delivery that held the lease may have finished between the two looks.
		if ( $this->store->held( self::done_name( $id ) ) ) {
			$this->store->release( self::lease_name( $id ), $token );
			return array( self::DONE, null );
		}
		return array( self::CLAIMED, $token );
	}

	/**
	 * The delivery holding `$token` acted on the id: later deliveries of it are duplicates.
	 */
	public function complete( string $id, string $token ): void {
		$this->store->claim( self::done_name( $id ), self::KEEP_DAYS * DAY_IN_SECONDS );
		$this->store->release( self::lease_name( $id ), $token );
	}

	/**
	 * The delivery holding `$token` failed: the next delivery of the id is acted on. A delivery whose lease lapsed
	 * and was taken over leaves the new holder's alone.
	 */
	public function release( string $id, string $token ): void {
		$this->store->release( self::lease_name( $id ), $token );
	}

	private static function done_name( string $id ): string {
		return 'webhook:' . $id;
	}

	private static function lease_name( string $id ): string {
		return 'webhook-lease:' . $id;
	}
}
