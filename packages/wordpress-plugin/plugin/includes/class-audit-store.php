<?php
/**
 * Audit records in post meta.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * The coordinator's storage port on WordPress: one record per post (the shape of @geo-audit/core's
 * AuditRecord, history included) in protected post meta, plus flat copies of the state, job id and score
 * so they can be queried and sorted.
 */
class Audit_Store {
	const RECORD = '_geo_audit_record';
	const STATE  = '_geo_audit_state';
	const JOB    = '_geo_audit_job_id';
	const SCORE  = '_geo_audit_score';
	const CLAIM  = 'geo_audit_claim_';

	/**
	 * Registers the meta keys; leading underscores keep them out of the REST API and custom-fields box.
	 */
	public static function register_meta(): void {
		register_meta(
			'post',
			self::SCORE,
			array(
				'type'         => 'integer',
				'single'       => true,
				'show_in_rest' => false,
			)
		);
	}

	/**
	 * @return array<string, mixed>|null
	 */
	public function get( int $post_id ): ?array {
		$record = get_post_meta( $post_id, self::RECORD, true );
		return is_array( $record ) ? $record : null;
	}

	/**
	 * @param array<string, mixed> $record The record; `key` is "post:<id>".
	 * @return bool False when the database refused to store the record.
	 */
	public function save( int $post_id, array $record ): bool {
		global $wpdb;
		// update_post_meta() answers false for an unchanged value as for a refused write; only a refused write
		// leaves an error, and one left by an earlier query must not be taken for it.
		$wpdb->last_error = '';
		if ( false === update_post_meta( $post_id, self::RECORD, wp_slash( $record ) ) && '' !== $wpdb->last_error ) {
			return false;
		}
		update_post_meta( $post_id, self::STATE, $record['state'] );
		if ( ! empty( $record['jobId'] ) ) {
			update_post_meta( $post_id, self::JOB, $record['jobId'] );
		}
		if ( is_int( $record['geoScore'] ?? null ) ) {
			update_post_meta( $post_id, self::SCORE, $record['geoScore'] );
		}
		return true;
	}

	public function find_by_job_id( string $job_id ): ?int {
		$ids = get_posts(
			array(
				'post_type'        => self::all_types(),
				'post_status'      => self::all_statuses(),
				'fields'           => 'ids',
				'posts_per_page'   => 1,
				'meta_key'         => self::JOB, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
				'meta_value'       => $job_id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
				'suppress_filters' => true,
				'no_found_rows'    => true,
			)
		);
		return $ids ? (int) $ids[0] : null;
	}

	/**
	 * Posts whose audit is waiting, queued or running.
	 *
	 * @param string[] $states Which states count.
	 * @return int[]
	 */
	public function list_active( array $states = array( 'waiting', 'queued', 'running' ) ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'        => self::all_types(),
					'post_status'      => self::all_statuses(),
					'fields'           => 'ids',
					'posts_per_page'   => 200,
					'meta_query'       => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query
						array(
							'key'     => self::STATE,
							'value'   => $states,
							'compare' => 'IN',
						),
					),
					'suppress_filters' => true,
					'no_found_rows'    => true,
				)
			)
		);
	}

	/**
	 * Every registered post type. 'any' would skip types registered with exclude_from_search (many public
	 * custom types), and a record must be found on any type the plugin audits, or audited before it was
	 * unchecked in the settings, or its webhook goes unanswered and the post stays "Audit queued".
	 *
	 * @return string[]
	 */
	private static function all_types(): array {
		return array_values( get_post_types() );
	}

	/**
	 * Every registered status, trash included ('any' skips it): a post trashed while its job runs still gets
	 * the job's answer, so it is not left "Audit queued" when it is restored.
	 *
	 * @return string[]
	 */
	private static function all_statuses(): array {
		return array_values( get_post_stati() );
	}

	/**
	 * Atomically claims a name (a start lock); false when it was claimed before and has not expired.
	 */
	public function claim( string $name, int $ttl ): bool {
		return null !== $this->take( $name, $ttl );
	}

	/**
	 * Atomically claims a name for `$ttl` seconds. The options table's unique option_name makes the INSERT the
	 * arbiter between racing requests.
	 *
	 * @return string|null The claim's token (the expiry it stored), or null while an unexpired claim holds the
	 *                     name. No two requests hold one token: a lapsed claim is taken over only after its expiry,
	 *                     with a later one, so a release guarded by the token never drops a claim taken over.
	 */
	public function take( string $name, int $ttl ): ?string {
		global $wpdb;
		$option = self::CLAIM . sha1( $name );
		$now    = time();
		$token  = (string) ( $now + $ttl );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert-if-absent has no API equivalent.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $option, $token ) );
		if ( 1 === (int) $inserted ) {
			wp_cache_delete( 'notoptions', 'options' );
			return $token;
		}
		$expires = $this->expiry( $option );
		if ( $expires > $now ) {
			return null;
		}
		// Expired: take it over only if nobody else did in between.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $token, $option, (string) $expires ) );
		return 1 === (int) $updated ? $token : null;
	}

	/** Whether an unexpired claim holds the name. */
	public function held( string $name ): bool {
		return $this->expiry( self::CLAIM . sha1( $name ) ) > time();
	}

	/**
	 * Gives up a claim; with a token, only if that token still holds it.
	 */
	public function release( string $name, ?string $token = null ): void {
		global $wpdb;
		$option = self::CLAIM . sha1( $name );
		if ( null === $token ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $option ) );
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $option, $token ) );
	}

	/** A claim's expiry (Unix time), 0 when there is none. */
	private function expiry( string $option ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
	}

	/**
	 * Forgets expired claims (run by the poll job).
	 */
	public function prune_claims(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND (option_value + 0) < %d", $wpdb->esc_like( self::CLAIM ) . '%', time() ) );
	}
}
