<?php
/**
 * The publish → audit → result flow.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * A PHP port of @geo-audit/core's coordinator. Publishing records a `waiting` audit and schedules a
 * background job (wp-cron) that starts it, so publishing never waits on the API; starts respect the API's
 * concurrency limit and quota; completion webhooks are verified, deduplicated by webhook-id and only a
 * hint: the result is stored once the status endpoint confirms it and the full result is fetched. A result
 * saying the site did not serve the page yet is audited again on a short schedule (see Recheck).
 */
class Coordinator {
	const START_HOOK    = 'geo_audit_start';
	const POLL_HOOK     = 'geo_audit_poll';
	const MAX_IN_FLIGHT = 5;
	const HISTORY_LIMIT = 20;
	/** Seconds between two status checks of one job triggered by editors polling. */
	const CONFIRM_EVERY = 10;
	/** The problem code of an audit withdrawn because the post left "published" before it ran. */
	const CANCELLED = 'audit_cancelled';
	/** A `concurrency_limited` problem's `scope` when MAX_IN_FLIGHT, not the API key's limit, holds the audit back. */
	const SITE_SCOPE = 'site';

	private Webhook_Claims $claims;

	/** Whether a record this coordinator saved since act_on() began was refused by the database. */
	private bool $unsaved = false;

	public function __construct( private Api_Client $client, private Audit_Store $store ) {
		$this->claims = new Webhook_Claims( $store );
	}

	/**
	 * Records the publish and schedules the start.
	 *
	 * @param int $delay Seconds to wait first (debounces bursts of updates); the record's `startsAt` says until when.
	 * @return array<string, mixed> The stored record.
	 */
	public function publish( int $post_id, int $delay = 0 ): array {
		$previous = $this->store->get( $post_id );
		$now      = self::iso();
		$record   = array(
			'key'         => 'post:' . $post_id,
			'url'         => (string) get_permalink( $post_id ),
			'state'       => 'waiting',
			'jobId'       => null,
			'geoScore'    => $previous['geoScore'] ?? null,
			'verdict'     => $previous['verdict'] ?? null,
			'resultsUrl'  => self::results_link( $previous['resultsUrl'] ?? null ),
			'result'      => $previous['result'] ?? null,
			'error'       => null,
			'progress'    => null,
			'requestedAt' => $now,
			'updatedAt'   => $now,
			'completedAt' => $previous['completedAt'] ?? null,
			'history'     => $previous['history'] ?? array(),
			// A publish (or a re-run) starts the re-check schedule over.
			'rechecks'    => 0,
		);
		if ( $delay > 0 ) {
			// When the start gathered from a burst of updates goes, for the editor to say: nothing else tells it.
			$record['startsAt'] = gmdate( 'Y-m-d\TH:i:s\Z', time() + $delay );
		}
		$this->store->save( $post_id, $record );
		$this->schedule_start( $post_id, time() + $delay );
		return $record;
	}

	/**
	 * The background job: starts a waiting audit when a slot and quota are free. Safe to run twice.
	 */
	public function start( int $post_id ): void {
		$lock = 'start:' . $post_id;
		if ( ! $this->store->claim( $lock, 60 ) ) {
			return;
		}
		try {
			$record = $this->store->get( $post_id );
			if ( ! $record || 'waiting' !== $record['state'] ) {
				return;
			}
			// The wait for edits to settle is over, whatever this start leads to.
			unset( $record['startsAt'] );
			// The post may have left "published" since it was scheduled (trashed, drafted, made private, given
			// a password): the API would audit a 404 or a password form, score it 0 and schedule re-checks.
			$reason = Auditability::why_not( get_post( $post_id ) );
			if ( null !== $reason ) {
				$this->settle_unauditable( $post_id, $record, $reason );
				return;
			}
			$busy = $this->blocked_until();
			if ( null !== $busy ) {
				$record['error'] = $busy;
				$this->save( $post_id, $record );
				$this->schedule_start( $post_id, strtotime( $busy['retryAt'] ) );
				return;
			}
			try {
				$job                = $this->client->start_audit( $record['url'], Settings::modules(), self::webhook_url(), self::idempotency_key( $record ) );
				$record['state']    = 'queued';
				$record['jobId']    = $job['job_id'];
				$record['error']    = null;
				$record['progress'] = 0;
			} catch ( Api_Error $error ) {
				$record['state'] = $error->is_retryable() ? 'waiting' : 'failed';
				$record['error'] = $error->to_problem();
				if ( $error->is_retryable() ) {
					$this->schedule_start( $post_id, (int) $error->retry_at );
				}
			}
			$this->save( $post_id, $record );
		} finally {
			$this->store->release( $lock );
		}
	}

