<?php
/**
 * The GEO score column in the posts list.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * A sortable "GEO score" column on every audited post type. The score is shown with its verdict in words,
 * never by colour alone; posts without a score sort last rather than disappearing.
 */
final class Posts_Column {
	const COLUMN = 'geo_audit_score';

	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'hook_types' ) );
		add_filter( 'posts_clauses', array( self::class, 'sort' ), 10, 2 );
	}

	public static function hook_types(): void {
		foreach ( Settings::post_types() as $type ) {
			add_filter( "manage_{$type}_posts_columns", array( self::class, 'columns' ) );
			add_action( "manage_{$type}_posts_custom_column", array( self::class, 'cell' ), 10, 2 );
			add_filter( "manage_edit-{$type}_sortable_columns", array( self::class, 'sortable' ) );
		}
	}

	/**
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public static function columns( array $columns ): array {
		$columns[ self::COLUMN ] = __( 'GEO score', 'geo-audit' );
		return $columns;
	}

	/**
	 * @param array<string, string> $columns Sortable columns.
	 * @return array<string, string>
	 */
	public static function sortable( array $columns ): array {
		$columns[ self::COLUMN ] = self::COLUMN;
		return $columns;
	}

	public static function cell( string $column, int $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$record = ( new Audit_Store() )->get( $post_id );
		if ( ! $record ) {
			echo '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'Not audited', 'geo-audit' ) . '</span>';
			return;
		}
		if ( is_int( $record['geoScore'] ?? null ) ) {
			printf(
				'<strong class="geo-audit-score" data-geo-score="%1$d">%1$d</strong> <span class="geo-audit-verdict">%2$s</span>',
				(int) $record['geoScore'],
				esc_html( Labels::verdict( (string) $record['verdict'] ) )
			);
		}
		$states = array(
			'waiting' => __( 'Audit scheduled', 'geo-audit' ),
			'queued'  => __( 'Audit queued', 'geo-audit' ),
			'running' => __( 'Audit running', 'geo-audit' ),
			'failed'  => __( 'Audit failed', 'geo-audit' ),
		);
		$state = (string) $record['state'];
		// The score shown is of a page the site did not serve yet; say that another audit is on its way.
		if ( 'waiting' === $state && 'page_not_served' === ( $record['error']['code'] ?? null ) ) {
			$states['waiting'] = __( 'Re-check scheduled', 'geo-audit' );
		}
		// Nothing failed: the post left "published" before its first audit could run.
		if ( Coordinator::CANCELLED === ( $record['error']['code'] ?? null ) ) {
			$states['failed'] = __( 'Not audited: not published', 'geo-audit' );
		}
		if ( isset( $states[ $state ] ) ) {
			echo '<br /><span class="geo-audit-state">' . esc_html( $states[ $state ] ) . '</span>';
		}
	}

	/**
	 * Orders the list by score, posts without one last in both directions. A meta_query orderby cannot say
	 * that: its LEFT JOIN gives unscored posts a NULL, which sorts first when ascending (and an OR of EXISTS and
	 * NOT EXISTS joins every other meta row of an unscored post too), so the score gets a join of its own.
	 *
	 * @param array<string, string> $clauses The query's SQL pieces.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public static function sort( $clauses, $query ): array {
		global $wpdb;
		if ( ! is_admin() || ! $query->is_main_query() || self::COLUMN !== $query->get( 'orderby' ) ) {
			return $clauses;
		}
		$order               = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
		$clauses['join']    .= $wpdb->prepare( " LEFT JOIN {$wpdb->postmeta} AS geo_audit_score ON ( geo_audit_score.post_id = {$wpdb->posts}.ID AND geo_audit_score.meta_key = %s )", Audit_Store::SCORE );
		$clauses['orderby']  = "geo_audit_score.meta_value IS NULL ASC, CAST( geo_audit_score.meta_value AS SIGNED ) {$order}, {$wpdb->posts}.post_date DESC";
		return $clauses;
	}
}
