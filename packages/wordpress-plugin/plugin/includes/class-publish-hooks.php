<?php
/**
 * When to audit.
 *
 * @package GeoAudit
 */

namespace GeoAudit;

/**
 * Audits a post when it becomes public and, debounced, when a published post's content changes. The hooks
 * only record and schedule: the API is called from wp-cron, so publishing never waits on it or fails
 * because of it.
 */
final class Publish_Hooks {
	/**
	 * Seconds a burst of updates to a published post is gathered into one audit: each update in it starts the wait
	 * over, so a few Update clicks in a row cost one audit, and the new score still comes seconds after the last
	 * (a minute read as stuck, since the sidebar showed no time). The block editor's meta-box save, a second
	 * request after each Update, changes nothing visible and does not count (on_update).
	 */
	const DEBOUNCE = 15;

	public static function register(): void {
		add_action( 'transition_post_status', array( self::class, 'on_transition' ), 10, 3 );
		add_action( 'post_updated', array( self::class, 'on_update' ), 10, 3 );
		add_action( Coordinator::START_HOOK, static fn( $post_id ) => coordinator()->start( (int) $post_id ) );
		add_action( Coordinator::POLL_HOOK, static fn() => coordinator()->poll_active() );
		add_filter( 'cron_schedules', array( self::class, 'schedules' ) );
		// Keeps the poller scheduled on sites that were updated in place (no activation hook ran).
		add_action( 'init', array( self::class, 'ensure_poller' ) );
		// Where an administrator lands after changing the key, in the settings or in wp-config.php.
		add_action( 'admin_init', static fn() => coordinator()->after_key_change() );
		// A post deleted for good takes its record with it; its scheduled start must not outlive it.
		add_action( 'before_delete_post', static fn( $post_id ) => wp_clear_scheduled_hook( Coordinator::START_HOOK, array( (int) $post_id ) ) );
	}

	/**
	 * @param array<string, array<string, mixed>> $schedules Known schedules.
	 * @return array<string, array<string, mixed>>
	 */
	public static function schedules( array $schedules ): array {
		$schedules['geo_audit_five_minutes'] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes (GEO Audit)', 'geo-audit' ),
		);
		return $schedules;
	}

	public static function ensure_poller(): void {
		if ( ! wp_next_scheduled( Coordinator::POLL_HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, 'geo_audit_five_minutes', Coordinator::POLL_HOOK );
		}
	}

	public static function activate(): void {
		self::ensure_poller();
	}

	public static function deactivate(): void {
		wp_clear_scheduled_hook( Coordinator::POLL_HOOK );
		wp_unschedule_hook( Coordinator::START_HOOK );
	}

	/**
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public static function on_transition( $new_status, $old_status, $post ): void {
		if ( 'publish' === $new_status && 'publish' !== $old_status && self::is_auditable( $post ) ) {
			self::safely( static fn() => coordinator()->publish( $post->ID ) );
		} elseif ( 'publish' === $old_status && 'publish' !== $new_status && $post instanceof \WP_Post ) {
			// Trashed, drafted, scheduled or made private before its audit ran: the start and re-checks go.
			self::safely( static fn() => coordinator()->withdraw( $post->ID ) );
		}
	}

	/**
	 * @param int      $post_id Post id.
	 * @param \WP_Post $after   The post after the update.
	 * @param \WP_Post $before  The post before the update.
	 */
	public static function on_update( $post_id, $after, $before ): void {
		if ( 'publish' !== $before->post_status || 'publish' !== $after->post_status ) {
			return;
		}
		if ( Auditability::PASSWORD === Auditability::why_not( $after ) ) {
			// A password now hides the post from the API: a pending audit would score the password form.
			self::safely( static fn() => coordinator()->withdraw( (int) $post_id ) );
			return;
		}
		if ( ! self::is_auditable( $after ) ) {
			return;
		}
		if ( Auditability::PASSWORD === Auditability::why_not( $before ) ) {
			// The password is gone: the public now sees the post for the first time, as on a publish.
			self::safely( static fn() => coordinator()->publish( (int) $post_id ) );
			return;
		}
		// The block editor saves meta boxes in a second request that changes nothing visible: no new audit.
		foreach ( array( 'post_content', 'post_title', 'post_name', 'post_excerpt' ) as $field ) {
			if ( $before->$field !== $after->$field ) {
				self::safely( static fn() => coordinator()->publish( (int) $post_id, self::DEBOUNCE ) );
				return;
			}
		}
	}

	/**
	 * @param \WP_Post $post The post.
	 */
	public static function is_auditable( $post ): bool {
		return null === Auditability::why_not( $post ) && Settings::is_configured();
	}

	/**
	 * Publishing must never break because of this plugin: log and carry on.
	 */
	private static function safely( callable $work ): void {
		try {
			$work();
		} catch ( \Throwable $error ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			error_log( 'GEO Audit: could not schedule an audit: ' . $error->getMessage() );
		}
	}
}
