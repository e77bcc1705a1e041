<?php
/**
 * Sorting the posts list by GEO score.
 *
 * @package GeoAudit
 */

namespace GeoAudit\Tests;

use GeoAudit\Audit_Store;
use GeoAudit\Posts_Column;

/**
 * Posts without a score sort last, ascending and descending alike, and keep the newest first among them.
 */
final class PostsColumnTest extends TestCase {
	/**
	 * The posts list's main query on wp-admin/edit.php, sorted by the column.
	 *
	 * @param int[] $ids Posts to list.
	 * @return int[]
	 */
	private function sorted( array $ids, string $order ): array {
		global $wp_the_query;
		$saved = $wp_the_query;
		set_current_screen( 'edit-post' );
		try {
			$wp_the_query = new \WP_Query();
			return array_map(
				'intval',
				$wp_the_query->query(
					array(
						'post__in'       => $ids,
						'post_status'    => 'any',
						'orderby'        => Posts_Column::COLUMN,
						'order'          => $order,
						'fields'         => 'ids',
						'posts_per_page' => 20,
					)
				)
			);
		} finally {
			$wp_the_query = $saved;
			unset( $GLOBALS['current_screen'] );
		}
	}

	public function test_the_verdict_is_shown_in_the_site_language_not_the_api_english(): void {
		$post_id = $this->published_post();
		( new Audit_Store() )->save(
			$post_id,
			array(
				'key'      => 'post:' . $post_id,
				'state'    => 'complete',
				'geoScore' => 72,
				'verdict'  => 'Good',
				'error'    => null,
			)
		);
		// A German translation of the plugin's strings, as a language pack would load it: render's verdict message,
		// the one entry the editor's score line uses too.
		$german = static function ( $translation, $text, $context, $domain ) {
			return 'geo-audit' === $domain && 'Good' === $text && 'band.good' === $context ? 'Gut' : $translation;
		};
		add_filter( 'gettext_with_context', $german, 10, 4 );
		try {
			ob_start();
			Posts_Column::cell( Posts_Column::COLUMN, $post_id );
			$cell = (string) ob_get_clean();
		} finally {
			remove_filter( 'gettext_with_context', $german, 10 );
		}
		$this->assertStringContainsString( '<span class="geo-audit-verdict">Gut</span>', $cell );
	}

	public function test_unscored_posts_sort_last_in_both_directions(): void {
		$low      = $this->published_post( array( 'post_date' => '2024-01-01 10:00:00' ) );
		$high     = $this->published_post( array( 'post_date' => '2024-01-02 10:00:00' ) );
		$ten      = $this->published_post( array( 'post_date' => '2024-01-03 10:00:00' ) );
		$older    = $this->published_post( array( 'post_date' => '2024-01-04 10:00:00' ) );
		$newer    = $this->published_post( array( 'post_date' => '2024-01-05 10:00:00' ) );
		update_post_meta( $low, Audit_Store::SCORE, 9 );
		update_post_meta( $high, Audit_Store::SCORE, 88 );
		update_post_meta( $ten, Audit_Store::SCORE, 10 );
		// Unscored posts with other meta must not sort by it.
		update_post_meta( $older, '_edit_lock', '99999:1' );
		$ids = array( $low, $high, $ten, $older, $newer );

		$this->assertSame( array( $low, $ten, $high, $newer, $older ), $this->sorted( $ids, 'asc' ), 'Numeric ascending, unscored last.' );
		$this->assertSame( array( $high, $ten, $low, $newer, $older ), $this->sorted( $ids, 'desc' ), 'Numeric descending, unscored last.' );
	}
}
