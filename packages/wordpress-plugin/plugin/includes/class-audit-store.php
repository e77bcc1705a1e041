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
	 */
	public function save( int $post_id, array $record ): void {
		update_post_meta( $post_id, self::RECORD, wp_slash( $record ) );
		update_post_meta( $post_id, self::STATE, $record['state'] );
		if ( ! empty( $record['jobId'] ) ) {
			update_post_meta( $post_id, self::JOB, $record['jobId'] );
		}
		if ( is_int( $record['geoScore'] ?? null ) ) {
			update_post_meta( $post_id, self::SCORE, $record['geoScore'] );
		}
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
	 * Atomically claims a name (a webhook id, a start lock); false when it was claimed before and has not
	 * expired. The options table's unique option_name makes the INSERT the arbiter between racing requests.
	 */
	public function claim( string $name, int $ttl ): bool {
		global $wpdb;
		$option = self::CLAIM . sha1( $name );
		$now    = time();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic insert-if-absent has no API equivalent.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $option, (string) ( $now + $ttl ) ) );
		if ( 1 === (int) $inserted ) {
			wp_cache_delete( 'notoptions', 'options' );
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$expires = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
		if ( $expires > $now ) {
			return false;
		}
		// Expired: take it over only if nobody else did in between.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", (string) ( $now + $ttl ), $option, (string) $expires ) );
		return 1 === (int) $updated;
	}

	public function release( string $name ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", self::CLAIM . sha1( $name ) ) );
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
