<?php
/**
 * A stand-in for the GEO Audit API whose answers a test decides.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Api_Client;
use GeoAudit\Api_Error;

/**
 * Every job it starts is complete at once; the result says the page was not served until the test sets
 * `$served`. It remembers the Idempotency-Key of each start, so tests can tell a new audit from a resend.
 */
final class Scripted_Api_Client extends Api_Client {
	/** @var string[] Idempotency keys of the starts, in order. */
	public array $keys = array();

	public bool $served = false;

	/** The `kind` of the not-served cap, as the engine sends it; null sends none (an older API). */
	public ?string $kind = null;

	/** The results_url of complete jobs; null sends the scripted server's own address. */
	public ?string $results_url = null;

	/** What the API answers every start with instead of a job, as the real client reports it; null accepts it. */
	public ?Api_Error $refusal = null;

	/** Runs while the API answers a result call (it may deliver a webhook again, or throw as a failed call does). */
	public ?\Closure $while_result = null;

	/** @var array<string, string> Job id → idempotency key, so a resend gets its job back. */
	private array $jobs = array();

	public function start_audit( string $url, array $modules, string $webhook_url, string $idempotency_key ): array {
		$this->keys[] = $idempotency_key;
		if ( null !== $this->refusal ) {
			throw $this->refusal;
		}
		$job_id       = array_search( $idempotency_key, $this->jobs, true );
		if ( false === $job_id ) {
			$job_id                = 'job_scripted_' . wp_generate_password( 10, false );
			$this->jobs[ $job_id ] = $idempotency_key;
		}
		return array(
			'job_id'            => $job_id,
			'status'            => 'queued',
			'estimated_seconds' => 1,
		);
	}

	public function get_status( string $job_id ): array {
		return array(
			'job_id'      => $job_id,
			'status'      => 'complete',
			'results_url' => $this->results_url ?? 'http://127.0.0.1/results/' . $job_id,
		);
	}

	public function get_result( string $url ): array {
		if ( null !== $this->while_result ) {
			( $this->while_result )();
		}
		$result = array(
			'url'         => $url,
			'geo_score'   => 74,
			'verdict'     => 'good',
			'analyzed_at' => gmdate( 'c' ),
			'modules'     => array(),
		);
		if ( ! $this->served ) {
			$result['geo_score'] = 0;
			$result['verdict']   = 'critical';
			// As the engine words it, without a final full stop, to see the plugin add one.
			$result['caps'] = array(
				array(
					'check'  => 'gate.page_not_fetched',
					'max'    => 0,
					'reason' => 'The page answered HTTP 404, so nothing on it can be cited',
				),
			);
			if ( null !== $this->kind ) {
				$result['caps'][0]['kind'] = $this->kind;
			}
		}
		return $result;
	}
}