	/**
	 * The post left "published" (or got a password): drops its scheduled start or re-check, so nothing is
	 * audited, and keeps the last completed result as it was. A job already sent to the API finishes; its
	 * result is kept only if the API could read the post (see confirm()).
	 */
	public function withdraw( int $post_id ): void {
		wp_clear_scheduled_hook( self::START_HOOK, array( $post_id ) );
		$record = $this->store->get( $post_id );
		if ( $record && 'waiting' === $record['state'] ) {
			$this->settle_unauditable( $post_id, $record, Auditability::why_not( get_post( $post_id ) ) ?? Auditability::NOT_PUBLISHED );
		}
	}

	/**
	 * Verifies, deduplicates and confirms a completion webhook, then stores the result.
	 *
	 * @param string                $raw_body Exactly the received body.
	 * @param array<string, string> $headers  Lower-case header names.
	 * @return array{0: int, 1: array<string, mixed>, 2?: array<string, string>} HTTP status, body and headers.
	 */
	public function handle_webhook( string $raw_body, array $headers ): array {
		$secrets = Settings::webhook_secrets();
		$id      = null;
		if ( $secrets ) {
			try {
				$verified = Webhook_Verifier::verify( $raw_body, $headers, $secrets );
			} catch ( Webhook_Verification_Error $error ) {
				return array(
					401,
					array(
						'ok'     => false,
						'reason' => $error->reason,
					),
				);
			}
			$id      = $verified['id'];
			$payload = $verified['payload'];
		} else {
			// Without a secret the delivery is only a hint: nothing is stored until the API confirms it.
			$payload = json_decode( $raw_body, true );
		}
		if ( ! is_array( $payload ) || 'audit.completed' !== ( $payload['type'] ?? null ) || ! is_string( $payload['job_id'] ?? null ) || '' === $payload['job_id'] ) {
			return array(
				400,
				array(
					'ok'     => false,
					'reason' => 'not_an_audit_event',
				),
			);
		}
		// Only verified ids are remembered: an unsigned hint must not burn a real delivery's id.
		if ( null === $id ) {
			return $this->act_on( $payload['job_id'] );
		}
		[ $claim, $token ] = $this->claims->claim( $id );
		if ( Webhook_Claims::DONE === $claim ) {
			return array(
				200,
				array(
					'ok'     => true,
					'reason' => 'duplicate',
				),
			);
		}
		if ( Webhook_Claims::PROCESSING === $claim ) {
			// The delivery holding the id may still fail, and a 2xx would end the sender's retries. Every sender
			// retries a 503; by the Retry-After the first has finished or its lease has lapsed.
			return array(
				503,
				array(
					'ok'     => false,
					'reason' => 'in_progress',
				),
				array( 'Retry-After' => (string) Webhook_Claims::LEASE ),
			);
		}
		try {
			$answer = $this->act_on( $payload['job_id'] );
		} catch ( \Throwable $error ) {
			$this->claims->release( $id, $token );
			throw $error;
		}
		if ( $answer[0] < 300 ) {
			$this->claims->complete( $id, $token );
		} else {
			$this->claims->release( $id, $token );
		}
		return $answer;
	}

	/**
	 * Confirms the job a completion webhook names.
	 *
	 * @return array{0: int, 1: array<string, mixed>, 2?: array<string, string>} HTTP status, body and headers: not
	 *                                                                           2xx when the sender should deliver again.
	 */
	private function act_on( string $job_id ): array {
		$post_id = $this->store->find_by_job_id( $job_id );
		$record  = $post_id ? $this->store->get( $post_id ) : null;
		if ( ! $post_id || ! $record || ( $record['jobId'] ?? null ) !== $job_id ) {
			return array(
				202,
				array(
					'ok'     => true,
					'reason' => 'unknown_job',
				),
			);
		}
		$this->unsaved = false;
		$record        = $this->confirm( $post_id, $record );
		$this->start_due();
		// The API could not be asked, or the database refused the answer: a 2xx would end the sender's retries, and
		// the job would wait for the fallback poll, if the site runs wp-cron at all.
		$unconfirmed = in_array( $record['state'], array( 'queued', 'running' ), true ) && null !== $record['error'];
		if ( $unconfirmed || $this->unsaved ) {
			$retry_at = isset( $record['error']['retryAt'] ) ? strtotime( (string) $record['error']['retryAt'] ) - time() : 0;
			return array(
				503,
				array(
					'ok'     => false,
					'reason' => $this->unsaved ? 'not_stored' : 'not_confirmed',
				),
				$retry_at > 0 ? array( 'Retry-After' => (string) $retry_at ) : array(),
			);
		}
		return array(
			200,
			array(
				'ok'    => true,
				'state' => $record['state'],
			),
		);
	}

