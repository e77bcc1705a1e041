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
		add_action( 'pre_get_posts', array( self::class, 'sort' ) );
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
				esc_html( (string) $record['verdict'] )
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
		if ( isset( $states[ $state ] ) ) {
			echo '<br /><span class="geo-audit-state">' . esc_html( $states[ $state ] ) . '</span>';
		}
	}

	/**
	 * @param \WP_Query $query The list's query.
	 */
	public static function sort( $query ): void {
		if ( ! is_admin() || ! $query->is_main_query() || self::COLUMN !== $query->get( 'orderby' ) ) {
			return;
		}
		$query->set(
			'meta_query',
			array(
				'relation'       => 'OR',
				'geo_audit_has'  => array(
					'key'     => Audit_Store::SCORE,
					'compare' => 'EXISTS',
					'type'    => 'NUMERIC',
				),
				'geo_audit_none' => array(
					'key'     => Audit_Store::SCORE,
					'compare' => 'NOT EXISTS',
				),
			)
		);
		$query->set( 'orderby', 'geo_audit_has' );
	}
}