	/**
	 * What an editor sees: the record, confirmed with the API when a job is pending and the webhook has
	 * not arrived (at most every CONFIRM_EVERY seconds, to spare the hourly quota).
	 *
	 * @return array<string, mixed>|null
	 */
	public function refresh( int $post_id ): ?array {
		$record = $this->store->get( $post_id );
		if ( ! $record ) {
			return null;
		}
		if ( in_array( $record['state'], array( 'queued', 'running' ), true )
			&& strtotime( $record['updatedAt'] ) <= time() - self::CONFIRM_EVERY
			&& $this->store->claim( 'confirm:' . $post_id, self::CONFIRM_EVERY ) ) {
			$record = $this->confirm( $post_id, $record );
		} elseif ( 'waiting' === $record['state'] && ! wp_next_scheduled( self::START_HOOK, array( $post_id ) ) ) {
			// Never earlier than the record says: a re-check or a rate limit waits for its time.
			$this->schedule_start( $post_id, max( time(), self::retry_time( $record ) ) );
		}
		return $record;
	}

	/**
	 * The fallback poller (wp-cron): confirms jobs whose webhook never came and restarts stalled waits.
	 */
	public function poll_active(): void {
		foreach ( $this->store->list_active() as $post_id ) {
			$record = $this->store->get( $post_id );
			if ( ! $record ) {
				continue;
			}
			if ( in_array( $record['state'], array( 'queued', 'running' ), true ) && strtotime( $record['updatedAt'] ) <= time() - 60 ) {
				$this->confirm( $post_id, $record );
			}
		}
		$this->start_due();
		$this->store->prune_claims();
	}

	/**
	 * @param array<string, mixed> $record The record with a job id.
	 * @return array<string, mixed>
	 */
	private function confirm( int $post_id, array $record ): array {
		// A waiting record with a job id waits to audit again: a late or replayed hint for the job it replaces
		// must neither finish it nor cancel the re-check.
		// A withdrawn audit stays as it was left: a replayed hint must not bring back the page it could not read.
		if ( empty( $record['jobId'] ) || 'waiting' === $record['state'] || self::CANCELLED === ( $record['error']['code'] ?? null ) ) {
			return $record;
		}
		// Only a job in flight may schedule a re-check: a replayed hint for a finished job must not add one.
		$in_flight = in_array( $record['state'], array( 'queued', 'running' ), true );
		$recheck   = null;
		try {
			$status = $this->client->get_status( $record['jobId'] );
			if ( 'complete' === $status['status'] ) {
				$result = $this->client->get_result( $record['url'] );
				// The post left "published" while the job ran, so the API found no page: that says nothing about
				// the post, and re-checking it would only spend quota. The last real result stays.
				$reason = null !== Recheck::not_served_cap( $result ) ? Auditability::why_not( get_post( $post_id ) ) : null;
				if ( null !== $reason ) {
					return $this->settle_unauditable( $post_id, $record, $reason );
				}
				$history = array_values(
					array_filter(
						(array) $record['history'],
						static fn( $entry ) => ( $entry['jobId'] ?? null ) !== $record['jobId']
					)
				);
				// A result of no page (a 404, a coming-soon page …) says nothing about the post's score: the trend
				// and the change since the last audit skip it.
				if ( null === Recheck::not_served_cap( $result ) ) {
					array_unshift(
						$history,
						array(
							'jobId'      => $record['jobId'],
							'geoScore'   => $result['geo_score'],
							'verdict'    => $result['verdict'],
							'analyzedAt' => $result['analyzed_at'],
						)
					);
				}
				$record = array_merge(
					$record,
					array(
						'state'       => 'complete',
						'geoScore'    => $result['geo_score'],
						'verdict'     => $result['verdict'],
						'resultsUrl'  => self::results_link( $status['results_url'] ?? null ),
						'result'      => $result,
						'error'       => null,
						'progress'    => 1,
						'completedAt' => self::iso(),
						'history'     => array_slice( $history, 0, self::HISTORY_LIMIT ),
					)
				);
				$rechecks = (int) ( $record['rechecks'] ?? 0 );
				$recheck  = $in_flight ? Recheck::plan( $result, $rechecks, Recheck::delays(), time() ) : null;
				if ( null !== $recheck ) {
					$record['state']    = 'waiting';
					$record['error']    = $recheck;
					$record['rechecks'] = $rechecks + 1;
				}
			} elseif ( 'failed' === $status['status'] ) {
				$record['state'] = 'failed';
				$record['error'] = array(
					'code'    => 'audit_failed',
					'message' => (string) ( $status['error']['message'] ?? __( 'The audit failed on the GEO Audit API.', 'geo-audit' ) ),
				);
			} else {
				$record['state']    = 'queued' === $status['status'] ? 'queued' : 'running';
				$record['progress'] = isset( $status['progress'] ) ? (float) $status['progress'] : $record['progress'];
				$record['error']    = null;
			}
		} catch ( Api_Error $error ) {
			if ( 'not_found' === $error->problem_code ) {
				// The API no longer knows the job (its store was reset, or the hint was wrong): stop waiting.
				$record['state'] = 'failed';
				$record['error'] = array(
					'code'    => 'audit_failed',
					'message' => __( 'The GEO Audit API no longer knows this audit; re-run it.', 'geo-audit' ),
				);
			} else {
				// The job is still ours: keep its state, say why it could not be confirmed; the poller retries.
				$record['error'] = $error->to_problem();
			}
		}
		$record = $this->save( $post_id, $record );
		if ( null !== $recheck ) {
			$this->schedule_start( $post_id, strtotime( $recheck['retryAt'] ) );
		}
		return $record;
	}

	/**
	 * Ends an audit that must not run (see Auditability): no start or re-check stays scheduled, the last
	 * completed result (if any) stays, and the record says why nothing ran.
	 *
	 * @param array<string, mixed> $record The record.
	 * @return array<string, mixed>
	 */
	private function settle_unauditable( int $post_id, array $record, string $reason ): array {
		wp_clear_scheduled_hook( self::START_HOOK, array( $post_id ) );
		$record['state']    = null !== ( $record['result'] ?? null ) ? 'complete' : 'failed';
		$record['progress'] = null;
		$record['error']    = array(
			'code'    => self::CANCELLED,
			'message' => sprintf(
				/* translators: %s: why the post cannot be audited, e.g. "Only published posts can be audited: publish it first." */
				__( 'No audit ran. %s', 'geo-audit' ),
				Auditability::message( $reason )
			),
		);
		return $this->save( $post_id, $record );
	}

	/**
	 * When the key or the base URL changed since the quota was seen (on the settings page, or GEO_AUDIT_API_KEY in
	 * wp-config.php, which no hook reports): the old key's spent hour or busy slots say nothing about the new one, so
	 * audits waiting them out start now instead of at the old key's reset. Run on each admin page load, where an
	 * administrator lands after changing either, and with every start_due().
	 */
	public function after_key_change(): void {
		if ( ! Api_Client::forget_quota_of_another_key() ) {
			return;
		}
		foreach ( $this->store->list_active( array( 'waiting' ) ) as $post_id ) {
			$error = $this->store->get( $post_id )['error'] ?? null;
			if ( in_array( $error['code'] ?? null, array( 'rate_limited', 'concurrency_limited' ), true ) && self::SITE_SCOPE !== ( $error['scope'] ?? null ) ) {
				$this->schedule_start( $post_id, time() );
			}
		}
	}

	/**
	 * Waiting audits whose time has come get a start job (after a slot frees up, say).
	 */
	private function start_due(): void {
		$this->after_key_change();
		$free_slots = self::MAX_IN_FLIGHT - count( $this->store->list_active( array( 'queued', 'running' ) ) );
		foreach ( $this->store->list_active( array( 'waiting' ) ) as $post_id ) {
			$record   = $this->store->get( $post_id );
			$retry_at = $record ? self::retry_time( $record ) : 0;
			// A wait for the site's own limit ends when a slot frees up, which the editor tells as "starts when one
			// of them finishes": its retryAt is only the next look, up to a minute later, so it starts now instead.
			// One per free slot: the others would only find the site full again and be held for another minute.
			if ( $record && $free_slots > 0 && self::SITE_SCOPE === ( $record['error']['scope'] ?? null ) ) {
				--$free_slots;
				$this->schedule_start( $post_id, time() );
				continue;
			}
			if ( $record && $retry_at <= time() + 60 && ! wp_next_scheduled( self::START_HOOK, array( $post_id ) ) ) {
				$this->schedule_start( $post_id, max( time(), $retry_at ) );
			}
		}
	}

	/**
	 * Why no audit may start now (concurrency or quota), as a stored problem; null when one may.
	 *
	 * @return array<string, string|int>|null
	 */
	private function blocked_until(): ?array {
		$quota = Api_Client::rate_limit();
		if ( $quota && 0 === ( $quota['remaining'] ?? null ) && ( $quota['reset_at'] ?? 0 ) > time() ) {
			return array(
				'code'    => 'rate_limited',
				'message' => __( 'The hourly API quota is used up; the audit starts when it resets.', 'geo-audit' ),
				'retryAt' => gmdate( 'Y-m-d\TH:i:s\Z', $quota['reset_at'] ),
			);
		}
		$in_flight = count( $this->store->list_active( array( 'queued', 'running' ) ) );
		if ( $in_flight >= self::MAX_IN_FLIGHT ) {
			// The code the API uses for its per-key limit, so every host reads it as a wait it sits out; `scope`
			// says the limit is this site's own, which no other setting or key change lifts (the editor words it so).
			return array(
				'code'    => 'concurrency_limited',
				'scope'   => self::SITE_SCOPE,
				// The editor words its own sentence with the number that held.
				'limit'   => self::MAX_IN_FLIGHT,
				'message' => sprintf(
					/* translators: %s: how many audits of this site may run at once, such as "5". */
					_n(
						'This site already runs %s audit at once; this one starts when it finishes.',
						'This site already runs %s audits at once; this one starts when one of them finishes.',
						self::MAX_IN_FLIGHT,
						'geo-audit'
					),
					number_format_i18n( self::MAX_IN_FLIGHT )
				),
				'retryAt' => gmdate( 'Y-m-d\TH:i:s\Z', time() + 60 ),
			);
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $record The record.
	 * @return array<string, mixed>
	 */
	private function save( int $post_id, array $record ): array {
		$record['updatedAt'] = self::iso();
		if ( ! $this->store->save( $post_id, $record ) ) {
			$this->unsaved = true;
		}
		/**
		 * Fires after an audit record changed.
		 *
		 * @param int   $post_id The post.
		 * @param array $record  The stored record.
		 */
		do_action( 'geo_audit_record_saved', $post_id, $record );
		return $record;
	}

	/**
	 * Replaces any pending start of this post (that is the debounce) and nudges wp-cron when it is due now.
	 */
	private function schedule_start( int $post_id, int $at ): void {
		wp_clear_scheduled_hook( self::START_HOOK, array( $post_id ) );
		wp_schedule_single_event( $at, self::START_HOOK, array( $post_id ) );
		if ( $at <= time() && ! ( defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) ) {
			add_action( 'shutdown', 'spawn_cron' );
		}
	}

	/** The plugin's public webhook route (filterable for sites behind a proxy). */
	public static function webhook_url(): string {
		/**
		 * Filters the webhook URL sent with each audit.
		 *
		 * @param string $url The REST route URL.
		 */
		return (string) apply_filters( 'geo_audit_webhook_url', rest_url( 'geo-audit/v1/webhook' ) );
	}

	/**
	 * One key per audit the API should run: the publish, and each re-check of it, so resending a start
	 * never creates a second job while a re-check always gets a new one.
	 *
	 * @param array<string, mixed> $record The record.
	 */
	private static function idempotency_key( array $record ): string {
		$key      = $record['key'] . '@' . $record['requestedAt'];
		$rechecks = (int) ( $record['rechecks'] ?? 0 );
		return $rechecks > 0 ? $key . '#recheck-' . $rechecks : $key;
	}

	/**
	 * The results_url the sidebar may show as its "Full report" link: an absolute http(s) address, or null. The
	 * sidebar puts it in an href, where a javascript: or data: address from a misbehaving or intercepted API would
	 * run in the editor's session.
	 *
	 * @param mixed $value The status response's results_url.
	 */
	private static function results_link( $value ): ?string {
		if ( ! is_string( $value ) || '' === $value ) {
			return null;
		}
		$scheme = wp_parse_url( $value, PHP_URL_SCHEME );
		$host   = wp_parse_url( $value, PHP_URL_HOST );
		return is_string( $scheme ) && in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) && is_string( $host ) && '' !== $host ? $value : null;
	}

	/**
	 * When a waiting record may start (Unix time; 0 when it may start now).
	 *
	 * @param array<string, mixed> $record The record.
	 */
	private static function retry_time( array $record ): int {
		$retry_at = isset( $record['error']['retryAt'] ) ? strtotime( (string) $record['error']['retryAt'] ) : false;
		return false === $retry_at ? 0 : $retry_at;
	}

	private static function iso(): string {
		return gmdate( 'Y-m-d\TH:i:s\Z' );
	}
}
